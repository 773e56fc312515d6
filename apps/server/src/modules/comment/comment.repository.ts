import { TARGET_TYPE, type ModerationQueue, type TargetType } from '@chef/shared';
import { sql } from 'kysely';
import { isPostgres, type Db } from '../../db/index.js';
import { likeContains, likePrefix } from '../../lib/like.js';
import { paginate, type PageRequest } from '../../lib/paging.js';
import { published } from '../catalogue/published.js';

/**
 * The only SQL of comments. The target row keeps comment_count in step, in the transaction that
 * adds or deletes a comment; a page's total is read from it (one indexed query for the page itself).
 */
export function createCommentRepository(db: Db) {
  const pg = isPostgres(db);

  /** The published target's comment count, or undefined when there is no such target. */
  async function targetCount(executor: Db, targetType: TargetType, targetId: number, lock = false): Promise<number | undefined> {
    let query =
      targetType === TARGET_TYPE.recipe
        ? executor.selectFrom('recipes').select('comment_count').where('recipes.id', '=', targetId).where(published())
        : executor.selectFrom('articles').select('comment_count').where('id', '=', targetId);
    if (lock && pg) query = query.forUpdate();
    return (await query.executeTakeFirst())?.comment_count;
  }

  async function addToCount(executor: Db, targetType: TargetType, targetId: number, delta: number) {
    const table = targetType === TARGET_TYPE.recipe ? 'recipes' : 'articles';
    await executor
      .updateTable(table)
      .set({ comment_count: sql`comment_count + ${delta}` })
      .where('id', '=', targetId)
      .execute();
  }

  return {
    targetCount: (targetType: TargetType, targetId: number) => targetCount(db, targetType, targetId),

    /**
     * A page of a target's visible comments with their authors, newest first; `total` is the target's
     * comment_count (hidden ones are not counted). reported: the caller has reported the comment.
     */
    page(targetType: TargetType, targetId: number, request: PageRequest, total: number, callerId: number | null) {
      return paginate(
        db
          .selectFrom('comments')
          .innerJoin('users', 'users.id', 'comments.user_id')
          .where('comments.target_type', '=', targetType)
          .where('comments.target_id', '=', targetId)
          .where('comments.hidden_at', 'is', null),
        request,
        (query) =>
          query
            .select(['comments.id', 'comments.user_id', 'comments.content', 'comments.created_at', 'users.nickname', 'users.avatar'])
            .select((eb) =>
              eb
                .exists(
                  eb
                    .selectFrom('comment_reports')
                    .select('comment_reports.id')
                    .whereRef('comment_reports.comment_id', '=', 'comments.id')
                    .where('comment_reports.user_id', '=', callerId ?? 0),
                )
                .as('reported'),
            )
            .orderBy('comments.id', 'desc'),
        total,
      );
    },

    /** Adds a comment and counts it on the target; null when there is no such target. */
    add(userId: number, targetType: TargetType, targetId: number, content: string, at: string) {
      return db.transaction().execute(async (trx) => {
        if ((await targetCount(trx, targetType, targetId, true)) === undefined) return null;
        const row = await trx
          .insertInto('comments')
          .values({ user_id: userId, target_type: targetType, target_id: targetId, content, created_at: at })
          .returning(['id', 'user_id', 'content', 'created_at'])
          .executeTakeFirstOrThrow();
        await addToCount(trx, targetType, targetId, 1);
        return row;
      });
    },

    find(id: number) {
      return db
        .selectFrom('comments')
        .select(['id', 'user_id', 'target_type', 'target_id', 'content', 'hidden_at', 'reports'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Deletes the comment when it is still this user's (userId null: staff, anyone's); false when it was not. */
    remove(id: number, userId: number | null, inTransaction?: Db) {
      const run = async (trx: Db) => {
        let query = trx.deleteFrom('comments').where('id', '=', id);
        if (userId !== null) query = query.where('user_id', '=', userId);
        const row = await query.returning(['target_type', 'target_id', 'hidden_at']).executeTakeFirst();
        if (!row) return false;
        // A hidden comment was already taken off its target's count.
        if (row.hidden_at === null) await addToCount(trx, row.target_type as TargetType, row.target_id, -1);
        return true;
      };
      return inTransaction ? run(inTransaction) : db.transaction().execute(run);
    },

    /** The user's report of a visible comment, once: false when they had reported it already. */
    report(id: number, userId: number, at: string) {
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('comment_reports')
          .values({ comment_id: id, user_id: userId, created_at: at })
          .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await trx
          .updateTable('comments')
          .set({ reports: sql`reports + 1` })
          .where('id', '=', id)
          .execute();
        return true;
      });
    },

    /**
     * The console's lists, with their authors: reported comments still visible (most reported first),
     * hidden ones (latest first), or every visible comment newest first ('recent', issue 29), which a
     * keyword narrows to comments containing it or authors whose nickname starts with it (case ignored;
     * a scan bounded by the page, newest first on the primary key).
     */
    moderationPage(state: ModerationQueue, keyword: string, request: PageRequest) {
      const base = db.selectFrom('comments').innerJoin('users', 'users.id', 'comments.user_id');
      const needle = keyword.toLowerCase();
      const filtered =
        state === 'reported'
          ? base.where('comments.reports', '>', 0).where('comments.hidden_at', 'is', null)
          : state === 'hidden'
            ? base.where('comments.hidden_at', 'is not', null)
            : base
                .where('comments.hidden_at', 'is', null)
                .$if(needle !== '', (q) =>
                  q.where((eb) =>
                    eb.or([
                      sql<boolean>`lower(comments.content) like ${likeContains(needle)} escape '\\'`,
                      sql<boolean>`lower(users.nickname) like ${likePrefix(needle)} escape '\\'`,
                    ]),
                  ),
                );
      return paginate(filtered, request, (query) => {
        const selected = query.select([
          'comments.id',
          'comments.user_id',
          'comments.target_type',
          'comments.target_id',
          'comments.content',
          'comments.created_at',
          'comments.reports',
          'comments.hidden_at',
          'comments.hidden_reason',
          'users.nickname',
        ]);
        if (state === 'reported') return selected.orderBy('comments.reports', 'desc').orderBy('comments.id', 'desc');
        if (state === 'hidden') return selected.orderBy('comments.hidden_at', 'desc').orderBy('comments.id', 'desc');
        return selected.orderBy('comments.id', 'desc');
      });
    },

    /**
     * Hides (hiddenAt set) or restores (null) a comment, keeping its target's count in step; either way
     * its reports count as reviewed (the report rows stay: nobody reports the same comment twice).
     */
    async setHidden(
      trx: Db,
      row: { id: number; target_type: number; target_id: number; hidden_at: string | null },
      hiddenAt: string | null,
      reason: string | null,
    ) {
      await trx.updateTable('comments').set({ hidden_at: hiddenAt, hidden_reason: reason, reports: 0 }).where('id', '=', row.id).execute();
      if ((row.hidden_at === null) !== (hiddenAt === null))
        await addToCount(trx, row.target_type as TargetType, row.target_id, hiddenAt === null ? 1 : -1);
    },

    async authorLanguage(userId: number): Promise<string | null> {
      return (await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst())?.language ?? null;
    },
  };
}

export type CommentRepository = ReturnType<typeof createCommentRepository>;
