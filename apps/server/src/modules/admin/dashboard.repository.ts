import { AUDIT_STATUS } from '@chef/shared';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { countOf } from '../../lib/paging.js';

const day = sql<string>`substr(created_at, 1, 10)`;

/** The dashboard's figures: counts over indexed columns, and per-day series grouped in one query each. */
export function createDashboardRepository(db: Db) {
  const perDay = async <T extends keyof Database>(query: SelectQueryBuilder<Database, T, { day: string; n: string | number }>) =>
    new Map((await query.execute()).map((r) => [r.day, Number(r.n)]));

  return {
    users: () => countOf(db.selectFrom('users')),

    /** New recipes and changes to published ones waiting for audit (the audit desk's queue). */
    recipesUnderAudit: () =>
      countOf(
        db
          .selectFrom('recipes')
          .where((eb) => eb.or([eb('audit_status', '=', AUDIT_STATUS.underAudit), eb('pending_status', '=', AUDIT_STATUS.underAudit)])),
      ),

    feedbackWaiting: () => countOf(db.selectFrom('feedback').where('reply_time', 'is', null)),

    /** Sign-ups per UTC day since `from` (YYYY-MM-DD), from users.created_at (indexed). */
    signUps: (from: string) =>
      perDay(
        db
          .selectFrom('users')
          .select([day.as('day'), (eb) => eb.fn.countAll<string | number>().as('n')])
          .where('created_at', '>=', from)
          .groupBy(day),
      ),

    /** Users active per UTC day since `from`. */
    activeUsers: (from: string) =>
      perDay(
        db
          .selectFrom('user_activity')
          .select(['day', (eb) => eb.fn.countAll<string | number>().as('n')])
          .where('day', '>=', from)
          .groupBy('day'),
      ),
  };
}
