import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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
}

export const signedOut: AuthState = {
  token: null,
  user: null,
  isAuthenticated: false,
  loading: false,
  error: null,
};

/** Spec section 4: signed in at start only if both the stored token and the stored user exist. */
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
  },
});

export const { signedIn, loggedOut } = authSlice.actions;
export const authReducer = authSlice.reducer;
