import { describe, expect, it } from 'vitest';
import { loanTypeOfPath } from './loan-page-type.ts';

describe('loanTypeOfPath', () => {
  it('names the loan type of the three loan comparison pages', () => {
    expect(loanTypeOfPath('/hesaplama-araclari/ihtiyac-kredisi')).toBe('ihtiyac');
    expect(loanTypeOfPath('/hesaplama-araclari/tasit-kredisi/')).toBe('tasit');
    expect(loanTypeOfPath('/hesaplama-araclari/konut-kredisi')).toBe('konut');
  });

  it('is undefined on every other page, the tradesman page included', () => {
    expect(loanTypeOfPath('/')).toBeUndefined();
    expect(loanTypeOfPath('/hesaplama-araclari/esnaf-kredisi')).toBeUndefined();
    expect(loanTypeOfPath('/hesaplama-araclari/kdv-hesaplama')).toBeUndefined();
    expect(loanTypeOfPath('/hesaplama-araclari/tasit-kredisi-x')).toBeUndefined();
  });
});
