import { describe, expect, it } from 'vitest';
import { cleanQueryValue, hasQueryValues, QUERY_VALUE_MAX, readQuery, writeQuery } from './query-inputs.ts';

const NAMES = ['tutar', 'vade', 'faiz'] as const;

describe('result link query', () => {
  it('reads only whitelisted names, ignoring unknown ones', () => {
    const values = readQuery(new URLSearchParams('vade=24&tutar=100000&x=1&lang=sa'), NAMES);
    expect(values).toEqual({ tutar: '100000', vade: '24' });
    expect(hasQueryValues(values)).toBe(true);
    expect(hasQueryValues(readQuery(new URLSearchParams('x=1'), NAMES))).toBe(false);
  });

  it('drops control characters and cuts hostile values', () => {
    expect(cleanQueryValue('12\u0000 34\u007f\u0085')).toBe('12 34');
    expect(readQuery(new URLSearchParams('tutar=%00'), NAMES)).toEqual({ tutar: '' });
    const long = readQuery(new URLSearchParams(`tutar=${'9'.repeat(10_000)}`), NAMES).tutar;
    expect(long).toHaveLength(QUERY_VALUE_MAX);
    expect(cleanQueryValue(`  ${'a'.repeat(40)}`)).toBe('a'.repeat(QUERY_VALUE_MAX));
  });

  it('writes names in a stable order, leaving out empty values', () => {
    expect(writeQuery(NAMES, { faiz: '3.2', vade: '24', tutar: '100000' })).toBe(
      'tutar=100000&vade=24&faiz=3.2',
    );
    expect(writeQuery(NAMES, { tutar: '5000', faiz: '' })).toBe('tutar=5000');
    expect(writeQuery(NAMES, { tutar: 'a&b=c' })).toBe('tutar=a%26b%3Dc');
  });

  it('round-trips: what is written reads back the same', () => {
    const inputs = { tutar: '250000', vade: '36', faiz: '2.79' };
    expect(readQuery(new URLSearchParams(writeQuery(NAMES, inputs)), NAMES)).toEqual(inputs);
  });
});
