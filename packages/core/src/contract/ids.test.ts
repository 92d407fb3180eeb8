import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INT32_MAX, idField, idParam, strictPositiveInt } from './ids.ts';

describe('ids (docs/security.md "Input")', () => {
  it('path ids are plain positive 32-bit decimals only', () => {
    expect(idParam().parse('1')).toBe(1);
    expect(idParam().parse(String(INT32_MAX))).toBe(INT32_MAX);
    for (const bad of [
      '0',
      '-1',
      '01',
      ' 1',
      '1 ',
      '0x1',
      '1e0',
      '1.0',
      '+1',
      '',
      '2147483648',
      '99999999999',
    ])
      expect(idParam().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('body ids are JSON numbers only: no strings, booleans or arrays standing for 1', () => {
    expect(idField().parse(7)).toBe(7);
    for (const bad of ['1', ' 1 ', '0x1', '1e0', true, [1], 1.5, 0, -3, INT32_MAX + 1, null])
      expect(idField().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('property: every in-range integer round-trips through its decimal text, nothing else does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: INT32_MAX }), (id) => strictPositiveInt(String(id)) === id),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const value = strictPositiveInt(text);
        return value === null || String(value) === text;
      }),
    );
  });
});
