import {
  isLanguage,
  translate,
  type AddFeedbackInput,
  type AdminFeedback,
  type Feedback,
  type Language,
  type PageResult,
} from '@chef/shared';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { rowId } from '../../lib/ids.js';
import { presentPage, type PageRequest } from '../../lib/paging.js';
import type { StaffRow } from '../admin/admin.service.js';
import { recordStaffAction } from '../admin/staff-log.repository.js';
import type { MessageService } from '../message/message.service.js';
import { noPictures, type ClaimPicture } from '../upload/upload.service.js';
import { toAdminFeedback, toFeedback } from './feedback.presenter.js';
import { createFeedbackRepository, type InboxFilter } from './feedback.repository.js';

/** How much of the description the reply's message quotes. */
const QUOTED_MAX = 40;
const quote = (text: string) => (text.length > QUOTED_MAX ? `${text.slice(0, QUOTED_MAX)}…` : text);

/**
 * Feedback: users send it with screenshots that must be their own uploads and read their own history;
 * staff read everyone's in the console and reply. A reply is recorded in the staff action log with the
 * row before and after, and reaches the user as a message (live through the hub) in their language.
 */
export function createFeedbackService(deps: { db: Db; messages: MessageService; claimPicture?: ClaimPicture; clock?: () => Date }) {
  const repo = createFeedbackRepository(deps.db);
  const claimPicture = deps.claimPicture ?? noPictures;
  const clock = deps.clock ?? (() => new Date());

  async function tellUser(userId: number, description: string, reply: string) {
    const stored = await repo.userLanguage(userId);
    if (stored === null) return;
    const lang: Language = isLanguage(stored) ? stored : 'en-US';
    await deps.messages.send(userId, {
      title: translate(lang, 'feedback.replyTitle'),
      content: translate(lang, 'feedback.replyContent', { description: quote(description), reply }),
    });
  }

  return {
    /** Stores the user's feedback; every screenshot is claimed in the insert's transaction (all or nothing). */
    async add(userId: number, input: AddFeedbackInput): Promise<{ id: string }> {
      const owner = { kind: 'user', id: userId } as const;
      const screenshots = [...new Set(input.screenshots)];
      const id = await repo.transaction(async (trx, trxDb) => {
        for (const url of screenshots) await claimPicture(owner, url, 'screenshots', trxDb);
        return trx.insert({
          user_id: userId,
          type: input.type,
          description: input.description,
          screenshots: JSON.stringify(screenshots),
          contact: input.contact ?? null,
          app_version: input.appVersion ?? null,
          browser: input.browser ?? null,
          page: input.page ?? null,
          created_at: clock().toISOString(),
        });
      });
      return { id: String(id) };
    },

    async mine(userId: number, request: PageRequest): Promise<PageResult<Feedback>> {
      return presentPage(await repo.mine(userId, request), (rows) => rows.map(toFeedback));
    },

    async inbox(filter: InboxFilter, request: PageRequest): Promise<PageResult<AdminFeedback>> {
      return presentPage(await repo.inbox(filter, request), (rows) => rows.map(toAdminFeedback));
    },

    /** Stores (or replaces) the reply with the action log entry in one transaction, then tells the user. */
    async reply(staff: StaffRow, input: { id: string; reply: string }): Promise<null> {
      const id = rowId(input.id);
      const at = clock().toISOString();
      // Read inside the transaction: the log's "before" is the row this reply replaced.
      const before = await repo.transaction(async (trx, trxDb) => {
        const row = id === null ? undefined : await trx.byId(id);
        if (!row) throw new AppError(404, 'feedback.notFound', {}, 'id');
        const after = await trx.setReply(row.id, { reply: input.reply, reply_time: at, replied_by: staff.id });
        await recordStaffAction(trxDb, { staffId: staff.id, action: 'feedback.reply', targetId: row.id, before: row, after, at });
        return row;
      });
      await tellUser(before.user_id, before.description, input.reply);
      return null;
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
