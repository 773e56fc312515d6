import type { FastifyBaseLogger } from 'fastify';
import type { ViewsRepository } from './views.repository.js';

/** How often buffered views are written: a crash loses at most this window of views. */
export const VIEW_FLUSH_MS = 5000;
/** How often written views are added to recipes.view_count (what lists show and "hot" sorts by). */
export const VIEW_FOLD_MS = 5 * 60_000;
/** Recipes per fold transaction: a few milliseconds each, with the event loop free in between. */
const FOLD_CHUNK = 250;

/**
 * View counting without a write per request (docs/API.md "Views"):
 *
 * 1. A detail view bumps counters in memory: per recipe and UTC day, per article, and the viewer's
 *    "recently viewed" entry.
 * 2. Every VIEW_FLUSH_MS (and when the app closes) they are written in one transaction: recipe_views
 *    (narrow rows, what Trending sums), articles.view_count, recently_viewed. A crash (SIGKILL, power
 *    loss) loses at most that window of views; users' own writes (ratings, comments) are never buffered.
 * 3. Every VIEW_FOLD_MS the written views are added to recipes.view_count, FOLD_CHUNK recipes per
 *    transaction. Rewriting a recipe row (kilobytes of JSON, three indexes) costs 50-150 µs on SQLite;
 *    doing it at every flush for thousands of distinct recipes stalled the event loop for seconds
 *    under load, while folding touches each recipe at most once per VIEW_FOLD_MS. Lists therefore show
 *    view counts at most that old; a crash loses nothing of step 3 (recipe_views.folded says what is
 *    counted).
 */
export function createViewBuffer(deps: {
  repo: ViewsRepository;
  log: FastifyBaseLogger;
  clock?: () => Date;
  intervalMs?: number;
  foldIntervalMs?: number;
}) {
  const clock = deps.clock ?? (() => new Date());
  let recipeDays = new Map<string, { recipeId: number; day: string; count: number }>();
  let articles = new Map<number, number>();
  let recents = new Map<string, { userId: number; recipeId: number; viewedAt: string }>();
  let pendingUsers = new Set<number>();
  let writing: Promise<void> = Promise.resolve();
  let folding: Promise<void> | null = null;
  let closed = false;

  async function write(): Promise<void> {
    if (recipeDays.size === 0 && articles.size === 0 && recents.size === 0) return;
    const batch = {
      recipeDays: [...recipeDays.values()],
      articles: [...articles].map(([articleId, count]) => ({ articleId, count })),
      recents: [...recents.values()],
    };
    recipeDays = new Map();
    articles = new Map();
    recents = new Map();
    pendingUsers = new Set();
    try {
      await deps.repo.write(batch);
    } catch (err) {
      deps.log.error({ err }, 'could not write view counts; this batch is lost');
    }
  }

  /** Flushes run one after another, never two at once. */
  const flush = (): Promise<void> => (writing = writing.then(write));

  /** Folds every written view into recipes.view_count, a chunk at a time, yielding between chunks. */
  function fold(): Promise<void> {
    folding ??= (async () => {
      try {
        while (!closed && (await deps.repo.fold(FOLD_CHUNK)) > 0) {
          await new Promise((resolve) => setImmediate(resolve));
        }
      } catch (err) {
        deps.log.error({ err }, 'could not add views to view counts; they stay in recipe_views for the next fold');
      } finally {
        folding = null;
      }
    })();
    return folding;
  }

  const flushTimer = setInterval(() => void flush(), deps.intervalMs ?? VIEW_FLUSH_MS);
  const foldTimer = setInterval(() => void fold(), deps.foldIntervalMs ?? VIEW_FOLD_MS);
  flushTimer.unref();
  foldTimer.unref();

  return {
    recipeViewed(recipeId: number, userId: number | null): void {
      const at = clock();
      const day = at.toISOString().slice(0, 10);
      const key = `${recipeId}|${day}`;
      const entry = recipeDays.get(key);
      if (entry) entry.count += 1;
      else recipeDays.set(key, { recipeId, day, count: 1 });
      if (userId !== null) {
        recents.set(`${userId}|${recipeId}`, { userId, recipeId, viewedAt: at.toISOString() });
        pendingUsers.add(userId);
      }
    },

    articleViewed(articleId: number): void {
      articles.set(articleId, (articles.get(articleId) ?? 0) + 1);
    },

    /** Whether this user has recently viewed recipes not written yet (home flushes before reading them). */
    hasPendingRecents(userId: number): boolean {
      return pendingUsers.has(userId);
    },

    flush,

    /** Writes the buffer and folds everything into view_count now (tests, maintenance). */
    async flushAndFold(): Promise<void> {
      await flush();
      await fold();
    },

    /**
     * Stops the timers and writes what is left (the app's onClose). No fold: the written views are
     * safe in recipe_views, and the next start folds them.
     */
    async close(): Promise<void> {
      closed = true;
      clearInterval(flushTimer);
      clearInterval(foldTimer);
      await folding;
      await flush();
    },
  };
}

export type ViewBuffer = ReturnType<typeof createViewBuffer>;
