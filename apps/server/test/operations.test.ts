import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildContentApp } from './content-helper.js';
import { buildUser, recipeInput } from './factories.js';
import { createStorage } from '../src/lib/storage.js';
import { buildTestApp, call, countRows, type TestApp } from './helper.js';
import { picture, upload } from './multipart.js';

/**
 * Operations (issue 27): /metrics off by default, behind a token on the main port or on a port of
 * its own; what a request adds to its route's counter; unknown paths never make new series;
 * /api/ready apart from /api/health; a database that is full answers 507 with a translated message,
 * keeps nothing of the refused write, says so in /api/ready and recovers when room returns.
 */

const TOKEN = 'metrics-token-0123456789';

async function scrape(t: TestApp, token = TOKEN) {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The value of one series in Prometheus text (0 when it is not there yet). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('metrics', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.close();
  });
  const build = async (env: Record<string, string> = {}) => {
    const t = await buildTestApp(env);
    apps.push(t);
    return t;
  };

  it('are not served unless asked for', async () => {
    const t = await build();
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('chef_http_requests_total');
  });

  it('refuse a missing or wrong token on the main port', async () => {
    const t = await build({ METRICS_TOKEN: TOKEN });
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }, { authorization: TOKEN }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('chef_');
    }
  });

  it("count a request under its route's pattern, with latency, database, hub, cache and process figures", async () => {
    const t = await build({ METRICS_TOKEN: TOKEN });
    const series = 'chef_http_requests_total{method="GET",route="/api/health",status="200"}';
    const before = valueOf(await scrape(t), series);
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const text = await scrape(t);
    expect(valueOf(text, series)).toBe(before + 3);
    expect(valueOf(text, 'chef_http_request_duration_seconds_count{method="GET",route="/api/health"}')).toBe(before + 3);
    // A 404 of a known pattern counts under the pattern with its status.
    await call(t.app, 'GET', '/api/cook/qryRecipeDetail', { query: { id: '999999' } });
    const after = await scrape(t);
    expect(after).toMatch(/chef_http_requests_total\{method="GET",route="\/api\/cook\/qryRecipeDetail",status="\d{3}"\} 1/);
    expect(valueOf(after, 'chef_db_query_duration_seconds_count{operation="select"}')).toBeGreaterThan(0);
    expect(valueOf(after, 'chef_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(after).toContain('chef_realtime_sockets 0');
    expect(after).toMatch(/^chef_cache_requests_total\{cache="responses",result="(hit|miss)"\} \d+/m);
    expect(after).toContain('# TYPE chef_page_renders_total counter');
    expect(after).toContain('# TYPE chef_mqtt_devices_online gauge');
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(after).toMatch(/^nodejs_heap_size_used_bytes \d/m);
  });

  it('keep one series for every address no route matches, however many there are', async () => {
    const t = await build({ METRICS_TOKEN: TOKEN });
    const seriesCount = (text: string) => text.split('\n').filter((l) => l.startsWith('chef_http_requests_total{')).length;
    // The scrape's own series and GET's 404 series exist before the probes.
    await scrape(t);
    await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    const before = seriesCount(await scrape(t));
    const probes = Array.from({ length: 40 }, () => randomBytes(6).toString('hex'));
    for (const probe of probes) {
      await t.app.inject({ method: 'GET', url: `/api/${probe}` });
      await t.app.inject({ method: 'POST', url: `/api/${probe}/x?y=${probe}`, payload: {} });
    }
    const text = await scrape(t);
    for (const probe of probes) expect(text).not.toContain(probe);
    // GET's 404 series existed already; POST adds at most its own.
    expect(seriesCount(text)).toBeLessThanOrEqual(before + 1);
    expect(valueOf(text, 'chef_http_requests_total{method="GET",route="(unmatched)",status="404"}')).toBe(41);
  });

  it('are served on a port of their own with METRICS_PORT, and only there', async () => {
    const t = await build({ METRICS_PORT: '0' });
    await t.app.ready();
    expect(t.app.metricsPort).toBeGreaterThan(0);
    const res = await fetch(`http://127.0.0.1:${t.app.metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(await res.text()).toContain('# TYPE chef_http_requests_total counter');
    expect((await fetch(`http://127.0.0.1:${t.app.metricsPort}/other`)).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});

describe('/api/ready', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.close();
  });

  it('is ready with the database migrated and nothing else configured', async () => {
    const t = await buildTestApp();
    apps.push(t);
    const res = await call(t.app, 'GET', '/api/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 0,
      msg: 'success',
      data: {
        ready: true,
        checks: { database: 'ok', migrations: 'ok', redis: 'off', broker: 'off', disk: 'ok' },
        notReady: [],
      },
    });
  });

  it('answers 503 naming the disk when the data folder has less free space than DISK_MIN_FREE_MB', async () => {
    // More than any disk has: statfs of the real data folder reports too little.
    const t = await buildTestApp({ DISK_MIN_FREE_MB: String(1024 ** 3) });
    apps.push(t);
    const res = await call(t.app, 'GET', '/api/ready', { lang: 'zh-CN' });
    expect(res.status).toBe(503);
    expect(res.body.msg).toBe('服务器尚未就绪：disk');
    expect(res.body.data.notReady).toEqual(['disk']);
    // Alive all the same.
    expect((await call(t.app, 'GET', '/api/health')).status).toBe(200);
  });

  it('answers 503 naming the broker when the embedded broker could not start', async () => {
    // A port already taken: the server still starts, and is not ready for devices.
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      const t = await buildTestApp({ MQTT_PORT: String(port), HOST: '127.0.0.1' });
      apps.push(t);
      const res = await call(t.app, 'GET', '/api/ready');
      expect(res.status).toBe(503);
      expect(res.body.msg).toBe('The server is not ready: broker');
      expect(res.body.data.checks.broker).toBe('down');
    } finally {
      taken.close();
    }
  });
});

