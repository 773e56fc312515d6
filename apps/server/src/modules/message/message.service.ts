import type { Message, MsgCount, PageResult } from '@chef/shared';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import type { Hub } from '../../plugins/realtime.js';
import { recordStaffAction } from '../admin/staff-log.repository.js';
import { createMessageRepository, type MessageRepository } from './message.repository.js';
import { rowIds } from '../../lib/ids.js';
import { presentPage, type PageRequest } from '../../lib/paging.js';
import { toMessage } from './message.presenter.js';

type MessageText = { title?: string | undefined; content: string };
type StoredMessage = { title: string; content: string; created_at: string };

/**
 * The user's messages. Other modules send through `send` (a recipe's audit result, a feedback
 * reply...); every change the user should see live goes out through the hub: ShowMsg with the text of
 * a new message, SyncMsgCount whenever the unread count may have changed (other tabs and devices
 * re-fetch it).
 */
export function createMessageService(deps: { db: Db; hub: Hub; clock?: () => Date }) {
  const { hub } = deps;
  const repo = createMessageRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());
  const syncCount = (userId: number) => hub.emit(userId, 'SyncMsgCount');
  const count = async (userId: number): Promise<MsgCount> => ({ usrMsgCount: await repo.unreadCount(userId) });
  const rowOf = (message: MessageText) => ({ title: message.title ?? '', content: message.content, created_at: clock().toISOString() });

  async function store(rows: MessageRepository, userId: number | null, row: StoredMessage): Promise<number> {
    if (userId === null) return rows.insertForEveryone(row);
    if (!(await rows.userExists(userId))) throw new AppError(404, 'message.userNotFound', {}, 'userId');
    await rows.insert({ ...row, user_id: userId });
    return 1;
  }

  function announce(userId: number | null, row: StoredMessage) {
    hub.emit(userId, 'ShowMsg', row.title || row.content);
    hub.emit(userId, 'SyncMsgCount');
  }

  return {
    /**
     * A message to one user, or to every user (null; one row each, so each reads and deletes their
     * own copy). Returns how many users it reached. The toast shows the title, or the text when there
     * is none.
     */
    async send(userId: number | null, message: MessageText): Promise<number> {
      const row = rowOf(message);
      const recipients = await store(repo, userId, row);
      announce(userId, row);
      return recipients;
    },

    /**
     * The console's send: stored and recorded in the staff action log in one transaction ('message.send',
     * with what was sent and how many it reached), then announced live.
     */
    async sendAsStaff(staffId: number, userId: number | null, message: MessageText): Promise<number> {
      const row = rowOf(message);
      const recipients = await deps.db.transaction().execute(async (trx) => {
        const reached = await store(createMessageRepository(trx), userId, row);
        await recordStaffAction(trx, {
          staffId,
          action: 'message.send',
          targetId: userId,
          after: { userId: userId === null ? null : String(userId), title: row.title, text: row.content, recipients: reached },
          at: row.created_at,
        });
        return reached;
      });
      announce(userId, row);
      return recipients;
    },

    count,

    async page(userId: number, page: PageRequest): Promise<PageResult<Message>> {
      return presentPage(await repo.page(userId, page), (rows) => rows.map(toMessage));
    },

    /** Marks some (ids) or all messages read; answers the new unread count. */
    async read(userId: number, input: { ids?: string[] | undefined; all?: true | undefined }): Promise<MsgCount> {
      const changed = await repo.markRead(userId, input.all ? null : rowIds(input.ids ?? []));
      if (changed > 0) syncCount(userId);
      return count(userId);
    },

    /** Deletes the user's own messages among ids (others' ids match nothing); answers the unread count. */
    async remove(userId: number, ids: string[]): Promise<MsgCount> {
      const deleted = await repo.delete(userId, rowIds(ids));
      if (deleted > 0) syncCount(userId);
      return count(userId);
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
