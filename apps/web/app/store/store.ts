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
import { api } from '../lib/api-client/api.ts';
import type { ThunkExtra } from '../lib/app-thunk.ts';

/**
 * The slices features inject (docs/decisions/0006-redux-for-form-state.md). The store knows none of
 * them: each feature's slice module injects its slice (`slice.injectInto(rootReducer)`) and adds it
 * here by module augmentation —
 * `declare module '../../store/store.ts' { interface LazyLoadedSlices extends WithSlice<typeof slice> {} }`.
 * Absent until its module loads, so each is optional in {@link RootState}; a feature reads its own
 * through its injected slice's `selectSlice` (the slice's initial state while it is not in yet).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each feature's module augmentation
export interface LazyLoadedSlices {}

// Only the layout's own slice is here from the start. The layout's features (the session, the
// currency selection) are injected by root.tsx's imports; each page's by its route's imports, so a
// slice is in the first load of the pages that show it only; the console's come with the console's
// route modules (docs/decisions/0009-start-and-first-load.md).
export const rootReducer = combineSlices({ ui: uiReducer }).withLazyLoadedSlices<LazyLoadedSlices>();

/**
 * combineSlices fills an injected slice in on the next action only: {@link startSlices} dispatches
 * this one so the next render reads the slices. Its payload, the state some slices start with, is
 * taken as their state before the reducers run.
 */
const slicesStarted = createAction<Partial<LazyLoadedSlices>>('store/slicesStarted');

type RootReducerState = Parameters<typeof rootReducer>[0];
const reducer: Reducer<ReturnType<typeof rootReducer>, UnknownAction, RootReducerState> = (state, action) =>
  rootReducer(slicesStarted.match(action) ? { ...state, ...action.payload } : state, action);

/**
 * Fills the injected slices in. `start` is the state a slice starts with when it is not in the state
 * yet, in the browser: the page the visitor lands on then renders as its server HTML did (a loan
 * page's type); a slice already in is left as it is. The server's one store is shared by every page,
 * so there the slices stay on their defaults (a page that needs its own start on the server gives it
 * to its Provider as `serverState`: loan-page.tsx).
 */
export function startSlices(start: Partial<LazyLoadedSlices> = {}): void {
  const present = new Set(Object.keys(store.getState()));
  const starting: Partial<LazyLoadedSlices> = {};
  if (typeof window !== 'undefined') {
    for (const key of Object.keys(start) as (keyof LazyLoadedSlices)[]) {
      if (!present.has(key)) Object.assign(starting, { [key]: start[key] });
    }
  }
  store.dispatch(slicesStarted(starting));
}

/** `extra` is what thunks get as their third argument (the API client; a test may hand in another). */
export function makeStore(extra: ThunkExtra = { api }) {
  return configureStore({
    reducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: extra } }),
  });
}

/** One store in the browser; on the server one shared by every page (each starts signed out). */
export const store = makeStore();

export type AppStore = ReturnType<typeof makeStore>;
/** The state a component sees: an injected slice is there only once its module has loaded. */
export type RootState = ReturnType<AppStore['getState']>;
/** Typed with the injected slices too, so a thunk that reads them can be dispatched. */
export type AppDispatch = ThunkDispatch<RootState, ThunkExtra, UnknownAction>;
export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
