import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import { createUserRepository } from './user.repository.js';

/**
 * Daily activity for the console's dashboard: a signed-in call marks its user active on that UTC day.
 * Each node writes a user's day at most once (a set of `userId:day`, emptied when the day changes),
 * and the write is not awaited: the request is never slowed or failed by it, an error is only logged
 * (and the next call of that user tries again). The insert ignores the row another node already wrote.
 */
export function createActivityRecorder(deps: { db: Db; log: FastifyBaseLogger; clock?: () => Date }) {
  const repo = createUserRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());
  const written = new Set<string>();
  let today = '';

  return function recordActivity(userId: number): void {
    const day = clock().toISOString().slice(0, 10);
    if (day !== today) {
      written.clear();
      today = day;
    }
    const key = `${userId}:${day}`;
    if (written.has(key)) return;
    written.add(key);
    repo.recordActivity(userId, day).catch((err: unknown) => {
      written.delete(key);
      deps.log.error({ err, userId }, 'daily activity not recorded');
    });
  };
}

export type RecordActivity = ReturnType<typeof createActivityRecorder>;
