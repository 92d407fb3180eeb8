import type { Db } from '../../db/client.ts';
import { SAMPLE_AS_OF } from '../../db/sample-data.ts';
import { upsertPrices } from './fund-history-repository.ts';
import { sampleHistoryFunds, samplePrices } from './fund-history-sample.ts';
import type { FundKind } from './funds-parser.ts';
import { hasImportedFunds, insertFunds } from './funds-repository.ts';
import { SAMPLE_INVESTMENT_FUNDS, SAMPLE_PENSION_FUNDS } from './funds-sample.ts';
import { forgetFundSnapshots } from './funds-snapshot.ts';

/**
 * Demo funds, flagged as sample with SAMPLE_AS_OF. Idempotent: inserts missing rows only, and leaves a
 * kind alone once a real import has filled it (sample rows never mix into imported data).
 */
export async function seedFunds(db: Db): Promise<{ inserted: number }> {
  const samples: Array<[FundKind, typeof SAMPLE_INVESTMENT_FUNDS]> = [
    ['YAT', SAMPLE_INVESTMENT_FUNDS],
    ['EMK', SAMPLE_PENSION_FUNDS],
  ];
  let inserted = 0;
  for (const [kind, records] of samples) {
    if (await hasImportedFunds(db, kind)) continue;
    inserted += await insertFunds(
      db,
      kind,
      records,
      { isSample: true, asOf: SAMPLE_AS_OF, importedAt: new Date(`${SAMPLE_AS_OF}T00:00:00Z`) },
      true,
    );
  }
  // A year of demo prices for a handful of them (stored days, imported ones included, are left alone).
  const history = sampleHistoryFunds(SAMPLE_INVESTMENT_FUNDS, SAMPLE_PENSION_FUNDS);
  for (const kind of ['YAT', 'EMK'] as const)
    for (const [index, record] of history[kind].entries())
      inserted += await upsertPrices(db, kind, samplePrices(record, SAMPLE_AS_OF, 20261120 + index), {
        isSample: true,
        onlyMissing: true,
      });
  forgetFundSnapshots(db);
  return { inserted };
}
