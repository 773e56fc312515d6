import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { FeedbackTable } from '../../db/schema.js';
import { paginate, type PageRequest } from '../../lib/paging.js';

export type FeedbackRow = Selectable<FeedbackTable>;
/** An inbox row: the feedback with its sender's account and nickname. */
export type InboxRow = FeedbackRow & { user_mobile: string | null; user_email: string | null; user_nickname: string };

export interface InboxFilter {
  type?: number | undefined;
  /** 'waiting': no reply yet; 'replied': answered. */
  status?: 'waiting' | 'replied' | undefined;
}

/**
 * The only SQL of feedback. A user's reads name the owner in their WHERE clause (index feedback_user);
 * the console's inbox reads everyone's (index feedback_inbox: reply_time, type, id).
 */
function rowsOf(db: Db) {
  return {
    async insert(row: Insertable<FeedbackTable>): Promise<number> {
      const { id } = await db.insertInto('feedback').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(id);
    },

    /** The user's own, newest first. */
    mine(userId: number, request: PageRequest) {
      return paginate(db.selectFrom('feedback').where('user_id', '=', userId), request, (q) => q.selectAll().orderBy('id', 'desc'));
    },

    /** Everyone's, waiting ones first, each group newest first. */
    inbox(filter: InboxFilter, request: PageRequest) {
      let filtered = db.selectFrom('feedback');
      if (filter.type !== undefined) filtered = filtered.where('type', '=', filter.type);
      if (filter.status === 'waiting') filtered = filtered.where('reply_time', 'is', null);
      if (filter.status === 'replied') filtered = filtered.where('reply_time', 'is not', null);
      return paginate(filtered, request, (q) =>
        q
          .innerJoin('users', 'users.id', 'feedback.user_id')
          .selectAll('feedback')
          .select(['users.mobile as user_mobile', 'users.email as user_email', 'users.nickname as user_nickname'])
          .orderBy(sql`case when feedback.reply_time is null then 0 else 1 end`)
          .orderBy('feedback.id', 'desc'),
      );
    },

    async byId(id: number): Promise<FeedbackRow | undefined> {
      return db.selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async setReply(id: number, reply: { reply: string; reply_time: string; replied_by: number }): Promise<FeedbackRow> {
      return db.updateTable('feedback').set(reply).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    },

    /** The language the user reads messages in (null when the account is gone). */
    async userLanguage(userId: number): Promise<string | null> {
      const row = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
      return row?.language ?? null;
    },
  };
}

type Rows = ReturnType<typeof rowsOf>;

export function createFeedbackRepository(db: Db) {
  return {
    ...rowsOf(db),
    /** Runs work in one transaction with the rows bound to it (SQLite has one writing connection: the outer one would wait). */
    transaction<T>(work: (rows: Rows, trx: Db) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(rowsOf(trx), trx));
    },
  };
}
