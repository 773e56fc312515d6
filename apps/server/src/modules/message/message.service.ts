import type { Message, MsgCount, PageResult } from '@chef/shared';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import type { Hub } from '../../plugins/realtime.js';
import { createMessageRepository } from './message.repository.js';
import { rowIds } from '../../lib/ids.js';
import { presentPage, type PageRequest } from '../../lib/paging.js';
import { toMessage } from './message.presenter.js';

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

  return {
    /**
     * A message to one user, or to every user (null; one row each, so each reads and deletes their
     * own copy). Returns how many users it reached. The toast shows the title, or the text when there
     * is none.
     */
    async send(userId: number | null, message: { title?: string | undefined; content: string }): Promise<number> {
      const row = { title: message.title ?? '', content: message.content, created_at: clock().toISOString() };
      let recipients = 1;
      if (userId === null) {
        recipients = await repo.insertForEveryone(row);
      } else {
        if (!(await repo.userExists(userId))) throw new AppError(404, 'message.userNotFound', {}, 'userId');
        await repo.insert({ ...row, user_id: userId });
      }
      hub.emit(userId, 'ShowMsg', row.title || row.content);
      hub.emit(userId, 'SyncMsgCount');
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
