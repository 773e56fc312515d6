import { TtlCache } from './ttl-cache.js';

/**
 * Public catalogue answers kept in memory for a short while (docs/API.md "Caching"): lists, details,
 * categories and countries, the weekly selection and the shared sections of the home page. They are
 * the same for every caller of a language, so thousands of visitors cost one query per TTL.
 */
export const CONTENT_CACHE_TTL_MS = 10_000;
/** List totals change only when recipes are added, published or removed: kept longer. */
export const COUNT_CACHE_TTL_MS = 60_000;

export function createContentCache(ttlMs = CONTENT_CACHE_TTL_MS, countTtlMs = COUNT_CACHE_TTL_MS) {
  const responses = new TtlCache<string>(ttlMs, 5000);
  const values = new TtlCache<unknown>(ttlMs, 5000);
  const counts = new TtlCache<number>(countTtlMs, 5000);
  /** Counts running now, by key (see total). */
  const counting = new Map<string, Promise<number>>();
  /**
   * Visitors' server-rendered pages (modules/seo/page-render) by URL and stored values: HTML, its ETag,
   * and its compressed copies once a browser has asked for them.
   */
  const pages = new TtlCache<{ html: string; br?: Buffer; gzip?: Buffer; etag: string; status: number }>(ttlMs, 2000);
  return {
    /** Serialized answers (JSON text of the whole envelope) by URL and language. */
    responses,
    /** Computed values shared by several answers (a recipe detail before the caller's own fields, home sections). */
    values,
    counts,
    pages,
    /**
     * A list's total by its filter: kept, else counted and kept. Requests that miss the same total at
     * once share one count: a count reads an index over the whole catalogue (tens of milliseconds at a
     * million recipes), and fifty visitors arriving together after it expired would run fifty.
     */
    total(key: string, count: () => Promise<number>): Promise<number> {
      const kept = counts.get(key);
      if (kept !== undefined) return Promise.resolve(kept);
      let running = counting.get(key);
      if (!running) {
        // A count started before the catalogue changed is not kept (catalogueChanged drops it here).
        const done = () => {
          if (counting.get(key) === running) counting.delete(key);
        };
        running = count().then(
          (n) => {
            if (counting.get(key) === running) counts.set(key, n);
            done();
            return n;
          },
          (err: unknown) => {
            done();
            throw err;
          },
        );
        counting.set(key, running);
      }
      return running;
    },
    /** A rating, comment or view count this node wrote: drop the answers that show it. */
    changed(): void {
      responses.clear();
      values.clear();
      pages.clear();
    },
    /** Recipes were added, published or removed: totals too. */
    catalogueChanged(): void {
      responses.clear();
      values.clear();
      counts.clear();
      counting.clear();
      pages.clear();
    },
  };
}

export type ContentCache = ReturnType<typeof createContentCache>;
