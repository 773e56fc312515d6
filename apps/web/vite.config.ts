import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Brotli and gzip copies beside every text file of the build, made once here with the strongest
 * settings, so the server sends them as they are (@fastify/static preCompressed) instead of
 * compressing on every request, or not at all. Uncompressed, the first view weighs ~4x more.
 */
function precompress(): Plugin {
  return {
    name: 'chef-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(file) || file.startsWith('.vite/')) continue;
        const path = join(dir, file);
        const source = readFileSync(path);
        if (source.length < 1024) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

const STAFF_AND_EDITOR = /\/(ConsoleRoute|AuditDeskRoute|DevicesRoute|CreateRecipePage|EditRecipePage)-/;

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    // The server reads the manifest to preload each page's chunks (modules/seo); the benchmark sums the first view's JavaScript from it.
    manifest: true,
    modulePreload: {
      // The entry lists, for every lazy route, the chunks to preload with it; that list ships in the first
      // view of /home. Pages a visitor never opens from the portal (the staff console, the recipe editor)
      // load their own imports when opened instead, which keeps the list, and /home, small.
      resolveDependencies: (file, deps) => (STAFF_AND_EDITOR.test(file) ? [] : deps),
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/messageHub': { target: 'http://localhost:3000', ws: true },
    },
  },
});
