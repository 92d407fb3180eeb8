import { configureStore } from '@reduxjs/toolkit';
import { type TypedUseSelectorHook, useDispatch, useSelector } from 'react-redux';
import { type AuthState, authReducer, authStateFromStorage } from '../features/auth/auth-slice.ts';
import { uiReducer } from '../features/ui/ui-slice.ts';

export function makeStore(auth?: AuthState) {
  return configureStore({
    reducer: { auth: authReducer, ui: uiReducer },
    preloadedState: auth ? { auth } : undefined,
  });
}

/** One store in the browser (session restored from storage); prerendering starts signed out. */
export const store = makeStore(
  typeof window === 'undefined' ? undefined : authStateFromStorage(window.localStorage),
);

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
