import { configureStore } from '@reduxjs/toolkit';
import { type TypedUseSelectorHook, useDispatch, useSelector } from 'react-redux';
import { uiReducer } from '../components/ui/ui-slice.ts';
import { type AuthState, authReducer, authStateFromStorage, loggedOut } from '../features/auth/auth-slice.ts';
import { contactInboxReducer } from '../features/contact-inbox/inbox-slice.ts';
import { contentEditorReducer } from '../features/content-editor/content-editor-slice.ts';
import { selectionReducer } from '../features/currency-settings/selection-slice.ts';
import { depositsReducer } from '../features/deposits/deposits-slice.ts';
import { befasReducer, tefasReducer } from '../features/funds/funds-slice.ts';
import { goldFundsReducer } from '../features/funds/gold-funds-slice.ts';
import { interestCalcReducer } from '../features/interest-calc/interest-calc-slice.ts';
import { loansReducer } from '../features/loans/loans-slice.ts';
import { logsReducer } from '../features/logs/logs-slice.ts';
import { offersEditorReducer } from '../features/offers-editor/offers-editor-slice.ts';
import { tickerReducer } from '../features/ticker/ticker-slice.ts';
import { tradesmanReducer } from '../features/tradesman/tradesman-slice.ts';
import { usersReducer } from '../features/users/users-slice.ts';
import { vatReducer } from '../features/vat/vat-slice.ts';
import { api, setUnauthorizedHandler } from '../lib/api-client/api.ts';
import type { ThunkExtra } from '../lib/app-thunk.ts';

/** `extra` is what thunks get as their third argument (the API client; a test may hand in another). */
export function makeStore(auth?: AuthState, extra: ThunkExtra = { api }) {
  return configureStore({
    reducer: {
      auth: authReducer,
      adminUsers: usersReducer,
      adminLogs: logsReducer,
      offersEditor: offersEditorReducer,
      contentEditor: contentEditorReducer,
      contactInbox: contactInboxReducer,
      ui: uiReducer,
      tefas: tefasReducer,
      befas: befasReducer,
      goldFunds: goldFundsReducer,
      vat: vatReducer,
      interestCalc: interestCalcReducer,
      tradesman: tradesmanReducer,
      loans: loansReducer,
      deposits: depositsReducer,
      ticker: tickerReducer,
      currencySelection: selectionReducer,
    },
    preloadedState: auth ? { auth } : undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: extra } }),
  });
}

/** One store in the browser (session restored from storage); prerendering starts signed out. */
export const store = makeStore(
  typeof window === 'undefined' ? undefined : authStateFromStorage(window.localStorage),
);

// A 401 from the API client signs this store out (the client then goes to /login).
setUnauthorizedHandler(() => store.dispatch(loggedOut()));

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
