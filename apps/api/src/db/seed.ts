import { seedContent } from '../features/content/content-seed.ts';
import { seedFunds } from '../features/funds/funds-seed.ts';
import { seedMarket } from '../features/market/market-seed.ts';
import { seedOffers } from '../features/offers/offers-seed.ts';
import type { Db } from './client.ts';
import { appMeta, banks } from './schema.ts';
import { BANK_SEEDS } from './seed-data/banks.ts';

/** The date the demo figures describe; shown next to every sample row. */
export const SAMPLE_AS_OF = '2026-11-20';
const SEED_VERSION = 1;

/**
 * Loads the demo data idempotently: rows are keyed by natural keys and inserted only when missing,
 * so running it again (or on every start) changes nothing an editor has since changed.
 */
export async function seedDemoData(db: Db): Promise<{ inserted: number }> {
  await seedFunds(db);
  await seedMarket(db);
  await seedContent(db);
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
