import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX_HTML, MANIFEST } from './content-helper.js';
import { buildTestApp, type TestApp } from './helper.js';

/**
 * The public pages' render threads (modules/seo/page-render.ts on lib/worker-pool.ts) when the render
 * fails: the real server, with a web server build of the test's own in place of the app's (the real one
 * cannot be made to throw or to end its thread on demand; page-render.test.ts runs the real one through
 * the same threads). Its render reads the API like the app's (through the server's thread), throws, or
 * ends its thread, as the page's query says. A failed render answers the client-rendered page (the
 * browser draws it), never an error, and the next render works.
 */
const ENTRY = `
export function knownPath(pathname) {
  return pathname !== '/no-page-here';
}
export async function render({ url, fetch }) {
  const asked = new URL(url).searchParams.get('case');
  if (asked === 'throw') throw new Error('the page broke');
  if (asked === 'exit') process.exit(1);
  const res = await fetch('/api/cook/qryRecipeList?current=1&size=1&lang=en-US');
  const body = await res.json();
  const thread = (await import('node:worker_threads')).threadId;
  return {
    kind: 'page',
    status: 200,
    html: '<main data-testid="fixture">total ' + body.data.total + ' on thread ' + thread + '</main>',
    title: 'Fixture',
    language: 'en-US',
    state: { asked },
  };
}
`;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(
    { RENDER_THREADS: '1' },
    {
      prepare: (dataDir) => {
        const webDist = path.join(dataDir, 'web');
        fs.mkdirSync(path.join(webDist, '.vite'), { recursive: true });
        fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
        fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
        // page-render.ts takes the server build from beside the web build.
        fs.mkdirSync(path.join(dataDir, 'dist-server'));
        fs.writeFileSync(path.join(dataDir, 'dist-server', 'entry-server.js'), ENTRY);
        fs.writeFileSync(path.join(dataDir, 'dist-server', 'package.json'), '{ "type": "module" }');
        return { WEB_DIST: webDist, PUBLIC_URL: 'https://chef.example.com' };
      },
    },
  );
});
afterAll(async () => {
  await t?.close();
});

const page = (query: string) => t.app.inject({ method: 'GET', url: `/home/recipe?${query}` });
const rendered = (body: string) => /<main data-testid="fixture">total (\d+) on thread (\d+)<\/main>/.exec(body);

describe('the render threads', () => {
  it('render a page with its data read through the server', async () => {
    const res = await page('case=ok');
    expect(res.statusCode).toBe(200);
    const total = await t.db
      .selectFrom('recipes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rendered(res.body)?.[1])).toBeGreaterThan(0);
    expect(Number(rendered(res.body)?.[1])).toBeLessThanOrEqual(Number(total.n));
    expect(res.body).toContain('<script type="application/json" id="ssr-state">{"asked":"ok"}</script>');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=30');
  });

  it('answer the client-rendered page when a render throws, and render the next one', async () => {
    const res = await page('case=throw');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('ssr-state');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(rendered((await page('case=after-throw')).body)).not.toBeNull();
  });

  it('answer the client-rendered page when the thread ends mid-render, and render the next page on a new thread', async () => {
    const before = rendered((await page('case=before-exit')).body)?.[2];
    expect(before).toBeDefined();
    const res = await page('case=exit');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('ssr-state');
    const after = rendered((await page('case=after-exit')).body)?.[2];
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
  });

  it('say which paths the app has no page for (404) from a render thread', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/no-page-here' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/login' })).statusCode).toBe(200);
  });
});
