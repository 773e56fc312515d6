/**
 * A page the server rendered is complete without its script: text, pictures and links work (a link is
 * a new page, rendered and cached by the server). The app (hydration, client-side navigation, buttons)
 * takes the page over when the visitor first shows they are there (a pointer, a key, a touch, a scroll),
 * not while the page is still loading on a phone, where its ~0.5 s of script would hold up
 * the first paint and the cover picture (docs/performance.md, "Server rendering").
 *
 * A button pressed or a form sent before the app is there is not lost: its click (or submit) is held
 * and replayed once the app has taken the page over (RootShell marks `html[data-app-ready]`). Links
 * keep their own default: the browser opens them.
 */
const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * The app's files (index.html's `#app-code`, written by the build) and the page's (`#page-code`, written
 * by the server) fetched once the page has loaded, so the app starts at once when the visitor acts.
 * Fetched only, not compiled or run.
 */
function fetchAppCodeOnceLoaded(): void {
  const listed = (id: string) => JSON.parse(document.getElementById(id)?.textContent ?? '[]') as string[];
  const fetchAhead = () => {
    // Into the HTTP cache only: a modulepreload would also compile each file now, on the main thread.
    const links = [...listed('app-code'), ...listed('page-code')].map((href) =>
      Object.assign(document.createElement('link'), { rel: 'prefetch', as: 'script', href, crossOrigin: '' }),
    );
    document.head.append(...links);
  };
  // After the load, when the browser has nothing else to do (Safari has no requestIdleCallback).
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(fetchAhead) : window.setTimeout(fetchAhead, 0));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** What a click acts on when it is not a link: held until the app can answer it. */
const CONTROL = 'button, summary, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [role="menuitem"]';

export function startOnInteraction(start: () => Promise<void>): void {
  const root = document.documentElement;
  const listening = { capture: true, passive: true } as const;
  const begin = (event: Event) => {
    // Scrolling inside the page (a carousel moving) is not the visitor; scrolling the page is.
    if (event.type === 'scroll' && event.target !== document) return;
    for (const type of INTERACTIONS) window.removeEventListener(type, begin, listening);
    void start();
  };
  fetchAppCodeOnceLoaded();
  for (const type of INTERACTIONS) window.addEventListener(type, begin, listening);

  let held: { kind: 'click'; target: HTMLElement } | { kind: 'submit'; target: HTMLFormElement } | undefined;
  const hold = (event: Event) => {
    if (root.dataset.appReady) return;
    const target = event.target instanceof Element ? event.target : null;
    if (event.type === 'submit' && target instanceof HTMLFormElement) {
      event.preventDefault();
      held = { kind: 'submit', target };
      return;
    }
    const control = target?.closest<HTMLElement>(CONTROL);
    if (!control || control.closest('a[href]')) return;
    event.preventDefault();
    held = { kind: 'click', target: control };
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);

  const ready = new MutationObserver(() => {
    if (!root.dataset.appReady) return;
    ready.disconnect();
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    // The hydrated page keeps the server's elements, so the held one is still there (unless drawn afresh).
    if (held?.target.isConnected) {
      if (held.kind === 'submit') held.target.requestSubmit();
      else held.target.click();
    }
  });
  ready.observe(root, { attributes: true, attributeFilter: ['data-app-ready'] });
}
