import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './index.js';
import * as m0001 from './migrations/2026-11-22-0001-accounts.js';

/** Listed here rather than read from disk, so the build carries them and their order is explicit. */
const migrations: Record<string, Migration> = {
  '2026-11-22-0001-accounts': m0001,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
