import { AUDIT_STATUS, PRIVATE_RECIPE, type AdminRecipeState } from '@chef/shared';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { paginate, type PageRequest } from '../../lib/paging.js';
import { rowId } from '../../lib/ids.js';
import { likeContains } from '../../lib/like.js';

/** The public row's state as the console names it (admin-recipes.ts in @chef/shared). */
export const stateOf = (row: { audit_status: number; unpublished_at: string | null }): AdminRecipeState =>
  row.audit_status === AUDIT_STATUS.succeeded
    ? 'published'
    : row.audit_status === AUDIT_STATUS.underAudit
      ? 'waiting'
      : row.unpublished_at !== null
        ? 'unpublished'
        : 'failed';

const inState = (eb: ExpressionBuilder<Database, 'recipes'>, state: AdminRecipeState) => {
  switch (state) {
    case 'published':
      return eb('audit_status', '=', AUDIT_STATUS.succeeded);
    case 'waiting':
      return eb('audit_status', '=', AUDIT_STATUS.underAudit);
    case 'unpublished':
      return eb.and([eb('audit_status', '=', AUDIT_STATUS.failed), eb('unpublished_at', 'is not', null)]);
    case 'failed':
      return eb.and([eb('audit_status', '=', AUDIT_STATUS.failed), eb('unpublished_at', 'is', null)]);
  }
};

/**
 * The console's list of recipes: every one but the private ones (issue 26: staff never see those),
 * newest first, by part of the name (case ignored) or the id, state and author (the team's: no author
 * account). The name match is a scan of `recipes` bounded by the page (staff search rarely; the
 * public search's tables hold published recipes only).
 */
export function adminRecipePage(
  db: Db,
  filter: { keyword: string; state?: AdminRecipeState | undefined; author?: 'team' | 'users' | undefined },
  request: PageRequest,
) {
  let filtered = db.selectFrom('recipes').where('audit_status', '<>', PRIVATE_RECIPE);
  if (filter.keyword) {
    const id = /^\d+$/.test(filter.keyword) ? rowId(filter.keyword) : null;
    const named = sql<boolean>`lower(name) like ${likeContains(filter.keyword.toLowerCase())} escape '\\'`;
    filtered = filtered.where((eb) => (id === null ? named : eb.or([named, eb('id', '=', id)])));
  }
  if (filter.state) {
    const state = filter.state;
    filtered = filtered.where((eb) => inState(eb, state));
  }
  if (filter.author) filtered = filtered.where('author_id', filter.author === 'team' ? 'is' : 'is not', null);
  return paginate(filtered, request, (q) =>
    q
      .select([
        'id',
        'name',
        'cover',
        'lang',
        'author_id',
        'author_name',
        'audit_status',
        'audit_reason',
        'pending_status',
        'unpublished_at',
        'created_at',
        'updated_at',
      ])
      .orderBy('id', 'desc'),
  );
}

export type AdminRecipeRow = Awaited<ReturnType<typeof adminRecipePage>>['records'][number];
