// `npm run bench:render`: the CPU of one server render of each public page kind (issue 30), apart from
// HTTP, the database and the render threads: the web app's server build (dist-server/entry-server.js)
// renders each page in this process, again and again, with the API's answers read once from the
// production build (serve-build.mjs) and kept. What React, Mantine and i18next cost a page, measured
// without the noise of a load test; compare builds one after the other on the same machine.
//
//   npm run bench:render                    # 300 renders a page, 3 rounds
//   npm run bench:render -- --renders 1000 --rounds 5
//   npm run bench:render -- --entry ../other/apps/web/dist-server/entry-server.js   # another build's render
import { rmSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureBuilt, getData, median, root, startPortal } from './serve-build.mjs';

const { values: args } = parseArgs({
  options: {
    renders: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '3' },
    build: { type: 'boolean', default: false },
    entry: { type: 'string', default: path.join(root, 'apps/web/dist-server/entry-server.js') },
  },
});
const renders = Math.max(1, Number(args.renders) || 300);
const rounds = Math.max(1, Number(args.rounds) || 3);

// React and the libraries pick their production builds from this when first loaded.
process.env.NODE_ENV = 'production';
ensureBuilt(args.build);
const { base, dataDir, server } = await startPortal();

let failed = false;
try {
  const recipe = (await getData(`${base}/api/cook/qryRecipeList?current=1&size=1`)).records[0];
  const article = (await getData(`${base}/api/article/qryArticleList?current=1&size=1`)).records[0];
  const pages = [
    '/home',
    '/home/recipe',
    '/home/recipe?difficulty=1&sort=hot',
    '/home/recipe?keyword=egg',
    '/home/article',
    '/home/week',
    `/home/recipeDetail/${recipe.id}`,
    `/home/articleDetail?id=${article.id}`,
  ];
  const app = await import(pathToFileURL(path.resolve(args.entry)).href);
  // Each answer read once, then handed out again: the renders measure the app, not the API.
  const answers = new Map();
  const fetchKept = async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const key = `${init.method ?? 'GET'} ${url} ${new Headers(init.headers).get('accept-language')} ${init.body ?? ''}`;
    let answer = answers.get(key);
    if (!answer) {
      const response = await fetch(new URL(url, base), init);
      answer = { status: response.status, type: response.headers.get('content-type'), body: new Uint8Array(await response.arrayBuffer()) };
      answers.set(key, answer);
    }
    return new Response(answer.body, { status: answer.status, headers: answer.type ? { 'content-type': answer.type } : {} });
  };
  const render = async (url) => {
    const result = await app.render({ url: `${base}${url}`, stored: {}, fetch: fetchKept });
    if (result.kind !== 'page') throw new Error(`${url}: not rendered (${result.kind})`);
    return result;
  };

  console.log(`\nServer render of a public page, in-process, answers kept: CPU ms a render, median of ${rounds} rounds of ${renders}\n`);
  console.log(`${'page'.padEnd(40)} ${'CPU ms'.padStart(8)} ${'passes'.padStart(7)} ${'HTML KB'.padStart(8)}`);
  for (const url of pages) {
    const first = await render(url);
    // Warm: the page's code loaded and compiled, V8's optimisations in place.
    for (let i = 0; i < 50; i++) await render(url);
    const perRound = [];
    for (let round = 0; round < rounds; round++) {
      const start = process.cpuUsage();
      for (let i = 0; i < renders; i++) await render(url);
      const used = process.cpuUsage(start);
      perRound.push((used.user + used.system) / 1000 / renders);
    }
    const kb = (Buffer.byteLength(first.html) / 1024).toFixed(1);
    console.log(
      `${url.padEnd(40)} ${median(perRound).toFixed(2).padStart(8)} ${String(first.passes ?? '-').padStart(7)} ${kb.padStart(8)}`,
    );
  }
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
  rmSync(dataDir, { recursive: true, force: true });
}
// The app's module keeps timers of its own (its caches): the measurement is over.
process.exit(failed ? 1 : 0);
