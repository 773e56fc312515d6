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
 * What the card names ("target:id"), once per card; not on a connection the visitor asked to spare
 * (Data Saver), where a page is fetched when opened.
 */
export function prefetchCard(card: Element, prefetchers: Prefetchers): void {
  if (done.has(card) || (navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
  done.add(card);
  const [target = '', id = ''] = card.getAttribute('data-prefetch')?.split(':') ?? [];
  prefetchers[target]?.(id);
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
    if (card) prefetchCard(card, prefetchers);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}
