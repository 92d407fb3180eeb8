import { computeInterestRatePlan } from '@pusula/core/loans/interest-rate.ts';
import { offerCostSummary } from '@pusula/core/loans/offer-cost.ts';
import { computeLoanPlan } from '@pusula/core/loans/payment-plan.ts';
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

  it("adds an offer's cost lines under the totals: fee, KKDF, BSMV, total cost, annual cost rate", () => {
    const plan = computeLoanPlan({
      principal: 100_000,
      monthlyRatePercent: 2,
      months: 12,
      loanType: 'ihtiyac',
      allocationFee: 500,
    });
    const figures = offerCostSummary({
      totalPayment: plan.totalPayment,
      allocationFee: plan.allocationFee,
      allocationFeeBsmv: plan.allocationFeeBsmv,
      totalKkdf: plan.totalKkdf,
      totalBsmv: plan.totalBsmv,
      annualCostRate: plan.annualCostRatePercent,
    });
    const labels = {
      allocationFee: 'Tahsis Ücreti',
      allocationFeeBsmv: "Tahsis Ücretinin BSMV'si",
      mortgageFee: 'İpotek Tesis Ücreti',
      appraisalFee: 'Ekspertiz Ücreti',
      earthquakeInsurance: 'DASK',
      totalKkdf: 'Toplam KKDF',
      totalBsmv: 'Toplam BSMV',
      totalCost: 'Toplam; Maliyet',
      annualCostRate: 'Yıllık Maliyet Oranı',
    };
    const lines = planToCsv(plan, headers, { labels, figures }).slice(1).split('\r\n');
    // 12 months at 2 % (i = 2.6 %): total payment 117.694,00 (docs/domain-rules.md#payment-plan), KKDF =
    // BSMV = 2.041,61; total cost 117.694,00 + 500 + its 15 % BSMV (75) = 118.269,00.
    expect(lines.slice(13)).toEqual([
      'Toplam;117694,00;100000,00;13610,78;2041,61;2041,61;',
      '',
      'Tahsis Ücreti;500,00',
      "Tahsis Ücretinin BSMV'si;75,00",
      'Toplam KKDF;2041,61',
      'Toplam BSMV;2041,61',
      '"Toplam; Maliyet";118269,00',
      `Yıllık Maliyet Oranı (%);${csvDecimal(plan.annualCostRatePercent)}`,
      '',
    ]);
    // A housing offer's costs follow the fee.
    const housing = planToCsv(plan, headers, {
      labels,
      figures: {
        ...figures,
        housingCosts: { mortgageFee: 4000, appraisalFee: 5000, earthquakeInsurance: 2000 },
      },
    });
    expect(housing).toContain('İpotek Tesis Ücreti;4000,00\r\nEkspertiz Ücreti;5000,00\r\nDASK;2000,00\r\n');
    // Without the cost the file ends at the totals row, as before.
    expect(planToCsv(plan, headers).slice(1).split('\r\n').slice(13)).toEqual([lines[13], '']);
  });

  it('rounds half-up to the kuruş', () => {
    expect(csvDecimal(1.005)).toBe('1,01');
    expect(csvDecimal(1234.5)).toBe('1234,50');
  });
});
