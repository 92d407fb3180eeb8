import type { Profile, Session } from '@pusula/core/contract/session.ts';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { ApiError, TOKEN_KEY, USER_KEY } from '../../lib/api-client/http-client.ts';
import { createAppAsyncThunk } from '../../lib/app-thunk.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import type { ParseKeys } from '../../lib/i18n/keys.ts';
import { rootReducer } from '../../store/store.ts';

/**
 * The signed-in account as the app keeps it (and stores under USER_KEY): the contract's profile, its
 * name under `username` as sessions stored by earlier versions have it.
 */
export type SessionUser = Omit<Profile, 'userName'> & { username: Profile['userName'] };

type SignedIn = { token: string; user: SessionUser };

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

function store(session: SignedIn | null) {
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

function userOf(profile: Profile): SessionUser {
  return { username: profile.userName, email: profile.email, roles: profile.roles };
}

/** The interceptor's text, or the feature's fallback when the failure is not an API answer. */
const failure = (error: unknown, fallbackKey: ParseKeys) =>
  error instanceof ApiError ? error.message : i18n.t(fallbackKey);

/** Sign-in, registration and password change all answer a {@link Session}: kept and stored. */
function sessionThunk<Body>(type: string, path: string, fallbackKey: ParseKeys) {
  return createAppAsyncThunk<SignedIn, Body, { rejectValue: string }>(
    type,
    async (body, { rejectWithValue, extra }) => {
      try {
        const { token, ...profile } = (await extra.api.post<Session>(path, body)).data;
        const session = { token, user: userOf(profile) };
        store(session);
        return session;
      } catch (error) {
        return rejectWithValue(failure(error, fallbackKey));
      }
    },
  );
}

export const login = sessionThunk<{ email: string; password: string }>(
  'auth/login',
  '/Auth/login',
  'auth:errors.loginFailed',
);

export const register = sessionThunk<{ userName: string; email: string; password: string }>(
  'auth/register',
  '/Auth/register',
  'auth:errors.registerFailed',
);

/** The answer carries a new token (the old one stops working when the password changes). */
export const changePassword = sessionThunk<{ currentPassword: string; newPassword: string }>(
  'auth/changePassword',
  '/Auth/change-password',
  'auth:errors.changePasswordFailed',
);

/** Confirms the stored session with the server and refreshes the user's roles (a 401 signs out). */
export const refreshSession = createAppAsyncThunk<SessionUser, void, { state: { auth?: AuthState } }>(
  'auth/refreshSession',
  async (_arg, { getState, extra }) => {
    const user = userOf((await extra.api.get<Profile>('/Auth/me')).data);
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
    signedIn(state, action: PayloadAction<SignedIn>) {
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
