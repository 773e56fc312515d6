// Loaded with `node --import` in the Node 24 pass of `npm test` (see scripts/node24.mjs): better-sqlite3
// resolves to its copy built for Node 24's ABI (NODE24_SQLITE_DIR), the Node 20 build in node_modules
// stays as it is. Module hooks apply to import and require alike, in vitest's workers and in the
// server processes tests start (they inherit NODE_OPTIONS).
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const copy = process.env.NODE24_SQLITE_DIR;
if (copy) {
  const to = pathToFileURL(copy).href;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const result = nextResolve(specifier, context);
      const at = result.url.indexOf('/node_modules/better-sqlite3/');
      if (at < 0) return result;
      return { ...result, url: `${to}/${result.url.slice(at + '/node_modules/better-sqlite3/'.length)}` };
    },
  });
}
