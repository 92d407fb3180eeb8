import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appMeta } from '../../db/schema.ts';

const KEY = 'jwtSecret';

/**
 * JWT_SECRET when set; otherwise a random secret generated on the first start and kept in the
 * database's app_meta table. On the embedded store that table lives in DATA_DIR, on PostgreSQL it is
 * shared by every API process: either way tokens survive a restart. The first writer wins a race.
 */
export async function loadOrCreateJwtSecret(db: Db): Promise<string> {
  const fresh = randomBytes(48).toString('base64url');
  await db
    .insert(appMeta)
    .values({ key: KEY, value: { secret: fresh } })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, KEY));
  const secret = (row?.value as { secret?: unknown } | undefined)?.secret;
  if (typeof secret !== 'string' || secret.length < 32) throw new Error('app_meta.jwtSecret is unreadable');
  return secret;
}
