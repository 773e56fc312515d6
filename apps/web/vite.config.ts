import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { LANGUAGES, translate } from '@chef/shared';
import packageJson from './package.json' with { type: 'json' };
import { remBaseScript } from './src/lib/rem';

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

/**
 * The rem base (lib/rem.ts) set by an inline script in the head, before the body is laid out: a page
 * rendered on the server then paints at its final size. It goes right after the viewport meta: above
 * it a phone still has its 980 px legacy viewport, and the app would set the size again (restyling and
 * laying out the whole page while it starts). The server allows this script by its hash
 * (apps/server/src/app.ts reads it from the built index.html).
 */
function inlineRemBase(): Plugin {
  return {
    name: 'chef-inline-rem-base',
    transformIndexHtml: (html) => {
      const viewport = /<meta name="viewport"[^>]*>/;
      if (!viewport.test(html)) throw new Error('index.html has no viewport meta for the rem base to follow');
      return html.replace(viewport, (meta) => `${meta}\n    <script>${remBaseScript()}</script>`);
    },
  };
}

/** The app's start module (src/main.tsx imports it), as the bundler names it. */
const APP_START = '/src/app/start.tsx';

/**
 * The app's code (src/app/start.tsx and what it imports) is a chunk of its own, imported by the small
 * entry (src/main.tsx) once the page's cover has arrived or a press is held; Vite's loader then fetches its files and its
 * own styles (the rest of Mantine's, app/mantine.css) together. index.html links the styles of the chunks
 * it imports, so a rendered page paints styled before any script runs. Its scripts are not preloaded
 * here: fetched with the HTML, they shared the visitor's bandwidth with the cover.
 */
function appCodeList(): Plugin {
  return {
    name: 'chef-app-code-list',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
        const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(APP_START));
        if (!start) throw new Error(`the app start chunk (${APP_START}) is missing from the build`);
        const files = new Set<string>();
        const styles = new Set<string>();
        const walk = (fileName: string) => {
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          if (!chunk || files.has(fileName)) return;
          files.add(fileName);
          if (chunk !== start) for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          chunk.imports.forEach(walk);
        };
        walk(start.fileName);
        const named = (file: string) => html.includes(`/${file}"`);
        const link = (attrs: Record<string, string | boolean>) => ({ tag: 'link', attrs, injectTo: 'head' as const });
        return [
          ...[...styles].filter((file) => !named(file)).map((file) => link({ rel: 'stylesheet', crossorigin: true, href: `/${file}` })),
        ];
      },
    },
  };
}

/**
 * The app's own modules that every page runs: what app/start.tsx imports, directly or not, of the web
 * app's scripts (not the libraries, not the styles: start's own stylesheet stays start's), less what
 * the entry holds already. Found once the module graph is built, for the `app` chunk below.
 */
const OWN_CODE = /[\\/]apps[\\/]web[\\/]src[\\/].*\.tsx?$/;
const appGraph = new Set<string>();
function findAppGraph(): Plugin {
  return {
    name: 'chef-app-graph',
    apply: 'build',
    buildEnd() {
      const staticGraph = (from: string | undefined) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        if (from) visit(from);
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const start = ids.find((id) => id.endsWith(APP_START));
      const entry = ids.find((id) => id.endsWith('/src/main.tsx'));
      const entryGraph = staticGraph(entry);
      appGraph.clear();
      for (const id of staticGraph(start)) if (id !== start && !entryGraph.has(id) && OWN_CODE.test(id)) appGraph.add(id);
    },
  };
}

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/][^\\/]+|use-sync-external-store|js-cookie)[\\/]/;

const OWN_IMPORTS = new RegExp(
  `/(${[
    // the staff console and the recipe editor: a visitor never opens them from the portal
    'Console\\w*Route|ContentRoutes|console-page-modules|AuditDeskRoute|DevicesRoute|FeedbackInboxRoute|CreateRecipePage|EditRecipePage',
    // pages opened now and then: settings, feedback, the appliance, sharing, editing a list, the legal texts
    'FeedbackPage|HistoryFeedbackPage|EditPhonePage|EditPwdPage|MyDevicePage|ShareRecordPage|CreateRecordPage|EditBasketPage',
    'InfoDetailPage|AboutUsPage|AgreementPage|PrivacyPage',
    // a signed-in user's own pages (centre, lists, basket): most of their code is the app's, already loaded
    'MyCenterLayout|MyInfoPage|MyMessagePage|MyAnthologyPage|AnthologyRecipePage|MyWeekPage|MyReleasePage|CookingRecordPage',
    'MyRecipeDetailPage|ShopBasketRoute|BasketDetailPage|MyWeekRoute',
    // cook mode, opened from a recipe page whose code it mostly shares
    'CookModeRoute',
    // offline (issue 31): loaded after the load event, for a signed-in user or at logout
    'offline-start|offline-changes|offline-db|service-worker',
  ].join('|')})-`,
);

/** The theme's colours (app/theme.ts primary, the page background) for the manifest. */
const THEME_COLOUR = '#ff6526';
const BACKGROUND_COLOUR = '#ffffff';

