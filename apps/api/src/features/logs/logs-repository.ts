import type { LogLevel } from '@pusula/core/contract/logs.ts';
import { and, count, desc, eq, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { systemLogs } from './logs-tables.ts';

/** What happened (the console translates it): sign-ins, registrations, changes, server errors. */
export const LOG_EVENTS = [
  'loginSuccess',
  'loginFailure',
  'loginLocked',
  'register',
  'registerLimited',
  'passwordChanged',
  'passwordWrong',
  'passwordLocked',
  'request',
  'serverError',
] as const;
export type LogEvent = (typeof LOG_EVENTS)[number];

export type NewLogRow = typeof systemLogs.$inferInsert & { level: LogLevel; event: LogEvent };
export type LogRow = typeof systemLogs.$inferSelect;

/** Deletes the rows older than `days` days (docs/security.md "System log"); returns how many went. */
export async function pruneLogs(db: Db, days: number): Promise<number> {
  const gone = await db
    .delete(systemLogs)
    .where(lt(systemLogs.createdAt, sql`now() - make_interval(days => ${days}::int)`))
    .returning({ id: systemLogs.id });
  return gone.length;
}

export async function writeLog(db: Db, row: NewLogRow): Promise<void> {
  await db.insert(systemLogs).values({ ...row, message: row.message.slice(0, 1000) });
}

/** `%`, `_` and `\` typed in the search box are matched literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listLogs(
  db: Db,
  query: { pageNumber: number; pageSize: number; level?: LogLevel | undefined; search?: string | undefined },
) {
  const filters: (SQL | undefined)[] = [];
  if (query.level) filters.push(eq(systemLogs.level, query.level));
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(
      or(
        ilike(systemLogs.message, pattern),
        ilike(systemLogs.userName, pattern),
        ilike(systemLogs.path, pattern),
        ilike(systemLogs.event, pattern),
        ilike(systemLogs.ip, pattern),
      ),
    );
  }
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(systemLogs).where(where);
  const rows = await db
    .select()
    .from(systemLogs)
    .where(where)
    .orderBy(desc(systemLogs.createdAt), desc(systemLogs.id))
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize);
  const totalCount = total?.n ?? 0;
  const totalPages = Math.ceil(totalCount / query.pageSize);
  return {
    logs: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    totalCount,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    totalPages,
    hasPreviousPage: query.pageNumber > 1,
    hasNextPage: query.pageNumber < totalPages,
  };
}
