import { eq } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { SAMPLE_AS_OF, SEED_VERSION } from './db/sample-data.ts';
import { appMeta, banks } from './db/schema.ts';
import { BANK_SEEDS } from './db/seed-data/banks.ts';

/** What app_meta keeps of the last demo seed: the code's seed version and sample date. */
const DEMO_SEED = { version: SEED_VERSION, asOf: SAMPLE_AS_OF };

/**
 * The feature seeds that stand alone, in the order they run, imported on first use (a start on a
 * current data folder skips the seed and so never loads their data). The offers need the banks, so
 * they run after them in the banks' transaction (below).
 */
async function featureSeeds(): Promise<((db: Db) => Promise<unknown>)[]> {
  const [funds, market, content] = await Promise.all([
    import('./features/funds/funds-seed.ts'),
    import('./features/market/market-seed.ts'),
    import('./features/content/content-seed.ts'),
  ]);
  return [funds.seedFunds, market.seedMarket, content.seedContent];
}

/**
 * Loads the demo data idempotently: rows are keyed by natural keys and inserted only when missing,
 * so running it again changes nothing an editor has since changed.
 */
export async function seedDemoData(db: Db): Promise<{ inserted: number }> {
  for (const seed of await featureSeeds()) await seed(db);
  const { seedOffers } = await import('./features/offers/offers-seed.ts');
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
    // Written last, in the transaction that ends the seed: a current version means every part ran.
    await tx
      .insert(appMeta)
      .values({ key: 'demoSeed', value: DEMO_SEED })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: DEMO_SEED } });
    await seedOffers(tx);
    return { inserted: inserted.length };
  });
}

/** Whether the stored demo seed is this code's (same SEED_VERSION and sample date). */
export async function demoSeedIsCurrent(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, 'demoSeed'));
  const stored = row?.value as Partial<typeof DEMO_SEED> | undefined;
  return stored?.version === DEMO_SEED.version && stored.asOf === DEMO_SEED.asOf;
}

/**
 * The server's start: seeds only when the stored demo seed is missing or older (the seed takes a few
 * hundred milliseconds even when it inserts nothing). Demo data changes must bump SEED_VERSION or
 * SAMPLE_AS_OF to reach existing data folders. Resolves with whether it seeded.
 */
export async function seedDemoDataIfOutdated(db: Db): Promise<boolean> {
  if (await demoSeedIsCurrent(db)) return false;
  await seedDemoData(db);
  return true;
}
