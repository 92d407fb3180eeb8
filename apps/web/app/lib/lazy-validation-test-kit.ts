import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AppThunk, ThunkExtra } from './app-thunk.ts';

/**
 * Test helper: runs a thunk (such as a form's Calculate, which awaits its schemas) against plain state
 * and a reducer, without a store. Returns the state after every dispatched action and the thunk's result.
 */
export async function runThunk<Root, Result>(
  root: Root,
  reduce: (root: Root, action: UnknownAction) => Root,
  thunk: AppThunk<Promise<Result>, Root>,
  extra: ThunkExtra = {} as ThunkExtra,
): Promise<{ root: Root; result: Result }> {
  let current = root;
  const getState = () => current;
  const dispatch = ((action: unknown) => {
    if (typeof action === 'function') return action(dispatch, getState, extra);
    current = reduce(current, action as UnknownAction);
    return action;
  }) as ThunkDispatch<Root, ThunkExtra, UnknownAction>;
  const result = await thunk(dispatch, getState, extra);
  return { root: current, result };
}
