import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../index.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations see the schema as it was then */

/** An integer primary key the database fills: AUTOINCREMENT on SQLite, an identity on PostgreSQL. */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** A PostgreSQL table's indexes other than its primary key, with the statements that make them again. */
export async function secondaryIndexes(db: Kysely<any>, table: string): Promise<{ name: string; definition: string }[]> {
  const { rows } = await sql<{ name: string; definition: string }>`select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename = ${table} and indexname <> ${`${table}_pkey`}`.execute(db);
  return rows;
}
