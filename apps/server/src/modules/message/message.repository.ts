import type { Db } from '../../db/index.js';
import { paginate, type PageRequest } from '../../lib/paging.js';

/**
 * The only SQL of messages. Every read and write names the owner (user_id) in its WHERE clause, so a
 * message id of another user matches nothing.
 */
export function createMessageRepository(db: Db) {
  const unread = (userId: number) => db.selectFrom('messages').where('user_id', '=', userId).where('is_read', '=', 0);

  return {
    async insert(row: { user_id: number; title: string; content: string; created_at: string }): Promise<void> {
      await db.insertInto('messages').values(row).execute();
    },

    /** One row per existing user, in one statement; returns how many users it reached. */
    async insertForEveryone(message: { title: string; content: string; created_at: string }): Promise<number> {
      const result = await db
        .insertInto('messages')
        .columns(['user_id', 'title', 'content', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('users')
            .select((s) => [
              'users.id',
              s.val(message.title).as('title'),
              s.val(message.content).as('content'),
              s.val(message.created_at).as('created_at'),
            ]),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0);
    },

    async userExists(userId: number): Promise<boolean> {
      return !!(await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst());
    },

    async unreadCount(userId: number): Promise<number> {
      const row = await unread(userId)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** A page of the user's messages, newest first, and their total. */
    page(userId: number, request: PageRequest) {
      return paginate(db.selectFrom('messages').where('user_id', '=', userId), request, (query) => query.selectAll().orderBy('id', 'desc'));
    },

    /** Marks the given messages of the user read (all of them when ids is null); returns how many changed. */
    async markRead(userId: number, ids: number[] | null): Promise<number> {
      // "in ()" is not SQL: no id that can name a row means nothing to change.
      if (ids?.length === 0) return 0;
      let query = db.updateTable('messages').set({ is_read: 1 }).where('user_id', '=', userId).where('is_read', '=', 0);
      if (ids) query = query.where('id', 'in', ids);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async delete(userId: number, ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await db.deleteFrom('messages').where('user_id', '=', userId).where('id', 'in', ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type MessageRepository = ReturnType<typeof createMessageRepository>;
