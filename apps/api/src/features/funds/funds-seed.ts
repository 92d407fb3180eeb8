import type { Db } from '../../db/client.ts';
import { SAMPLE_AS_OF } from '../../db/sample-data.ts';
import { forgetSamplePricesExcept, upsertPrices } from './fund-history-repository.ts';
import { REAL_PRICED_FUNDS, REAL_PRICES_AS_OF } from './fund-history-sample.ts';
import type { FundKind } from './funds-parser.ts';
import { hasImportedFunds, insertFunds } from './funds-repository.ts';
import { SAMPLE_INVESTMENT_FUNDS, SAMPLE_PENSION_FUNDS } from './funds-sample.ts';
import { forgetFundSnapshots } from './funds-snapshot.ts';

const PRICED_CODES = new Set(REAL_PRICED_FUNDS.map((fund) => fund.record.code));

/**
 * Demo funds, flagged as sample: the generated ones as of SAMPLE_AS_OF, the real ones with a year of
 * real prices as of their newest price day. Idempotent: inserts missing rows only, and leaves a kind
 * alone once a real import has filled it (sample rows never mix into imported data).
 */
export async function seedFunds(db: Db): Promise<{ inserted: number }> {
  const samples: Array<[FundKind, typeof SAMPLE_INVESTMENT_FUNDS]> = [
    ['YAT', SAMPLE_INVESTMENT_FUNDS],
    ['EMK', SAMPLE_PENSION_FUNDS],
  ];
  let inserted = 0;
  for (const [kind, records] of samples) {
    if (await hasImportedFunds(db, kind)) continue;
    for (const [asOf, priced] of [
      [SAMPLE_AS_OF, false],
      [REAL_PRICES_AS_OF, true],
    ] as const)
      inserted += await insertFunds(
        db,
        kind,
        records.filter((record) => PRICED_CODES.has(record.code) === priced),
        { isSample: true, asOf, importedAt: new Date(`${SAMPLE_AS_OF}T00:00:00Z`) },
        true,
      );
  }
  // The year of real prices (stored days, imported ones included, are left alone); sample prices of
  // other codes (the made-up years of seeds before version 7) are dropped.
  await forgetSamplePricesExcept(db, [...PRICED_CODES]);
  for (const fund of REAL_PRICED_FUNDS)
    inserted += await upsertPrices(db, fund.kind, fund.rows, { isSample: true, onlyMissing: true });
  forgetFundSnapshots(db);
  return { inserted };
}
