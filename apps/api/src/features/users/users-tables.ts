import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Accounts. `tokenVersion` is a claim of every token: changing the password bumps it, so older tokens
 * stop working (checked on each request). `selectedCurrencies` is the ticker choice (null: never saved).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull(),
    /** The name's look-alike key (users-repository `nameKey`): `аdmin` (Cyrillic а) and `admin` share one. */
    userNameKey: text('user_name_key').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull(),
    tokenVersion: integer('token_version').notNull().default(0),
    selectedCurrencies: jsonb('selected_currencies').$type<string[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_user_name_unique').on(sql`lower(${table.userName})`),
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_user_name_key_unique').on(table.userNameKey),
  ],
);
