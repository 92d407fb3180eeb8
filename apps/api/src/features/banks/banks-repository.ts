import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { banks } from '../../db/schema.ts';

export type BankRow = typeof banks.$inferSelect;

export function listBanks(db: Db): Promise<BankRow[]> {
  return db.select().from(banks).orderBy(asc(banks.sortOrder), asc(banks.id));
}