/**
 * The web app manifest of each language (issue 31), /manifest.<lang>.webmanifest: the app names and
 * shortcut names from the shared catalogue; lib/service-worker.ts points the page's link at the
 * visitor's language.
 */
function manifests(): Plugin {
  return {
    name: 'chef-manifests',
    apply: 'build',
    generateBundle() {
      for (const lang of LANGUAGES) {
        const say = (key: string) => translate(lang, key);
        const manifest = {
          id: '/home',
          name: say('offline.appName'),
          short_name: say('offline.appShortName'),
          lang,
          start_url: '/home',
          scope: '/',
          display: 'standalone',
          theme_color: THEME_COLOUR,
          background_color: BACKGROUND_COLOUR,
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
          shortcuts: [
            { name: say('offline.shortcutBasket'), url: '/shopBasket', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
            { name: say('offline.shortcutCook'), url: '/home/recipe', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
          ],
        };
        this.emitFile({ type: 'asset', fileName: `manifest.${lang}.webmanifest`, source: JSON.stringify(manifest) });
      }
    },
  };
}

/**
 * The service worker (issue 31; docs/API.md "Offline and installable"), Workbox through
 * vite-plugin-pwa, registered by lib/service-worker.ts after the load event. It precaches the app shell
 * and every route's code of this release (a tab on an older release keeps its chunks until it reloads
 * into the new one: the new worker waits for "Reload"). Pages are network first (the server renders
 * them) with the last copy of a page opened before; a page never opened gets the app shell, which
 * says "You are offline". Pictures and the public reads of recipes are kept as opened, 200 of each,
 * least recently used out first. Personal API reads are never cached here: the app keeps their last
 * answers per user in IndexedDB (lib/offline-read), and nothing holding the token is stored.
 */
const serviceWorker = () =>
  VitePWA({
    injectRegister: false,
    registerType: 'prompt',
    manifest: false,
    filename: 'sw.js',
    workbox: {
      globPatterns: ['**/*.{js,css,svg,png,webmanifest}', 'index.html'],
      globIgnores: ['.vite/**', '**/*.br', '**/*.gz'],
      // Each page is the server's; the shell is only what a page never opened falls back to.
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      // The first worker takes the open tab at once (its route code then loads offline too); a new
      // release's worker still waits for "Reload".
      clientsClaim: true,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'pages',
            networkTimeoutSeconds: 10,
            expiration: { maxEntries: 200, purgeOnQuotaError: true },
            precacheFallback: { fallbackURL: 'index.html' },
          },
        },
        {
          urlPattern: ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
          handler: 'CacheFirst',
          options: {
            cacheName: 'pictures',
            expiration: { maxEntries: 200, maxAgeSeconds: 30 * 86_400, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // A recipe or article opened before (cook mode reads the recipe this way): public reads.
          urlPattern: ({ url }) => /^\/api\/(cook\/qryRecipeDetail|article\/qryArticleDetail)$/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'content',
            networkTimeoutSeconds: 10,
            expiration: { maxEntries: 200, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
            // Kept under the address alone: the request's headers (the token) are never stored.
            plugins: [{ cacheKeyWillBeUsed: async ({ request }) => new Request(request.url) }],
          },
        },
      ],
    },
  });

export default defineConfig({
  plugins: [react(), findAppGraph(), precompress(), inlineRemBase(), appCodeList(), manifests(), serviceWorker()],
  // The version feedback attaches (features/feedback): the web package's, fixed at build time.
  define: { __APP_VERSION__: JSON.stringify(packageJson.version) },
  build: {
    // The server reads the manifest to preload each page's chunks (modules/seo); the benchmark sums the first view's JavaScript from it.
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every page runs on, in one file: left to itself, the bundler cut them into a
        // dozen small shared files (each with its own imports and exports), ~4 KB more to fetch in all.
        // And the app's own modules every page runs (appGraph) in one more: left to itself, the bundler
        // cut them into some twenty files of a few hundred bytes, by the routes that share them. A
        // rendered page fetched 45 files before it could answer a tap, each a request (six at a time
        // over HTTP/1.1) and a module for the browser to compile on the main thread (measured: about
        // 1.5 ms each on a phone). Their dependencies stay where they are (the libraries' own chunks,
        // the entry's modules).
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK },
            { name: 'app', test: (id) => appGraph.has(id), includeDependenciesRecursively: false },
          ],
        },
      },
    },
    modulePreload: {
      // Every browser the build targets knows modulepreload; the entry is the one script a rendered page
      // waits for, so it carries no polyfill.
      polyfill: false,
      // The entry lists, for every lazy route, the chunks to preload with it; that list ships in the first
      // view of /home. The pages of OWN_IMPORTS load their own imports when opened instead (one round
      // trip later), which keeps the list, and /home, small.
      resolveDependencies: (file, deps) => (OWN_IMPORTS.test(file) ? [] : deps),
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/messageHub': { target: 'http://localhost:3000', ws: true },
    },
  },
});
