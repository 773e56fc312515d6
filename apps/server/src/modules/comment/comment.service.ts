import { TARGET_TYPE, type Comment, type PageResult, type TargetType } from '@chef/shared';
import type { Db } from '../../db/index.js';
import type { ContentCache } from '../../lib/content-cache.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { presentPage, type PageRequest } from '../../lib/paging.js';
import { toComment } from './comment.presenter.js';
import { createCommentRepository } from './comment.repository.js';

/** The message of an unknown (or unpublished) recipe or article id. */
export const targetNotFoundKey = (targetType: TargetType) =>
  targetType === TARGET_TYPE.recipe ? 'catalogue.recipeNotFound' : 'catalogue.articleNotFound';

/**
 * Comments on recipes and articles: public pages newest first; adding needs a login; a user deletes
 * only their own (another user's comment is a 403 and stays). Content is plain text, trimmed, 1-500
 * characters (the shared schema), rendered as text by clients.
 */
export function createCommentService(deps: { db: Db; cache: ContentCache; clock?: () => Date }) {
  const repo = createCommentRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());

  return {
    async page(targetType: TargetType, targetId: number, page: PageRequest, callerId: number | null): Promise<PageResult<Comment>> {
      const total = await repo.targetCount(targetType, targetId);
      if (total === undefined) throw notFound(targetNotFoundKey(targetType));
      return presentPage(await repo.page(targetType, targetId, page, total), (rows) => rows.map((row) => toComment(row, callerId)));
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
      return toComment({ ...row, nickname: user.nickname, avatar: user.avatar }, user.id);
    },

    async remove(userId: number, id: number): Promise<void> {
      const comment = await repo.find(id);
      if (!comment) throw notFound('catalogue.commentNotFound');
      if (comment.user_id !== userId) throw forbidden();
      // Deleted by id and owner together: a comment is never deleted for anyone else.
      if (!(await repo.remove(id, userId))) throw notFound('catalogue.commentNotFound');
      deps.cache.changed();
    },
  };
}

export type CommentService = ReturnType<typeof createCommentService>;
