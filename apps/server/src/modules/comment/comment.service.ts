import {
  type ModerationQueue,
  isLanguage,
  TARGET_TYPE,
  translate,
  type Comment,
  type Language,
  type ModerateCommentBody,
  type ModeratedComment,
  type PageResult,
  type TargetType,
} from '@chef/shared';
import type { Db } from '../../db/index.js';
import type { ContentCache } from '../../lib/content-cache.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import { rowId } from '../../lib/ids.js';
import { presentPage, type PageRequest } from '../../lib/paging.js';
import { recordStaffAction } from '../admin/staff-log.repository.js';
import type { MessageService } from '../message/message.service.js';
import { sentence } from '../../lib/wording.js';
import { toComment, toModeratedComment } from './comment.presenter.js';
import { createCommentRepository } from './comment.repository.js';

/** How much of a comment its author's message quotes. */
const QUOTE_MAX = 60;

/** The message of an unknown (or unpublished) recipe or article id. */
export const targetNotFoundKey = (targetType: TargetType) =>
  targetType === TARGET_TYPE.recipe ? 'catalogue.recipeNotFound' : 'catalogue.articleNotFound';

/**
 * Comments on recipes and articles: public pages newest first; adding needs a login; a user deletes
 * only their own (another user's comment is a 403 and stays). Content is plain text, trimmed, 1-500
 * characters (the shared schema), rendered as text by clients.
 */
export function createCommentService(deps: { db: Db; cache: ContentCache; clock?: () => Date; messages?: Pick<MessageService, 'send'> }) {
  const repo = createCommentRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());

  /** The author is told in their language what staff did to their comment and why. */
  async function tellAuthor(row: { user_id: number; content: string }, action: ModerateCommentBody['action'], reason: string) {
    const stored = await repo.authorLanguage(row.user_id);
    if (stored === null || !deps.messages) return;
    const lang: Language = isLanguage(stored) ? stored : 'en-US';
    const quote = row.content.length > QUOTE_MAX ? `${row.content.slice(0, QUOTE_MAX)}…` : row.content;
    await deps.messages.send(row.user_id, {
      title: translate(lang, `moderation.${action}Title`),
      content: translate(lang, `moderation.${action}Content`, { quote, reason: sentence(reason, lang) }),
    });
  }

  return {
    async page(targetType: TargetType, targetId: number, page: PageRequest, callerId: number | null): Promise<PageResult<Comment>> {
      const total = await repo.targetCount(targetType, targetId);
      if (total === undefined) throw notFound(targetNotFoundKey(targetType));
      return presentPage(await repo.page(targetType, targetId, page, total, callerId), (rows) =>
        rows.map((row) => toComment(row, callerId)),
      );
    },

    /** Adds the caller's comment and answers it as a list shows it. */
    async add(
      user: { id: number; nickname: string; avatar: string | null },
      targetType: TargetType,
      targetId: number,
      content: string,
    ): Promise<Comment> {
      const row = await repo.add(user.id, targetType, targetId, content, clock().toISOString());
      if (!row) throw notFound(targetNotFoundKey(targetType));
      deps.cache.changed();
      return toComment({ ...row, nickname: user.nickname, avatar: user.avatar, reported: false }, user.id);
    },

    async remove(userId: number, id: number): Promise<void> {
      const comment = await repo.find(id);
      if (!comment) throw notFound('catalogue.commentNotFound');
      if (comment.user_id !== userId) throw forbidden();
      // Deleted by id and owner together: a comment is never deleted for anyone else.
      if (!(await repo.remove(id, userId))) throw notFound('catalogue.commentNotFound');
      deps.cache.changed();
    },

    /** A signed-in user reports someone else's visible comment, once. */
    async report(userId: number, id: number): Promise<void> {
      const comment = await repo.find(id);
      if (!comment || comment.hidden_at !== null) throw new AppError(404, 'catalogue.commentNotFound', {}, 'id');
      if (comment.user_id === userId) throw badRequest('moderation.ownComment', 'id');
      if (!(await repo.report(id, userId, clock().toISOString()))) throw new AppError(409, 'moderation.reportedAlready', {}, 'id');
    },

    async moderationPage(state: ModerationQueue, keyword: string, page: PageRequest): Promise<PageResult<ModeratedComment>> {
      return presentPage(await repo.moderationPage(state, keyword, page), (rows) => rows.map(toModeratedComment));
    },

    /**
     * Staff hide, restore or delete a comment with a reason (restore: none); the author is told, the
     * staff log keeps what it said. Restoring a visible reported comment keeps it and clears its reports.
     */
    async moderate(
      staffId: number,
      input: { id: string; action: ModerateCommentBody['action']; reason?: string | undefined },
    ): Promise<null> {
      const id = rowId(input.id);
      const row = id === null ? undefined : await repo.find(id);
      if (!row) throw new AppError(404, 'catalogue.commentNotFound', {}, 'id');
      if (input.action === 'hide' && row.hidden_at !== null) throw new AppError(409, 'moderation.hiddenAlready', {}, 'id');
      const reason = input.action === 'restore' ? '' : (input.reason ?? '');
      const at = clock().toISOString();
      await deps.db.transaction().execute(async (trx) => {
        const trxRepo = createCommentRepository(trx);
        if (input.action === 'delete') await trxRepo.remove(row.id, null, trx);
        else await trxRepo.setHidden(trx, row, input.action === 'hide' ? at : null, input.action === 'hide' ? reason : null);
        await recordStaffAction(trx, {
          staffId,
          action: `comment.${input.action}`,
          targetId: row.id,
          before: { content: row.content, hidden: row.hidden_at !== null, reports: row.reports },
          after: input.action === 'restore' ? { hidden: false } : { reason },
          at,
        });
      });
      deps.cache.changed();
      // Keeping a comment that was only reported (never hidden) tells its author nothing.
      if (input.action !== 'restore' || row.hidden_at !== null) await tellAuthor(row, input.action, reason);
      return null;
    },
  };
}

export type CommentService = ReturnType<typeof createCommentService>;
