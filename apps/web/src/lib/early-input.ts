/**
 * A page the server rendered is on screen before the app has taken it over (its code is preloaded with
 * the page and hydration starts as soon as it has arrived: app/start.tsx). Links and forms work without
 * the app (the browser opens them). A button pressed or a form sent before React is there is held and
 * replayed exactly once:
 * - held in the capture phase at the document and stopped there, so it is answered once, by the app;
 * - replayed as soon as React has begun hydrating (start.tsx marks `html[data-app-hydrating]`): React
 *   then finishes hydrating at once, before anything else, and answers it (its own replay of an event
 *   that hits a part not hydrated yet). From then on presses go straight to React, which does the same.
 *   Waiting for the whole page to be hydrated in slices instead kept a first tap waiting a second or more
 *   on a phone;
 * - when the page is drawn afresh instead (no server render to hydrate: RootShell marks
 *   `html[data-app-ready]`), found again by its place in the page, so the press is not lost;
 * - shown as taken meanwhile: the pressed control is marked busy (`aria-busy`, dimmed by app.css
 *   `[data-press-held]`) until the app answers it, so a visitor who sees nothing happen for a moment on a
 *   phone knows the press was felt and need not press again.
 */

/** What a click acts on when it is not a link: held until the app can answer it. */
const CONTROL = 'button, summary, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [role="menuitem"]';

/** The element's place under #root: the child index at each level. */
function placeOf(element: Element, root: Element): number[] | null {
  const place: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    if (!node.parentElement) return null;
    place.unshift([...node.parentElement.children].indexOf(node));
  }
  return place;
}

/** The element at that place now, when it is the same kind of element (else none: better no answer than a wrong one). */
function atPlace<T extends Element>(place: number[], root: Element, like: T): T | null {
  let node: Element | undefined = root;
  for (const index of place) node = node?.children[index];
  return node && node.tagName === like.tagName && node.getAttribute('data-testid') === like.getAttribute('data-testid')
    ? (node as T)
    : null;
}

type Held = (
  { kind: 'click'; target: HTMLElement; place: number[] | null } | { kind: 'submit'; target: HTMLFormElement; place: number[] | null }
) & { shown: HTMLElement | null };

/** Marks (or unmarks) the control a held press was on, for the visitor and for assistive technology. */
function showHeld(control: HTMLElement | null, held: boolean): void {
  if (!control) return;
  if (held) {
    control.setAttribute('aria-busy', 'true');
    control.setAttribute('data-press-held', '');
  } else {
    control.removeAttribute('aria-busy');
    control.removeAttribute('data-press-held');
  }
}

/**
 * Holds presses and submits until the app is ready; returns what lets them through unanswered (the app
 * failed to load). `onHold` is told of each press held (main.tsx: the visitor is now waiting for the app).
 */
export function holdEarlyInput(onHold: () => void = () => undefined): () => void {
  const html = document.documentElement;
  const container = document.getElementById('root');
  let held: Held | undefined;
  // The last press wins: a visitor pressing twice before the app is there meant one thing.
  const keep = (press: Held) => {
    showHeld(held?.shown ?? null, false);
    held = press;
    showHeld(press.shown, true);
    onHold();
  };

  const hold = (event: Event) => {
    if (html.dataset.appReady || html.dataset.appHydrating || !container) return;
    const target = event.target instanceof Element ? event.target : null;
    if (event.type === 'submit' && target instanceof HTMLFormElement) {
      event.preventDefault();
      event.stopImmediatePropagation();
      const submitter = (event as SubmitEvent).submitter;
      keep({ kind: 'submit', target, place: placeOf(target, container), shown: submitter instanceof HTMLElement ? submitter : null });
      return;
    }
    const control = target?.closest<HTMLElement>(CONTROL);
    if (!control || control.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    keep({ kind: 'click', target: control, place: placeOf(control, container), shown: control });
  };
  const release = () => {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    ready.disconnect();
    // Before the app answers (or when it will not come): the mark is not React's to hydrate.
    showHeld(held?.shown ?? null, false);
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);

  const ready = new MutationObserver(() => {
    if (!html.dataset.appReady && !html.dataset.appHydrating) return;
    release();
    const press = held;
    held = undefined;
    if (!press || !container) return;
    const target = press.target.isConnected ? press.target : press.place && atPlace(press.place, container, press.target);
    if (!target) return;
    if (press.kind === 'submit') (target as HTMLFormElement).requestSubmit();
    else target.click();
  });
  ready.observe(html, { attributes: true, attributeFilter: ['data-app-ready', 'data-app-hydrating'] });
  return release;
}
