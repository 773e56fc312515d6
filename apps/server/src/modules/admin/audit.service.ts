import {
  AUDIT_STATUS,
  isLanguage,
  translate,
  type AuditQueueItem,
  type AuditRecipeDetail,
  type Language,
  type PageResult,
} from '@chef/shared';
import type { Db } from '../../db/index.js';
import type { ContentCache } from '../../lib/content-cache.js';
import { AppError } from '../../lib/errors.js';
import { rowId } from '../../lib/ids.js';
import { presentPage, type PageRequest } from '../../lib/paging.js';
import type { Hub } from '../../plugins/realtime.js';
import type { MessageService } from '../message/message.service.js';
import { CONTENT_COLUMNS, isRevision, latestVersion, toAuditQueueItem, toMyRecipeDetail } from '../my-recipe/my-recipe.presenter.js';
import { createMyRecipeRepository, type MyRecipeRepository } from '../my-recipe/my-recipe.repository.js';
import type { ToItems } from '../my-recipe/my-recipe.service.js';
import type { RecipeRow } from '../recipe/recipe.repository.js';
import { recordStaffAction } from './staff-log.repository.js';
import { sentence } from '../../lib/wording.js';

/**
 * A message to a recipe's author about what staff did to it (the audit desk's verdict, the console's
 * unpublish / republish / delete), in the author's language: `<key>Title` and `<key>Content` with
 * params, a `reason` written as a sentence of it. The team's recipes (no author account) and a deleted
 * account tell nobody.
 */
export async function tellRecipeAuthor(
  deps: { repo: Pick<MyRecipeRepository, 'authorLanguage'>; messages: Pick<MessageService, 'send'> },
  authorId: number | null,
  key: string,
  params: Record<string, unknown>,
): Promise<void> {
  if (authorId === null) return;
  const stored = await deps.repo.authorLanguage(authorId);
  if (stored === null) return;
  const lang: Language = isLanguage(stored) ? stored : 'en-US';
  const worded = typeof params.reason === 'string' ? { ...params, reason: sentence(params.reason, lang) } : params;
  await deps.messages.send(authorId, { title: translate(lang, `${key}Title`), content: translate(lang, `${key}Content`, worded) });
}

/**
 * The staff audit desk: the queue of recipes waiting (oldest first), a preview of the version waiting
 * exactly as the public page will show it, and the verdict. Passing publishes it (lists, search and
 * home follow `published()`, and the public answers cached on this node are dropped at once); failing
 * keeps the reason for the author. Either way the author gets a message, live through the hub, in the
 * author's language, and RecipeAudited({ id }) so their open lists of recipes (My Post, the box) show
 * the new state without a reload.
 */
export function createAuditService(deps: {
  db: Db;
  cache: ContentCache;
  toItems: ToItems;
  messages: MessageService;
  hub?: Pick<Hub, 'emit'>;
  clock: () => Date;
}) {
  const repo = createMyRecipeRepository(deps.db);

  async function waiting(id: string): Promise<RecipeRow> {
    const n = rowId(id);
    const row = n === null ? undefined : await repo.awaiting(n);
    if (row) return row;
    const exists = n !== null && (await repo.byId(n));
    throw exists ? new AppError(409, 'audit.notWaiting', {}, 'id') : new AppError(404, 'catalogue.recipeNotFound', {}, 'id');
  }

  const tellAuthor = (row: RecipeRow, pass: boolean, reason: string) =>
    tellRecipeAuthor({ repo, messages: deps.messages }, row.author_id, pass ? 'audit.passed' : 'audit.failed', {
      name: latestVersion(row).name,
      reason,
    });

  return {
    async queue(request: PageRequest): Promise<PageResult<AuditQueueItem>> {
      return presentPage(await repo.queue(request), (rows) => rows.map((row) => toAuditQueueItem(latestVersion(row))));
    },

    async detail(id: string, lang: Language): Promise<AuditRecipeDetail> {
      const row = latestVersion(await waiting(id));
      const [item] = await deps.toItems([row], lang);
      const { auditStatus: _s, auditReason: _r, updateTime: _u, isPublic: _p, ...detail } = toMyRecipeDetail(row, item!);
      return { ...detail, submitTime: row.submitted_at ?? row.updated_at, isRevision: isRevision(row) };
    },

    async audit(staffId: number, input: { id: string; pass: boolean; reason?: string | undefined }): Promise<null> {
      const row = await waiting(input.id);
      const reason = input.reason ?? '';
      const revision = isRevision(row);
      const at = deps.clock().toISOString();
      await repo.transaction(async (trx, db) => {
        await recordStaffAction(db, {
          staffId,
          action: 'recipe.audit',
          targetId: row.id,
          // The state of the version audited: the pending change's for a revision, else the row's.
          before: revision
            ? { revision, auditStatus: row.pending_status, reason: row.pending_reason }
            : { revision, auditStatus: row.audit_status, reason: row.audit_reason },
          after: { revision, auditStatus: input.pass ? AUDIT_STATUS.succeeded : AUDIT_STATUS.failed, reason: input.pass ? null : reason },
          at,
        });
        if (input.pass && revision) {
          // The change becomes the published version.
          const change = JSON.parse(row.pending!) as Record<string, unknown>;
          const columns = Object.fromEntries(CONTENT_COLUMNS.map((c) => [c, change[c]]));
          await trx.update(row.id, { ...columns, pending: null, pending_status: null, pending_reason: null, submitted_at: null });
        } else if (input.pass) {
          await trx.update(row.id, { audit_status: AUDIT_STATUS.succeeded, audit_reason: null, submitted_at: null });
        } else if (revision) {
          await trx.update(row.id, { pending_status: AUDIT_STATUS.failed, pending_reason: reason, submitted_at: null });
        } else {
          await trx.update(row.id, { audit_status: AUDIT_STATUS.failed, audit_reason: reason, submitted_at: null });
        }
      });
      if (input.pass) deps.cache.catalogueChanged();
      if (row.author_id !== null) deps.hub?.emit(row.author_id, 'RecipeAudited', { id: String(row.id) });
      await tellAuthor(row, input.pass, reason);
      return null;
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
