import { onAfterLoad, whenIdle } from './after-load';

/**
 * Instant next page: a card fetches the data and the code of the page it links to when it comes near
 * the screen, or the pointer (or focus) reaches it, so the click shows that page at once, with no
 * skeleton. Cards (components/, features/) may not import the routes (app/), so the router registers
 * here what each target fetches, and a card names the target and the id in its data-prefetch
 * attribute (PrefetchKey). The code that watches the cards (prefetch-watch.ts) is not in the first
 * view: it arrives once the page has settled (startPrefetching).
 */
export type PrefetchTarget = 'recipeDetail' | 'articleDetail';

export type Prefetchers = Partial<Record<string, (id: string) => void>>;

export const prefetchers: Prefetchers = {};

/**
 * Filled by the router: the route module's import() (the one its `lazy` calls: the module map makes
 * it one download) and its loader's data request. A failed prefetch is no error: the route loads its
 * code again when opened, and says so if that fails too.
 */
export function registerPrefetch(target: PrefetchTarget, code: () => Promise<unknown>, data: (id: string) => void): void {
  let codeAsked = false;
  prefetchers[target] = (id) => {
    // The page's code once per target (each import() walks its list of files again), and each card's
    // data in an idle moment of its own: a list coming into view is many cards, and doing all of them
    // at once was one long task just after the page had loaded (the first tap then waited for it).
    if (!codeAsked) {
      codeAsked = true;
      whenIdle(() => void code().catch(() => {}));
    }
    whenIdle(() => data(id));
  };
}

/** A card's data-prefetch: what its link opens (write it `\`${target}:${id}\` satisfies PrefetchKey`). */
export type PrefetchKey = `${PrefetchTarget}:${string}`;

/**
 * Cards start prefetching once the page has settled (lib/after-load): a page's own first view (its
 * pictures, the LCP) does not share the network with pages the visitor may never open. Without the
 * watcher (offline at that moment), pages are fetched when opened, as before.
 */
export const startPrefetching = () =>
  onAfterLoad(() => {
    import('./prefetch-watch').then(
      (watch) => watch.watchCards(prefetchers),
      () => {},
    );
  });
