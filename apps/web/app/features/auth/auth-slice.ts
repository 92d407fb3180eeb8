import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { ApiError, TOKEN_KEY, USER_KEY } from '../../lib/api-client/http-client.ts';
import { createAppAsyncThunk } from '../../lib/app-thunk.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import type { ParseKeys } from '../../lib/i18n/keys.ts';
import { rootReducer } from '../../store/store.ts';

export interface SessionUser {
  username: string;
  email: string;
  roles: string[];
}

export interface AuthState {
  token: string | null;
  user: SessionUser | null;
  isAuthenticated: boolean;
  loading: boolean;
  error: string | null;
  /** Change password (docs/requirements/accounts-and-admin.md#profile): cleared on pending, set on success, cleared on failure. */
  passwordChangeSuccess: boolean;
}

export const signedOut: AuthState = {
  token: null,
  user: null,
  isAuthenticated: false,
  loading: false,
  error: null,
  passwordChangeSuccess: false,
};

/** docs/requirements/accounts-and-admin.md#session: signed in at start only if both the stored token and the stored user exist. */
export function authStateFromStorage(storage: Pick<Storage, 'getItem'> | undefined): AuthState {
  if (!storage) return signedOut;
  try {
    const token = storage.getItem('token');
    const rawUser = storage.getItem('user');
    if (!token || !rawUser) return signedOut;
    const user = JSON.parse(rawUser) as SessionUser;
    if (!user || typeof user.username !== 'string') return signedOut;
    return { ...signedOut, token, user, isAuthenticated: true };
  } catch {
    return signedOut;
  }
}

/** The API's answer to login, register and change-password. */
interface SessionResponse {
  token: string;
  userName: string;
  email: string;
  roles: string[];
}

function store(session: { token: string; user: SessionUser } | null) {
  try {
    if (session) {
      window.localStorage.setItem(TOKEN_KEY, session.token);
      window.localStorage.setItem(USER_KEY, JSON.stringify(session.user));
    } else {
      window.localStorage.removeItem(TOKEN_KEY);
      window.localStorage.removeItem(USER_KEY);
    }
  } catch {
    // Storage disabled: the session lasts for this page only.
  }
}

function toSession(data: SessionResponse) {
  return { token: data.token, user: { username: data.userName, email: data.email, roles: data.roles } };
}

/** The interceptor's text, or the feature's fallback when the failure is not an API answer. */
const failure = (error: unknown, fallbackKey: ParseKeys) =>
  error instanceof ApiError ? error.message : i18n.t(fallbackKey);

export const login = createAppAsyncThunk<
  { token: string; user: SessionUser },
  { email: string; password: string },
  { rejectValue: string }
>('auth/login', async (credentials, { rejectWithValue, extra }) => {
  try {
    const session = toSession((await extra.api.post<SessionResponse>('/Auth/login', credentials)).data);
    store(session);
    return session;
  } catch (error) {
    return rejectWithValue(failure(error, 'auth:errors.loginFailed'));
  }
});

export const register = createAppAsyncThunk<
  { token: string; user: SessionUser },
  { userName: string; email: string; password: string },
  { rejectValue: string }
>('auth/register', async (registration, { rejectWithValue, extra }) => {
  try {
    const session = toSession((await extra.api.post<SessionResponse>('/Auth/register', registration)).data);
    store(session);
    return session;
  } catch (error) {
    return rejectWithValue(failure(error, 'auth:errors.registerFailed'));
  }
});

/** The answer carries a new token (the old one stops working when the password changes). */
export const changePassword = createAppAsyncThunk<
  { token: string; user: SessionUser },
  { currentPassword: string; newPassword: string },
  { rejectValue: string }
>('auth/changePassword', async (change, { rejectWithValue, extra }) => {
  try {
    const session = toSession((await extra.api.post<SessionResponse>('/Auth/change-password', change)).data);
    store(session);
    return session;
  } catch (error) {
    return rejectWithValue(failure(error, 'auth:errors.changePasswordFailed'));
  }
});

/** Confirms the stored session with the server and refreshes the user's roles (a 401 signs out). */
export const refreshSession = createAppAsyncThunk<SessionUser, void, { state: { auth?: AuthState } }>(
  'auth/refreshSession',
  async (_arg, { getState, extra }) => {
    const { data } = await extra.api.get<{ userName: string; email: string; roles: string[] }>('/Auth/me');
    const user = { username: data.userName, email: data.email, roles: data.roles };
    const { token } = selectAuth(getState());
    if (token) store({ token, user });
    return user;
  },
);

/** Log out: the stored token and user are removed (docs/requirements/accounts-and-admin.md#session). */
export const logout = createAppAsyncThunk('auth/logout', async () => {
  store(null);
});

const authSlice = createSlice({
  name: 'auth',
  initialState: signedOut,
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string; user: SessionUser }>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.isAuthenticated = true;
      state.error = null;
      state.loading = false;
    },
    loggedOut() {
      return signedOut;
    },
    passwordChangeReset(state) {
      state.passwordChangeSuccess = false;
      state.error = null;
    },
    authErrorCleared(state) {
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    for (const thunk of [login, register]) {
      builder
        .addCase(thunk.pending, (state) => {
          state.loading = true;
          state.error = null;
        })
        .addCase(thunk.fulfilled, (state, action) => {
          authSlice.caseReducers.signedIn(state, action);
        })
        .addCase(thunk.rejected, (state, action) => {
          state.loading = false;
          state.error = action.payload ?? action.error.message ?? null;
        });
    }
    builder
      .addCase(changePassword.pending, (state) => {
        state.loading = true;
        state.error = null;
        state.passwordChangeSuccess = false;
      })
      .addCase(changePassword.fulfilled, (state, action) => {
        authSlice.caseReducers.signedIn(state, action);
        state.passwordChangeSuccess = true;
      })
      .addCase(changePassword.rejected, (state, action) => {
        state.loading = false;
        state.passwordChangeSuccess = false;
        state.error = action.payload ?? action.error.message ?? null;
      })
      .addCase(refreshSession.fulfilled, (state, action) => {
        if (state.isAuthenticated) state.user = action.payload;
      })
      .addCase(logout.fulfilled, () => signedOut);
  },
});

export const { signedIn, loggedOut, passwordChangeReset, authErrorCleared } = authSlice.actions;
export const authReducer = authSlice.reducer;

/** This slice in the app store, injected when this module loads (docs/decisions/0006-redux-for-form-state.md). */
const injected = authSlice.injectInto(rootReducer);
/** This slice's state (its initial state until the store has filled it in). */
export const selectAuth = injected.selectSlice;

declare module '../../store/store.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof authSlice> {}
}
