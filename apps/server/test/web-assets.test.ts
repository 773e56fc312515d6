import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeWebDist } from './content-helper.js';
import { buildTestApp, type TestApp } from './helper.js';

/** The web app's own files, as a browser and a shared cache get them. */
const SCRIPT = 'console.log("chef");';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      prepare: (dataDir) => ({
        WEB_DIST: writeWebDist(dataDir, {
          'assets/index-abc.js': SCRIPT,
          'assets/index-abc.js.br': brotliCompressSync(SCRIPT),
          'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
        }),
      }),
    },
  );
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

describe('the web app’s files', () => {
  it('keeps a hashed asset a year: a returning visitor’s browser does not ask for it again', async () => {
    for (const encoding of [undefined, 'br', 'gzip']) {
      const res = await get('/assets/index-abc.js', encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('serves the compressed copy to a browser that takes it, and says that the copy depends on Accept-Encoding', async () => {
    const compressed = await get('/assets/index-abc.js', 'gzip, deflate, br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    const plain = await get('/assets/index-abc.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('has the browser revalidate a file whose name does not change with its content', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeDefined();
    const again = await t.app.inject({ method: 'GET', url: '/favicon.svg', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});
