import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './index.js';
import * as m0001 from './migrations/2026-11-22-0001-accounts.js';
import * as m0002 from './migrations/2026-11-22-0002-content.js';
import * as m0003 from './migrations/2026-11-22-0003-personal.js';
import * as m0004 from './migrations/2026-11-22-0004-collections.js';
import * as m0005 from './migrations/2026-11-22-0005-content-search.js';
import * as m0006 from './migrations/2026-11-23-0006-rating-rank.js';
import * as m0007 from './migrations/2026-11-24-0007-baskets.js';
import * as m0010 from './migrations/2026-11-24-0010-user-recipes.js';
import * as m0020 from './migrations/2026-11-24-0020-devices.js';
import * as m0030 from './migrations/2026-11-24-0030-lockout-uploads.js';
import * as m0040 from './migrations/2026-11-24-0040-console.js';
import * as m0090 from './migrations/2026-11-25-0090-private-recipes.js';
import * as m0110 from './migrations/2026-11-25-0110-staff-roles.js';
import * as m0120 from './migrations/2026-11-25-0120-query-plans.js';
import * as m0140 from './migrations/2026-11-25-0140-week-meals-pantry.js';
import * as m0150 from './migrations/2026-11-25-0150-household-lists.js';
import * as m0190 from './migrations/2026-11-25-0190-staff-two-factor.js';
import * as m0191 from './migrations/2026-11-25-0191-comment-moderation.js';
import * as m0200 from './migrations/2026-11-25-0200-applied-changes.js';
import * as m0210 from './migrations/2026-11-27-0210-console-recipes-devices.js';
import * as m0220 from './migrations/2026-11-27-0220-robot-filter-indexes.js';
import * as m0221 from './migrations/2026-11-27-0221-search-walk-indexes.js';
import * as m0230 from './migrations/2026-11-29-0230-search-cjk-pairs.js';
import * as m0240 from './migrations/2026-12-02-0240-search-titles.js';

/** Listed here rather than read from disk, so the build carries them and their order is explicit. */
const migrations: Record<string, Migration> = {
  '2026-11-22-0001-accounts': m0001,
  '2026-11-22-0002-content': m0002,
  '2026-11-22-0003-personal': m0003,
  '2026-11-22-0004-collections': m0004,
  '2026-11-22-0005-content-search': m0005,
  '2026-11-23-0006-rating-rank': m0006,
  '2026-11-24-0007-baskets': m0007,
  '2026-11-24-0010-user-recipes': m0010,
  '2026-11-24-0020-devices': m0020,
  '2026-11-24-0030-lockout-uploads': m0030,
  '2026-11-24-0040-console': m0040,
  '2026-11-25-0090-private-recipes': m0090,
  '2026-11-25-0110-staff-roles': m0110,
  '2026-11-25-0120-query-plans': m0120,
  '2026-11-25-0140-week-meals-pantry': m0140,
  '2026-11-25-0150-household-lists': m0150,
  '2026-11-25-0190-staff-two-factor': m0190,
  '2026-11-25-0191-comment-moderation': m0191,
  '2026-11-25-0200-applied-changes': m0200,
  '2026-11-27-0210-console-recipes-devices': m0210,
  '2026-11-27-0220-robot-filter-indexes': m0220,
  '2026-11-27-0221-search-walk-indexes': m0221,
  '2026-11-29-0230-search-cjk-pairs': m0230,
  '2026-12-02-0240-search-titles': m0240,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    // Before any migration runs (its bookkeeping table cannot be made: a read-only database, a full
    // disk), no migration is to blame: name the cause instead of an empty name.
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(failed ? `Migration ${failed.migrationName} failed: ${cause}` : `Migrating the database failed: ${cause}`, {
      cause: error,
    });
  }
}

/** Migrations this build knows that the database has not applied (another node may be applying them). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const all = await new Migrator({ db, provider }).getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
