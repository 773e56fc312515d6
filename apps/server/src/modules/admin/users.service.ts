import { USER_DETAIL_ITEMS, type AdminUser, type AdminUserDetail, type Language, type MyRecipeItem, type PageResult } from '@chef/shared';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { rowId } from '../../lib/ids.js';
import { presentPage, type PageRequest } from '../../lib/paging.js';
import type { Hub } from '../../plugins/realtime.js';
import { recountRatingsOf } from '../rating/rating.repository.js';
import { recordStaffAction } from './staff-log.repository.js';
import { toAdminUser, toAdminUserFeedback } from './users.presenter.js';
import { createUsersRepository } from './users.repository.js';

/**
 * The console's users: search by account or nickname, one user's recipes and feedback, and disabling
 * an account. Disabling deletes the user's tokens (every session ends: the next call is a 401), drops
 * their live connections on every node (the hub's rooms, across nodes through the Redis adapter), and
 * sign-in refuses the account (sign-in.service.ts) until staff enable it again.
 */
export function createUsersService(deps: {
  db: Db;
  hub: Pick<Hub, 'endSessions'>;
  /** The user's newest recipes in any audit state (the my-recipe service's list items). */
  recipesOf: (userId: number, limit: number, lang: Language) => Promise<MyRecipeItem[]>;
  clock?: () => Date;
}) {
  const repo = createUsersRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());

  async function existing(id: string) {
    const n = rowId(id);
    const row = n === null ? undefined : await repo.byId(n);
    if (!row) throw new AppError(404, 'message.userNotFound', {}, 'id');
    return row;
  }

  return {
    async page(input: PageRequest & { keyword: string }): Promise<PageResult<AdminUser>> {
      return presentPage(await repo.page(input.keyword, input), (rows) => rows.map(toAdminUser));
    },

    async detail(id: string, lang: Language): Promise<AdminUserDetail> {
      const row = await existing(id);
      const [recipes, feedback] = await Promise.all([
        deps.recipesOf(row.id, USER_DETAIL_ITEMS, lang),
        repo.feedback(row.id, USER_DETAIL_ITEMS),
      ]);
      return { ...toAdminUser(row), disabledTime: row.disabled_at, recipes, feedback: feedback.map(toAdminUserFeedback) };
    },

    /** Disables or enables an account; asking for the state it already has changes and records nothing. */
    async setDisabled(staffId: number, id: string, disabled: boolean): Promise<null> {
      const row = await existing(id);
      if ((row.disabled_at !== null) === disabled) return null;
      const at = clock().toISOString();
      await deps.db.transaction().execute(async (trx) => {
        await createUsersRepository(trx).setDisabled(row.id, disabled ? at : null);
        // A disabled account's ratings leave the averages (and come back when it is enabled).
        await recountRatingsOf(trx, row.id);
        await recordStaffAction(trx, {
          staffId,
          action: disabled ? 'user.disable' : 'user.enable',
          targetId: row.id,
          before: { disabled: !disabled },
          after: { disabled },
          at,
        });
      });
      if (disabled) deps.hub.endSessions(row.id);
      return null;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
