import { DASHBOARD_DAYS, type Dashboard } from '@chef/shared';
import type { Db } from '../../db/index.js';
import { createDashboardRepository } from './dashboard.repository.js';

const DAY_MS = 86_400_000;

/** The console's first page: three counts and DASHBOARD_DAYS UTC days of sign-ups and active users. */
export function createDashboardService(deps: { db: Db; clock?: () => Date }) {
  const repo = createDashboardRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());

  return {
    async dashboard(): Promise<Dashboard> {
      const today = Date.parse(clock().toISOString().slice(0, 10));
      const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) =>
        new Date(today - (DASHBOARD_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
      );
      const [users, recipesUnderAudit, feedbackWaiting, signUps, active] = await Promise.all([
        repo.users(),
        repo.recipesUnderAudit(),
        repo.feedbackWaiting(),
        repo.signUps(days[0]!),
        repo.activeUsers(days[0]!),
      ]);
      return {
        users,
        recipesUnderAudit,
        feedbackWaiting,
        days: days.map((day) => ({ day, signUps: signUps.get(day) ?? 0, activeUsers: active.get(day) ?? 0 })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
