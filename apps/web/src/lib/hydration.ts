import { useSyncExternalStore } from 'react';
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

/** Called once the hydrated tree has committed (RootShell's first effect). */
export function endHydration(): void {
  hydrating = false;
}

/** True on the server and while hydrating: a deferred part of a page must then draw at once. */
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
