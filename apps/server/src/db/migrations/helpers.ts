import type { CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres } from '../index.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations see the schema as it was then */

/** An integer primary key the database fills: AUTOINCREMENT on SQLite, an identity on PostgreSQL. */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
