import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
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

/**
 * The app's code (src/app/start.tsx and what it imports) is a chunk of its own, imported by the small
 * entry at once. index.html preloads its files (modulepreload, at low priority: a rendered page's cover
 * picture, preloaded at high priority by the server, goes first) and links its styles, so a rendered page
 * paints styled before any script runs and the app takes it over as soon as its code has arrived.
 */
function appCodeList(): Plugin {
  return {
    name: 'chef-app-code-list',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
        const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/app/start.tsx'));
        if (!start) throw new Error('the app start chunk (src/app/start.tsx) is missing from the build');
        const files = new Set<string>();
        const styles = new Set<string>();
        const walk = (fileName: string) => {
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          if (!chunk || files.has(fileName)) return;
          files.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          chunk.imports.forEach(walk);
        };
        walk(start.fileName);
        const named = (file: string) => html.includes(`/${file}"`);
        return [
          ...[...styles]
            .filter((file) => !named(file))
            .map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          ...[...files]
            .filter((file) => !named(file))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `/${file}` },
              injectTo: 'head' as const,
            })),
        ];
      },
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
  ].join('|')})-`,
);

export default defineConfig({
  plugins: [react(), precompress(), inlineRemBase(), appCodeList()],
  // The version feedback attaches (features/feedback): the web package's, fixed at build time.
  define: { __APP_VERSION__: JSON.stringify(packageJson.version) },
  build: {
    // The server reads the manifest to preload each page's chunks (modules/seo); the benchmark sums the first view's JavaScript from it.
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every page runs on, in one file: left to itself, the bundler cut them into a
        // dozen small shared files (each with its own imports and exports), ~4 KB more to fetch in all.
        codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] },
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