/**
 * A genuinely full database: SQLite's max_page_count caps the file at the pages it has, on the app's
 * own writing connection, so the next write that needs a page fails with SQLITE_FULL as on a full disk.
 * (PostgreSQL's disk_full, 53100, cannot be reached without filling the server's disk: its mapping is
 * the same code path, lib/disk.ts.)
 */
describe.skipIf(process.env.TEST_DB === 'postgres')('a full database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildContentApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 507 with a translated message, keeps nothing of the write, says so in /api/ready, and recovers', async () => {
    const user = await buildUser(t.db, { nickname: 'Full' });
    const cover = (
      await upload(t.app, {
        token: user.token,
        folderName: 'recipe',
        file: { filename: 'c.png', contentType: 'image/png', data: await picture(40, 40) },
      })
    ).body.data as string;
    const categoryId = String((await t.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow()).id);
    const country = (await t.db.selectFrom('countries').select('code').orderBy('code').executeTakeFirstOrThrow()).code;
    // Sixty long steps: more than any free room left in the file's pages.
    const recipe = recipeInput(
      {
        cover,
        categoryId,
        steps: Array.from({ length: 60 }, (_, n) => ({
          title: `Step ${n + 1}`,
          description: `Stir slowly and keep watching the pot, step ${n + 1}. `.repeat(8).trim(),
          stepType: 2,
          temperature: 100,
          speed: 3,
          duration: 120,
          rotation: { type: 1 },
        })),
      },
      { name: 'Too big to store', country, description: 'A recipe written when the disk was full' },
    );
    const recipesBefore = await t.db
      .selectFrom('recipes')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();

    const { page_count } = (await sql<{ page_count: number }>`PRAGMA page_count`.execute(t.db)).rows[0]!;
    await sql`PRAGMA max_page_count = ${sql.raw(String(page_count))}`.execute(t.db);
    try {
      for (const lang of ['en-US', 'zh-CN']) {
        const res = await call(t.app, 'POST', '/api/cook/addRecipe', { body: recipe, token: user.token, lang });
        expect(res.status).toBe(507);
        expect(res.body).toEqual({
          code: 507,
          msg:
            lang === 'en-US'
              ? "The server's storage is full, so nothing was saved. Please try again later"
              : '服务器存储空间已满，本次内容未保存，请稍后再试',
          data: null,
        });
      }
      const recipesNow = await t.db
        .selectFrom('recipes')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(recipesNow.n)).toBe(Number(recipesBefore.n));
      const ready = await call(t.app, 'GET', '/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.data.notReady).toEqual(['disk']);
      expect(ready.body.msg).toBe('The server is not ready: disk');
    } finally {
      // Room again (the largest count SQLite takes).
      await sql`PRAGMA max_page_count = 4294967294`.execute(t.db);
    }

    const saved = await call(t.app, 'POST', '/api/cook/addRecipe', { body: recipe, token: user.token });
    expect(saved.status).toBe(200);
    const stored = await t.db.selectFrom('recipes').selectAll().where('id', '=', Number(saved.body.data.id)).executeTakeFirstOrThrow();
    expect(stored.name).toBe('Too big to store');
    expect((await call(t.app, 'GET', '/api/ready')).status).toBe(200);
  });
});

/**
 * An upload when the disk fills between its two files. No small tmpfs can be mounted here, so the
 * storage layer is wrapped to fail as the file system does (ENOSPC from the write); everything above
 * it (the upload service, the error mapping, /api/ready) is the real one.
 */
describe('an upload on a full disk', () => {
  let t: TestApp;
  let diskFull = false;
  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        storage: (config) => {
          const real = createStorage(config);
          return {
            ...real,
            async put(key, body, contentType) {
              if (diskFull && !key.endsWith('.sm.webp'))
                throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
              await real.put(key, body, contentType);
            },
          };
        },
      },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const filesIn = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => e.name)
      : [];

  it('answers 507, leaves neither a file nor a row, and works again once there is room', async () => {
    const user = await buildUser(t.db, { nickname: 'Uploader' });
    const media = path.join(t.dataDir, 'media');
    const send = async () =>
      upload(t.app, {
        token: user.token,
        folderName: 'avatar',
        file: { filename: 'me.png', contentType: 'image/png', data: await picture(60, 60) },
      });
    diskFull = true;
    const refused = await send();
    expect(refused.status).toBe(507);
    expect(refused.body.msg).toBe("The server's storage is full, so nothing was saved. Please try again later");
    // The thumbnail written before the disk filled is gone again, and no row names a picture.
    expect(filesIn(media)).toEqual([]);
    expect(await countRows(t.db, 'uploads')).toBe(0);
    expect((await call(t.app, 'GET', '/api/ready')).body.data.notReady).toEqual(['disk']);

    diskFull = false;
    const stored = await send();
    expect(stored.body.code).toBe(0);
    expect(filesIn(media)).toHaveLength(2);
    expect(await countRows(t.db, 'uploads')).toBe(1);
    expect((await call(t.app, 'GET', '/api/ready')).status).toBe(200);
  });
});
