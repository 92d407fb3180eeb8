import { seedContent } from '../features/content/content-seed.ts';
import { seedFunds } from '../features/funds/funds-seed.ts';
import { seedMarket } from '../features/market/market-seed.ts';
import { seedOffers } from '../features/offers/offers-seed.ts';
import type { Db } from './client.ts';
import { SAMPLE_AS_OF, SEED_VERSION } from './sample-data.ts';
import { appMeta, banks } from './schema.ts';
import { BANK_SEEDS } from './seed-data/banks.ts';

/**
 * The feature seeds that stand alone, in the order they run. The offers need the banks, so they run
 * after them in the banks' transaction (below).
 */
const FEATURE_SEEDS: readonly ((db: Db) => Promise<unknown>)[] = [seedFunds, seedMarket, seedContent];

/**
 * Loads the demo data idempotently: rows are keyed by natural keys and inserted only when missing,
 * so running it again (or on every start) changes nothing an editor has since changed.
 */
export async function seedDemoData(db: Db): Promise<{ inserted: number }> {
  for (const seed of FEATURE_SEEDS) await seed(db);
  return db.transaction(async (tx) => {
    const rows = BANK_SEEDS.map((bank, index) => ({
      name: bank.name,
      displayName: bank.displayName,
      website: bank.website,
      logoColor: bank.logoColor,
      isParticipation: bank.isParticipation ?? false,
      isPublic: bank.isPublic ?? false,
      sortOrder: index + 1,
      isSample: true,
      asOf: SAMPLE_AS_OF,
    }));
    const inserted = await tx.insert(banks).values(rows).onConflictDoNothing().returning({ id: banks.id });
    await tx
      .insert(appMeta)
      .values({ key: 'demoSeed', value: { version: SEED_VERSION, asOf: SAMPLE_AS_OF } })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: { version: SEED_VERSION, asOf: SAMPLE_AS_OF } },
      });
    await seedOffers(tx);
    return { inserted: inserted.length };
  });
}
