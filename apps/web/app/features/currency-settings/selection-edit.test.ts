import { describe, expect, it } from 'vitest';
import { addCode, moveCode, removeCode } from './selection-edit.ts';

describe('selection edits', () => {
  it('adds at the end, never twice and never beyond 5', () => {
    expect(addCode(['USD'], 'EUR')).toEqual(['USD', 'EUR']);
    expect(addCode(['USD'], 'USD')).toEqual(['USD']);
    expect(addCode(['A', 'B', 'C', 'D', 'E'], 'F')).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('removes, except the last one', () => {
    expect(removeCode(['USD', 'EUR'], 'USD')).toEqual(['EUR']);
    expect(removeCode(['USD'], 'USD')).toEqual(['USD']);
  });

  it('moves an item to the place of another', () => {
    expect(moveCode(['A', 'B', 'C', 'D'], 'A', 'C')).toEqual(['B', 'C', 'A', 'D']);
    expect(moveCode(['A', 'B', 'C', 'D'], 'D', 'B')).toEqual(['A', 'D', 'B', 'C']);
    expect(moveCode(['A', 'B'], 'A', 'X')).toEqual(['A', 'B']);
  });
});
