import { createAsyncThunk, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { HttpClient } from './api-client/fetch-client.ts';

/**
 * What every thunk receives as `extra`: the API client, handed in by the store
 * (`thunk: { extraArgument }` in store/store.ts). Thunks read `extra.api` instead of importing the
 * client, so no slice depends on the module that builds the store, and a test can hand in its own.
 * This module imports no slice and no store: the state a thunk reads is declared by the thunk itself.
 */
export interface ThunkExtra {
  api: HttpClient;
}

/** createAsyncThunk with `extra` typed as {@link ThunkExtra}. */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{ extra: ThunkExtra }>();

/** A plain thunk that reads the slices of `State` and may dispatch the app's async thunks. */
export type AppThunk<Result, State> = ThunkAction<Result, State, ThunkExtra, UnknownAction>;
