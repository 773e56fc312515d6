import { describe, expect, it } from 'vitest';
import { entryScriptOf, isChunkLoadError, shouldReload } from './stale-release';

describe('isChunkLoadError', () => {
  it("recognises each browser's failed import() and Vite's preload failure", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost/assets/WeekPage-abc.js',
      'error loading dynamically imported module: http://localhost/assets/WeekPage-abc.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/WeekPage-abc.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
  });

  it('leaves other errors to the generic screen', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('entryScriptOf', () => {
  it("finds the module entry of the build's index.html", () => {
    const html = '<head><script>window.x=1</script><script type="module" crossorigin src="/assets/index-CgUqxUti.js"></script></head>';
    expect(entryScriptOf(html)).toBe('/assets/index-CgUqxUti.js');
  });

  it('answers null for a page without one', () => {
    expect(entryScriptOf('<html><body>502 Bad Gateway</body></html>')).toBeNull();
  });
});

describe('shouldReload', () => {
  const current = '/assets/index-old.js';
  const latest = '/assets/index-new.js';

  it('reloads for a newer release', () => {
    expect(shouldReload({ current, latest, reloadedFor: null })).toBe(true);
  });

  it('reloads once per release: the second failure for the same release is shown', () => {
    expect(shouldReload({ current, latest, reloadedFor: latest })).toBe(false);
    expect(shouldReload({ current, latest: '/assets/index-newer.js', reloadedFor: latest })).toBe(true);
  });

  it('does not reload when the server is unreachable or the release is the same', () => {
    expect(shouldReload({ current, latest: null, reloadedFor: null })).toBe(false);
    expect(shouldReload({ current, latest: current, reloadedFor: null })).toBe(false);
    expect(shouldReload({ current: null, latest, reloadedFor: null })).toBe(false);
  });
});
