import { SESSION_KEYS, session } from './storage';

/**
 * A route's code that cannot be downloaded: the network dropped for a moment, or a new release was
 * deployed while the tab was open and the old chunks are gone. The second heals itself with one reload
 * (the new index.html names the new chunks); the first must be told to the user, since a reload while
 * offline would only show the browser's own error page. The two are told apart by asking the server for
 * its index.html: a different entry script is a new release.
 */

/** What Chromium, Firefox and Safari throw when import() fails, and Vite's preload helper's message. */
const CHUNK_LOAD_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Unable to preload/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_LOAD_ERROR.test(error.message) || error.name === 'ChunkLoadError';
}

/** The entry script an index.html loads (the build names it by its content hash), or null. */
export function entryScriptOf(html: string): string | null {
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    if (!/\btype=["']?module\b/i.test(tag)) continue;
    const src = /\bsrc=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (src) return src;
  }
  return null;
}

export interface ReleaseCheck {
  /** The entry script of the page in the tab. */
  current: string | null;
  /** The entry script of the server's index.html now; null when the server could not be reached. */
  latest: string | null;
  /** The release this tab already reloaded for (sessionStorage), if any. */
  reloadedFor: string | null;
}

/**
 * Reload only for a newer release, and once per release: if the reloaded page still names old chunks
 * (a cache in between), a second reload would loop.
 */
export function shouldReload({ current, latest, reloadedFor }: ReleaseCheck): boolean {
  return current !== null && latest !== null && latest !== current && latest !== reloadedFor;
}

function currentEntry(): string | null {
  return document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src') ?? null;
}

async function latestEntry(): Promise<string | null> {
  try {
    const response = await fetch('/index.html', { cache: 'no-store' });
    return response.ok ? entryScriptOf(await response.text()) : null;
  } catch {
    return null;
  }
}

/** Reloads the tab (and answers true) when a new release explains the failure; false: tell the user. */
export async function reloadForNewRelease(): Promise<boolean> {
  const check: ReleaseCheck = { current: currentEntry(), latest: await latestEntry(), reloadedFor: session.get(SESSION_KEYS.staleReload) };
  if (!shouldReload(check) || check.latest === null) return false;
  session.set(SESSION_KEYS.staleReload, check.latest);
  window.location.reload();
  return true;
}
