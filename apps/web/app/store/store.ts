import type { LoanType } from '@pusula/core/loans/constants.ts';
import { combineSlices, configureStore, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { type TypedUseSelectorHook, useDispatch, useSelector } from 'react-redux';
import { uiReducer } from '../components/ui/ui-slice.ts';
import { type AuthState, authReducer, authStateFromStorage, loggedOut } from '../features/auth/auth-slice.ts';
import type { contactInboxReducer } from '../features/contact-inbox/inbox-slice.ts';
import type { contentEditorReducer } from '../features/content-editor/content-editor-slice.ts';
import { selectionReducer } from '../features/currency-settings/selection-slice.ts';
import { depositsReducer } from '../features/deposits/deposits-slice.ts';
import { befasReducer, tefasReducer } from '../features/funds/funds-slice.ts';
import { goldFundsReducer } from '../features/funds/gold-funds-slice.ts';
import { interestCalcReducer } from '../features/interest-calc/interest-calc-slice.ts';
import { loanTypeOfPath } from '../features/loans/loan-page-type.ts';
import { initialLoansState, loansReducer } from '../features/loans/loans-slice.ts';
import type { logsReducer } from '../features/logs/logs-slice.ts';
import type { offersEditorReducer } from '../features/offers-editor/offers-editor-slice.ts';
import { tickerReducer } from '../features/ticker/ticker-slice.ts';
import { tradesmanReducer } from '../features/tradesman/tradesman-slice.ts';
import type { usersReducer } from '../features/users/users-slice.ts';
import { vatReducer } from '../features/vat/vat-slice.ts';
import { api, setUnauthorizedHandler } from '../lib/api-client/api.ts';
import type { ThunkExtra } from '../lib/app-thunk.ts';

/** The console's slices (admin pages only), injected by {@link loadConsoleSlices}. */
interface ConsoleState {
  adminUsers: ReturnType<typeof usersReducer>;
  adminLogs: ReturnType<typeof logsReducer>;
  offersEditor: ReturnType<typeof offersEditorReducer>;
  contentEditor: ReturnType<typeof contentEditorReducer>;
  contactInbox: ReturnType<typeof contactInboxReducer>;
}

// The public pages' slices are in every page's first load; the console's are not (issue 12,
// docs/decisions/0009-start-and-first-load.md): root.tsx waits for loadConsoleSlices() before a
// console page renders.
const rootReducer = combineSlices({
  auth: authReducer,
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
}).withLazyLoadedSlices<ConsoleState>();

let consoleSlices: Promise<void> | undefined;

/** Adds the console's slices to the store (once; later calls return the same promise). */
export function loadConsoleSlices(): Promise<void> {
  consoleSlices ??= Promise.all([
    import('../features/users/users-slice.ts'),
    import('../features/logs/logs-slice.ts'),
    import('../features/offers-editor/offers-editor-slice.ts'),
    import('../features/content-editor/content-editor-slice.ts'),
    import('../features/contact-inbox/inbox-slice.ts'),
  ]).then(([users, logs, offers, content, inbox]) => {
    rootReducer.inject({ reducerPath: 'adminUsers', reducer: users.usersReducer });
    rootReducer.inject({ reducerPath: 'adminLogs', reducer: logs.logsReducer });
    rootReducer.inject({ reducerPath: 'offersEditor', reducer: offers.offersEditorReducer });
    rootReducer.inject({ reducerPath: 'contentEditor', reducer: content.contentEditorReducer });
    rootReducer.inject({ reducerPath: 'contactInbox', reducer: inbox.contactInboxReducer });
  });
  return consoleSlices;
}

/** `extra` is what thunks get as their third argument (the API client; a test may hand in another). */
export function makeStore(auth?: AuthState, extra: ThunkExtra = { api }, loanType?: LoanType) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      ...(auth ? { auth } : {}),
      ...(loanType ? { loans: initialLoansState(loanType) } : {}),
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: extra } }),
  });
}

/** One store in the browser (session restored from storage); prerendering starts signed out. */
export const store =
  typeof window === 'undefined'
    ? makeStore()
    : // A loan page's store starts on its type, as its prerendered HTML did (loan-page.tsx).
      makeStore(authStateFromStorage(window.localStorage), { api }, loanTypeOfPath(window.location.pathname));

// A 401 from the API client signs this store out (the client then goes to /login).
setUnauthorizedHandler(() => store.dispatch(loggedOut()));

export type AppStore = ReturnType<typeof makeStore>;
/** The state a component sees: a console slice is read only on console pages, after it is injected. */
export type RootState = Omit<ReturnType<AppStore['getState']>, keyof ConsoleState> & ConsoleState;
/** Typed with the console slices too, so a console thunk that reads them can be dispatched. */
export type AppDispatch = ThunkDispatch<RootState, ThunkExtra, UnknownAction>;
export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
