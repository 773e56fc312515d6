import { AUDIT_STATUS } from '@chef/shared';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { countOf } from '../../lib/paging.js';
import { published } from '../catalogue/published.js';

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

    recipesPublished: () => countOf(db.selectFrom('recipes').where(published())),

    /** Appliances whose last report said online (revoked ones never count). */
    devicesOnline: () => countOf(db.selectFrom('devices').where('online', '=', 1).where('revoked_at', 'is', null)),

    /** Cooking records of one source per UTC day since `from`: 'device' (the robot) or 'cookMode' (the browser). */
    cooks: (source: 'device' | 'cookMode', from: string) =>
      perDay(
        db
          .selectFrom('cook_records')
          .select([sql<string>`substr(cooked_at, 1, 10)`.as('day'), (eb) => eb.fn.countAll<string | number>().as('n')])
          .where('cooked_at', '>=', from)
          .where('source', '=', source)
          .groupBy(sql`substr(cooked_at, 1, 10)`),
      ),

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
