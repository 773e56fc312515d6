import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { likePrefix } from '../../lib/like.js';
import { paginate, type PageRequest } from '../../lib/paging.js';

export interface StaffActionEntry {
  staffId: number;
  /** '<area>.<verb>': 'feedback.reply', 'article.update', 'user.disable', 'recipe.audit'... */
  action: string;
  targetId?: string | number | null;
  /** The row as it was (omit when created) and as it became (omit when deleted); stored as JSON. */
  before?: unknown;
  after?: unknown;
  at: string;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * Every write of the staff console goes through here, inside the transaction of the write it records
 * (pass the transaction as `db`): the change and its record land together or not at all.
 */
export function recordStaffAction(db: Kysely<Database>, entry: StaffActionEntry) {
  return db
    .insertInto('staff_actions')
    .values({
      staff_id: entry.staffId,
      action: entry.action,
      target_id: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
      before: json(entry.before),
      after: json(entry.after),
      created_at: entry.at,
    })
    .execute();
}

/** The console's audit log: newest first, narrowed by the start of the action name and by staff member. */
export function staffActionPage(db: Kysely<Database>, filter: { action: string; staffId: number | null }, request: PageRequest) {
  let filtered = db.selectFrom('staff_actions').leftJoin('staff', 'staff.id', 'staff_actions.staff_id');
  if (filter.action) filtered = filtered.where(sql<boolean>`staff_actions.action like ${likePrefix(filter.action)} escape '\\'`);
  if (filter.staffId !== null) filtered = filtered.where('staff_actions.staff_id', '=', filter.staffId);
  return paginate(filtered, request, (q) =>
    q
      .select([
        'staff_actions.id',
        'staff_actions.staff_id',
        'staff.name as staff_name',
        'staff.email as staff_email',
        'staff_actions.action',
        'staff_actions.target_id',
        'staff_actions.before',
        'staff_actions.after',
        'staff_actions.created_at',
      ])
      .orderBy('staff_actions.created_at', 'desc')
      .orderBy('staff_actions.id', 'desc'),
  );
}

export type StaffActionRow = Awaited<ReturnType<typeof staffActionPage>>['records'][number];
