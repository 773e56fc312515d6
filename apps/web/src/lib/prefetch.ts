import { onAfterLoad, whenIdle } from './after-load';

/**
 * Instant next page: a card fetches the data of the page it links to when it comes near the screen,
 * and the page's code when the pointer, a finger or the focus reaches it (a page's code runs as it
 * arrives, too much work for every card that scrolls by), so the click shows that page at once. Cards (components/, features/) may not import the routes (app/), so the router registers
 * here what each target fetches, and a card names the target and the id in its data-prefetch
 * attribute (PrefetchKey). The code that watches the cards (prefetch-watch.ts) is not in the first
 * view: it arrives once the page has settled (startPrefetching).
 */
export type PrefetchTarget = 'recipeDetail' | 'articleDetail';

/** What a target fetches ahead: a card's data, and the page's code. */
export interface Prefetcher {
  data: (id: string) => void;
  code: () => void;
}

export type Prefetchers = Partial<Record<string, Prefetcher>>;

export const prefetchers: Prefetchers = {};

/**
 * Filled by the router: the route module's import() (the one its `lazy` calls: the module map makes
 * it one download) and its loader's data request. A failed prefetch is no error: the route loads its
 * code again when opened, and says so if that fails too.
 */
export function registerPrefetch(target: PrefetchTarget, code: () => Promise<unknown>, data: (id: string) => void): void {
  let codeAsked = false;
  prefetchers[target] = {
    // Each card's data in an idle moment of its own: a list coming into view is many cards, and all of
    // them at once was one long task just after the page had loaded (a first tap then waited for it).
    data: (id) => whenIdle(() => data(id)),
    // Once per target: each import() walks the page's list of files again.
    code: () => {
      if (codeAsked) return;
      codeAsked = true;
      code().catch(() => {});
    },
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
