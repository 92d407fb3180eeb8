import { computeInterestRatePlan } from '@pusula/core/loans/interest-rate.ts';
import { describe, expect, it } from 'vitest';
import { csvDecimal, planToCsv } from './plan-csv.ts';

const headers = {
  month: 'Ay',
  installment: 'Taksit',
  principal: 'Anapara',
  interest: 'Faiz',
  kkdf: 'KKDF',
  bsmv: 'BSMV',
  balance: 'Kalan; Anapara',
  total: 'Toplam',
};

describe('planToCsv', () => {
  it('writes Excel-ready Turkish CSV: BOM, semicolons, comma decimals, CRLF, totals row', () => {
    // 90.000 TL at 0 % over 3 months: an even split of 30.000
    const csv = planToCsv(computeInterestRatePlan({ principal: 90_000, ratePercent: 0, months: 3 }), headers);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Ay;Taksit;Anapara;Faiz;KKDF;BSMV;"Kalan; Anapara"',
      '1;30000,00;30000,00;0,00;0,00;0,00;60000,00',
      '2;30000,00;30000,00;0,00;0,00;0,00;30000,00',
      '3;30000,00;30000,00;0,00;0,00;0,00;0,00',
      'Toplam;90000,00;90000,00;0,00;0,00;0,00;',
      '',
    ]);
  });

  it('rounds half-up to the kuruş', () => {
    expect(csvDecimal(1.005)).toBe('1,01');
    expect(csvDecimal(1234.5)).toBe('1234,50');
  });
});
