import type { Db } from '../../db/client.ts';
import { SAMPLE_AS_OF } from '../../db/sample-data.ts';
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
  forgetFundSnapshots(db);
  return { inserted };
}
