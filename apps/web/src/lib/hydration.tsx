import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
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
