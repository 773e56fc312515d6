import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { paginate, type PageRequest } from '../../lib/paging.js';
import { likePrefix } from '../../lib/like.js';

const recipeCount = (eb: ExpressionBuilder<Database, 'users'>) =>
  eb
    .selectFrom('recipes')
    .whereRef('recipes.author_id', '=', 'users.id')
    .select((s) => s.fn.countAll<string | number>().as('n'));
const feedbackCount = (eb: ExpressionBuilder<Database, 'users'>) =>
  eb
    .selectFrom('feedback')
    .whereRef('feedback.user_id', '=', 'users.id')
    .select((s) => s.fn.countAll<string | number>().as('n'));

/** A user as the console lists it, with their recipe and feedback counts (each an indexed subquery). */
const userColumns = (eb: ExpressionBuilder<Database, 'users'>) => [
  'users.id' as const,
  'users.mobile' as const,
  'users.email' as const,
  'users.nickname' as const,
  'users.avatar' as const,
  'users.created_at' as const,
  'users.disabled_at' as const,
  recipeCount(eb).as('recipe_count'),
  feedbackCount(eb).as('feedback_count'),
];

/** The SQL of the console's user pages: the list and search, one user's detail, disabling. */
export function createUsersRepository(db: Db) {
  return {
    /**
     * Users newest first; a keyword matches the start of the mobile number, of the e-mail address or of
     * the nickname, case ignored (an exact account is its own prefix).
     */
    page(keyword: string, request: PageRequest) {
      let filtered = db.selectFrom('users');
      if (keyword) {
        const pattern = likePrefix(keyword.toLowerCase());
        filtered = filtered.where((eb) =>
          eb.or([
            sql<boolean>`users.mobile like ${pattern} escape '\\'`,
            sql<boolean>`lower(users.email) like ${pattern} escape '\\'`,
            sql<boolean>`lower(users.nickname) like ${pattern} escape '\\'`,
          ]),
        );
      }
      return paginate(filtered, request, (q) => q.select(userColumns).orderBy('users.id', 'desc'));
    },

    byId(id: number) {
      return db.selectFrom('users').select(userColumns).where('users.id', '=', id).executeTakeFirst();
    },

    /** The user's newest feedback. */
    feedback(userId: number, limit: number) {
      return db
        .selectFrom('feedback')
        .select(['id', 'type', 'description', 'created_at', 'reply_time'])
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Sets or clears disabled_at; disabling also deletes every token of the user (their sessions end). */
    async setDisabled(userId: number, disabledAt: string | null): Promise<void> {
      await db.updateTable('users').set({ disabled_at: disabledAt }).where('id', '=', userId).execute();
      if (disabledAt) await db.deleteFrom('user_tokens').where('user_id', '=', userId).execute();
    },
  };
}

export type AdminUserRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createUsersRepository>['byId']>>>;
export type AdminUserFeedbackRow = Awaited<ReturnType<ReturnType<typeof createUsersRepository>['feedback']>>[number];
