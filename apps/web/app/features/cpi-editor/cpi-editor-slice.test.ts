import { describe, expect, it } from 'vitest';
import { cpiEditorReducer, fetchCpiRows, removeCpiRow, saveCpiRow } from './cpi-editor-slice.ts';

const rows = [
  { month: '2025-12', base: '2003' as const, value: 3513.87, source: 'tuik' as const },
  { month: '2026-01', base: '2003' as const, value: 3683.83, source: 'tuik' as const },
];

describe("the console's CPI list", () => {
  it('keeps the months in order when an Editor adds, changes and removes one', () => {
    let state = cpiEditorReducer(undefined, fetchCpiRows.fulfilled(rows, 'r1'));
    const added = { month: '2026-01', base: '2025' as const, value: 115.7262, source: 'editor' as const };
    state = cpiEditorReducer(
      state,
      saveCpiRow.fulfilled(added, 'r2', { base: '2025', month: '2026-01', value: 115.7262 }),
    );
    expect(state.rows.map((row) => `${row.month}/${row.base}`)).toEqual([
      '2025-12/2003',
      '2026-01/2003',
      '2026-01/2025',
    ]);
    const changed = { ...added, value: 116 };
    state = cpiEditorReducer(
      state,
      saveCpiRow.fulfilled(changed, 'r3', { base: '2025', month: '2026-01', value: 116 }),
    );
    expect(state.rows).toHaveLength(3);
    expect(state.rows.at(-1)?.value).toBe(116);
    state = cpiEditorReducer(
      state,
      removeCpiRow.fulfilled({ base: '2003', month: '2025-12' }, 'r4', { base: '2003', month: '2025-12' }),
    );
    expect(state.rows.map((row) => row.month)).toEqual(['2026-01', '2026-01']);
  });

  it("keeps the server's message of a refused save", () => {
    const refused = saveCpiRow.rejected(
      null,
      'r5',
      { base: '2025', month: '2026-02', value: -1 },
      "Endeks değeri 0'dan büyük ve 1.000.000'dan küçük olmalıdır.",
    );
    const state = cpiEditorReducer(undefined, refused);
    expect(state).toMatchObject({
      saving: false,
      error: "Endeks değeri 0'dan büyük ve 1.000.000'dan küçük olmalıdır.",
    });
  });
});
