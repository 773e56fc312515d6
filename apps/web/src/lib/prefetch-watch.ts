import type { Prefetchers } from './prefetch';

/**
 * Watches every element with a data-prefetch (lib/prefetch) in the document: one IntersectionObserver
 * for all of them, kept up to date by a MutationObserver as pages and list pages come and go, and one
 * listener each for hover and focus. Event delegation and the observers keep the cards themselves
 * free of code (they are in the first view). It imports nothing, so it adds no chunk boundary to
 * the first view's code.
 */
const SELECTOR = '[data-prefetch]';
const done = new WeakSet<Element>();

/**
 * What the card names ("target:id"): its data once per card, and the page's code when the visitor
 * reaches for it (`reaching`); nothing on a connection the visitor asked to spare (Data Saver), where a
 * page is fetched when opened.
 */
export function prefetchCard(card: Element, prefetchers: Prefetchers, reaching = false): void {
  if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const [target = '', id = ''] = card.getAttribute('data-prefetch')?.split(':') ?? [];
  const prefetcher = prefetchers[target];
  if (!prefetcher) return;
  if (reaching) prefetcher.code();
  if (done.has(card)) return;
  done.add(card);
  prefetcher.data(id);
}

const cardsIn = (node: Node): Element[] =>
  node instanceof Element ? [...(node.matches(SELECTOR) ? [node] : []), ...node.querySelectorAll(SELECTOR)] : [];

let started = false;

export function watchCards(prefetchers: Prefetchers): void {
  if (started) return;
  started = true;
  // The margin starts the fetch a little before a card scrolls into view.
  const inView = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        inView.unobserve(entry.target);
        prefetchCard(entry.target, prefetchers);
      }
    },
    { rootMargin: '200px' },
  );
  const observe = (card: Element) => !done.has(card) && inView.observe(card);
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      mutation.addedNodes.forEach((node) => cardsIn(node).forEach(observe));
      // A card gone from the page is no longer watched (nor kept alive by the observer).
      mutation.removedNodes.forEach((node) => cardsIn(node).forEach((card) => inView.unobserve(card)));
    }
  }).observe(document.body, { childList: true, subtree: true });
  cardsIn(document.body).forEach(observe);

  const onIntent = (event: Event) => {
    const card = event.target instanceof Element ? event.target.closest(SELECTOR) : null;
    if (card) prefetchCard(card, prefetchers, true);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  // A finger on a phone: the code arrives while the tap completes.
  document.addEventListener('touchstart', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  // The pointer or the focus may have reached a card before this code arrived.
  for (const card of [document.querySelector(`${SELECTOR}:hover`), document.activeElement?.closest(SELECTOR)]) {
    if (card) prefetchCard(card, prefetchers, true);
  }
}
