import { DASHBOARD_DAYS, type Dashboard } from '@chef/shared';
import type { Db } from '../../db/index.js';
import { createDashboardRepository } from './dashboard.repository.js';

const DAY_MS = 86_400_000;

/**
 * The console's first page: users, recipes published and waiting, feedback waiting, devices online; and
 * DASHBOARD_DAYS UTC days of sign-ups, active users and cooking sessions on the robot and in cook mode.
 */
export function createDashboardService(deps: { db: Db; clock?: () => Date }) {
  const repo = createDashboardRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());

  return {
    async dashboard(): Promise<Dashboard> {
      const today = Date.parse(clock().toISOString().slice(0, 10));
      const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) =>
        new Date(today - (DASHBOARD_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
      );
      const [users, recipesPublished, recipesUnderAudit, feedbackWaiting, devicesOnline, signUps, active, robot, cookMode] =
        await Promise.all([
          repo.users(),
          repo.recipesPublished(),
          repo.recipesUnderAudit(),
          repo.feedbackWaiting(),
          repo.devicesOnline(),
          repo.signUps(days[0]!),
          repo.activeUsers(days[0]!),
          repo.cooks('device', days[0]!),
          repo.cooks('cookMode', days[0]!),
        ]);
      return {
        users,
        recipesPublished,
        recipesUnderAudit,
        feedbackWaiting,
        devicesOnline,
        days: days.map((day) => ({
          day,
          signUps: signUps.get(day) ?? 0,
          activeUsers: active.get(day) ?? 0,
          robotCooks: robot.get(day) ?? 0,
          cookModeCooks: cookMode.get(day) ?? 0,
        })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
