import { sql } from 'kysely';
import { isPostgres, type Db } from './index.js';

/**
 * Runs `load` (many inserts into `tables`) with the tables' secondary indexes dropped, then makes them
 * again from the very definitions the migrations left: one sort per index over the loaded table
 * instead of an index entry per row (a GIN index without a pending list inserts each row's lexemes one
 * by one), as a REINDEX leaves them. For the benchmark's catalogue of a million recipes and the plan
 * test's tens of thousands; not for a running server (the tables have no indexes meanwhile). Primary
 * keys and unique indexes stay, so `on conflict` and uniqueness keep working during the load.
 */
export async function withIndexesAfter<T>(db: Db, tables: readonly string[], load: () => Promise<T>): Promise<T> {
  const pg = isPostgres(db);
  const { rows: indexes } = pg
    ? await sql<{ name: string; definition: string }>`select i.indexname as name, i.indexdef as definition from pg_indexes i
        where i.schemaname = current_schema() and i.tablename in (${sql.join(tables)})
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname) and i.indexdef not like 'CREATE UNIQUE %'`.execute(
        db,
      )
    : await sql<{ name: string; definition: string }>`select name, sql as definition from sqlite_master
        where type = 'index' and tbl_name in (${sql.join(tables)}) and sql is not null and sql not like 'CREATE UNIQUE %'`.execute(db);
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(db);
  const result = await load();
  await db.connection().execute(async (connection) => {
    // Room to sort: a GIN index over a million rows then builds in memory.
    if (pg) await sql`set maintenance_work_mem = '512MB'`.execute(connection);
    for (const index of indexes) await sql.raw(index.definition).execute(connection);
    if (pg) await sql`reset maintenance_work_mem`.execute(connection);
  });
  return result;
}
