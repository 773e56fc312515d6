import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const sharedDist = fileURLToPath(new URL('../../packages/shared/dist/', import.meta.url));

/**
 * @chef/shared is pure (no side effects), but its zod schemas are top-level calls that a bundler must
 * otherwise keep; declaring its modules side-effect free keeps zod out of every chunk that only needs a
 * constant or a formatter (the first view of /home among them).
 */
function sharedIsPure(): Plugin {
  return {
    name: 'chef-shared-is-pure',
    transform: {
      filter: { id: /[\\/]packages[\\/]shared[\\/]dist[\\/]/ },
      handler(code) {
        return { code, map: null, moduleSideEffects: false };
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), sharedIsPure()],
  resolve: {
    alias: [
      // The zh-CN catalogue is loaded on demand (lib/i18n.ts). The package only exports its index, which
      // bundles both catalogues statically, so we reach the one file directly to keep it out of the entry.
      { find: /^@chef\/shared\/i18n\/zh-CN$/, replacement: `${sharedDist}i18n/zh-CN.js` },
    ],
  },
  build: {
    // The manifest lets us (and the benchmark) sum the first view's JavaScript.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/messageHub': { target: 'http://localhost:3000', ws: true },
    },
  },
});
