import { Suspense, useEffect, useRef, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { requestScope } from './request-scope';

/**
 * A public page the server rendered (entry-server.tsx) is hydrated: its first render in the browser
 * must draw exactly what the server drew. These helpers say when that is, and give both sides the
 * same "now".
 */
let hydrating = false;
let serverNow: Date | undefined;

/** Called by app/start.tsx before hydrating, with the moment the server rendered the page. */
export function startHydration(renderedAt: string): void {
  hydrating = true;
  serverNow = new Date(renderedAt);
}

/**
 * Called at the router's first change of page (app/start.tsx). Not when the root has committed: the
 * page's regions (HydrationRegion) are hydrated after it, each on its own, and must still draw what
 * the server drew. Until the first navigation nothing but the server's page is hydrated.
 */
export function endHydration(): void {
  hydrating = false;
}

/** True on the server and until the first navigation: a deferred part of a page must then draw at once. */
export function drawsServerHtml(): boolean {
  return import.meta.env.SSR || hydrating;
}

const never = () => () => undefined;
const none = () => undefined;
const renderTime = () => requestScope()?.now ?? serverNow;

/**
 * The moment relative times ("3 minutes ago") are measured from: the server's render time on the
 * server and while hydrating (both sides write the same words), else undefined (now).
 */
export function useRenderTime(): Date | undefined {
  return useSyncExternalStore(never, none, renderTime);
}

/**
 * A part of a rendered page that React hydrates on its own (a Suspense boundary): a tap on it before the
 * page is hydrated makes React hydrate this part at once and answer the tap (its selective hydration and
 * replay), instead of the whole page first; the rest follows in slices. Nothing in it suspends on the
 * server, so the server's HTML holds it whole.
 */
export function HydrationRegion({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

const CONTROLS = 'select[name], input[name][type="checkbox"], input[name][type="radio"]';

/**
 * A control's value as the page shows it now, or as the server drew it (while hydrating, React keeps a
 * control's defaults as drawn and leaves what the visitor changed); '' when nothing is chosen.
 */
function valueOf(control: HTMLInputElement | HTMLSelectElement, drawn: boolean): string {
  if (control instanceof HTMLInputElement) return (drawn ? control.defaultChecked : control.checked) ? control.value : '';
  if (!drawn) return control.value;
  const options = [...control.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/** The named controls under an element, a value per name (a radio group's is its checked radio's). */
function valuesOf(root: Element, drawn: boolean): Map<string, string> {
  const values = new Map<string, string>();
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>(CONTROLS)) {
    const value = valueOf(control, drawn);
    if (value || !values.has(control.name)) values.set(control.name, value);
  }
  return values;
}

/**
 * Choices made on a rendered page before React had hydrated its controls (a switch flipped, a sort or a
 * filter picked while the app was on its way) stay in the page, but React never reports them: a change
 * before any script ran had no listener, and a checkbox tapped while its part of the page was still the
 * server's is hydrated with the change already made, so React sees none. Once hydrated, the named
 * checkboxes, radios and selects under the returned ref that differ from the server's page are handed to
 * `keep` ('' for a choice taken back), once, so the app applies them. Name controls as their state's
 * URL parameters.
 */
export function useKeptBeforeHydration<E extends HTMLElement = HTMLDivElement>(
  keep: (picked: Map<string, string>) => void,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  // Only for a page hydrated from the server's HTML: the first render's, closed over the state drawn.
  const keepDrawn = useRef(drawsServerHtml() ? keep : null);
  useEffect(() => {
    const first = keepDrawn.current;
    keepDrawn.current = null;
    if (!first || !ref.current) return;
    const drawn = valuesOf(ref.current, true);
    const picked = new Map([...valuesOf(ref.current, false)].filter(([name, value]) => drawn.get(name) !== value));
    if (picked.size > 0) first(picked);
  }, []);
  return ref;
}
