import { TARGET_TYPE, type TargetType } from '@chef/shared';
import { sql } from 'kysely';
import { isPostgres, type Db } from '../../db/index.js';
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

    /** A page of a target's comments with their authors, newest first; `total` is the target's comment_count. */
    page(targetType: TargetType, targetId: number, request: PageRequest, total: number) {
      return paginate(
        db
          .selectFrom('comments')
          .innerJoin('users', 'users.id', 'comments.user_id')
          .where('comments.target_type', '=', targetType)
          .where('comments.target_id', '=', targetId),
        request,
        (query) =>
          query
            .select(['comments.id', 'comments.user_id', 'comments.content', 'comments.created_at', 'users.nickname', 'users.avatar'])
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
      return db.selectFrom('comments').select(['id', 'user_id', 'target_type', 'target_id']).where('id', '=', id).executeTakeFirst();
    },

    /** Deletes the comment when it is still this user's; false when it was not (gone, or someone else's). */
    remove(id: number, userId: number) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .deleteFrom('comments')
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .returning(['target_type', 'target_id'])
          .executeTakeFirst();
        if (!row) return false;
        await addToCount(trx, row.target_type as TargetType, row.target_id, -1);
        return true;
      });
    },
  };
}

export type CommentRepository = ReturnType<typeof createCommentRepository>;
