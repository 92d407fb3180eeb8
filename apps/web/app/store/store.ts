import {
  combineSlices,
  configureStore,
  createAction,
  type Reducer,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { type TypedUseSelectorHook, useDispatch, useSelector } from 'react-redux';
import { uiReducer } from '../components/ui/ui-slice.ts';
import { type AuthState, authReducer, authStateFromStorage, loggedOut } from '../features/auth/auth-slice.ts';
import type { contactInboxReducer } from '../features/contact-inbox/inbox-slice.ts';
import type { contentEditorReducer } from '../features/content-editor/content-editor-slice.ts';
import { selectionReducer } from '../features/currency-settings/selection-slice.ts';
import type { depositsReducer } from '../features/deposits/deposits-slice.ts';
import type { befasReducer, tefasReducer } from '../features/funds/funds-slice.ts';
import type { goldFundsReducer } from '../features/funds/gold-funds-slice.ts';
import type { interestCalcReducer } from '../features/interest-calc/interest-calc-slice.ts';
import type { loansReducer } from '../features/loans/loans-slice.ts';
import type { logsReducer } from '../features/logs/logs-slice.ts';
import type { offersEditorReducer } from '../features/offers-editor/offers-editor-slice.ts';
import type { tickerReducer } from '../features/ticker/ticker-slice.ts';
import type { tradesmanReducer } from '../features/tradesman/tradesman-slice.ts';
import type { usersReducer } from '../features/users/users-slice.ts';
import type { vatReducer } from '../features/vat/vat-slice.ts';
import { api, setUnauthorizedHandler } from '../lib/api-client/api.ts';
import type { ThunkExtra } from '../lib/app-thunk.ts';

/** The public pages' own slices: the route that shows one injects it ({@link injectSlices}). */
interface PageState {
  tefas: ReturnType<typeof tefasReducer>;
  befas: ReturnType<typeof befasReducer>;
  goldFunds: ReturnType<typeof goldFundsReducer>;
  vat: ReturnType<typeof vatReducer>;
  interestCalc: ReturnType<typeof interestCalcReducer>;
  tradesman: ReturnType<typeof tradesmanReducer>;
  loans: ReturnType<typeof loansReducer>;
  deposits: ReturnType<typeof depositsReducer>;
  /** The home page's ticker; the layout's currency settings read it only when it is there. */
  ticker: ReturnType<typeof tickerReducer>;
}

/** The console's slices (admin pages only), injected by {@link loadConsoleSlices}. */
interface ConsoleState {
  adminUsers: ReturnType<typeof usersReducer>;
  adminLogs: ReturnType<typeof logsReducer>;
  offersEditor: ReturnType<typeof offersEditorReducer>;
  contentEditor: ReturnType<typeof contentEditorReducer>;
  contactInbox: ReturnType<typeof contactInboxReducer>;
}

type LazyState = PageState & ConsoleState;
/** The reducers {@link injectSlices} takes, by the key each slice has in the state. */
export type LazyReducers = { [Key in keyof LazyState]?: Reducer<LazyState[Key]> };

// Only the layout's slices are in every page's first load; each public route injects its own
// (routes/*.tsx, at module level, so before it renders on the server and in the browser) and the
// console's come with the console (issue 12, docs/decisions/0009-start-and-first-load.md): root.tsx
// waits for loadConsoleSlices() before a console page renders.
const rootReducer = combineSlices({
  auth: authReducer,
  ui: uiReducer,
  currencySelection: selectionReducer,
}).withLazyLoadedSlices<LazyState>();

/**
 * combineSlices fills an injected slice in on the next action only: this one follows every injection
 * so the page's first render already reads it. Its payload, a page's own starting state (a loan page's
 * type), is taken as the slice's state before the reducers run.
 */
const slicesInjected = createAction<Partial<PageState>>('store/slicesInjected');

type RootReducerState = Parameters<typeof rootReducer>[0];
const reducer: Reducer<ReturnType<typeof rootReducer>, UnknownAction, RootReducerState> = (state, action) =>
  rootReducer(slicesInjected.match(action) ? { ...state, ...action.payload } : state, action);

const injected = new Set<string>();

/**
 * Adds slices to the store (a slice already in is left as it is). `start` is the state a slice starts
 * with when this injection adds it in the browser: the page the visitor lands on then renders as its
 * server HTML did. The server's one store is shared by every page, so there the slices start on their
 * defaults (a loan page renders on a store of its own: loan-page.tsx).
 */
export function injectSlices(reducers: LazyReducers, start: Partial<PageState> = {}): void {
  const starting: Record<string, unknown> = {};
  let added = false;
  for (const [reducerPath, sliceReducer] of Object.entries(reducers)) {
    if (injected.has(reducerPath)) continue;
    injected.add(reducerPath);
    added = true;
    rootReducer.inject({ reducerPath, reducer: sliceReducer } as Parameters<typeof rootReducer.inject>[0]);
    if (typeof window !== 'undefined' && reducerPath in start) {
      starting[reducerPath] = start[reducerPath as keyof PageState];
    }
  }
  if (added) store.dispatch(slicesInjected(starting));
}

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
    injectSlices({
      adminUsers: users.usersReducer,
      adminLogs: logs.logsReducer,
      offersEditor: offers.offersEditorReducer,
      contentEditor: content.contentEditorReducer,
      contactInbox: inbox.contactInboxReducer,
    });
  });
  return consoleSlices;
}

/** `extra` is what thunks get as their third argument (the API client; a test may hand in another). */
export function makeStore(auth?: AuthState, extra: ThunkExtra = { api }) {
  return configureStore({
    reducer,
    preloadedState: auth ? { auth } : {},
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: extra } }),
  });
}

/** One store in the browser (session restored from storage); prerendering starts signed out. */
export const store =
  typeof window === 'undefined' ? makeStore() : makeStore(authStateFromStorage(window.localStorage), { api });

// A 401 from the API client signs this store out (the client then goes to /login).
setUnauthorizedHandler(() => store.dispatch(loggedOut()));

export type AppStore = ReturnType<typeof makeStore>;
/**
 * The state a component sees: a page's slice is read only on the pages whose route injects it, a
 * console slice only on console pages, after it is injected.
 */
export type RootState = Omit<ReturnType<AppStore['getState']>, keyof LazyState> & LazyState;
/** Typed with the injected slices too, so a thunk that reads them can be dispatched. */
export type AppDispatch = ThunkDispatch<RootState, ThunkExtra, UnknownAction>;
export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
