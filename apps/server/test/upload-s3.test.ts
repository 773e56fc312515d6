import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, registerUser, type TestApp } from './helper.js';
import { picture, upload } from './multipart.js';

/**
 * Uploads with S3_* set go to the bucket through @aws-sdk/client-s3. The bucket here is a small HTTP
 * endpoint on loopback that stores what S3's PutObject receives, so the test sees exactly what the
 * SDK sent: path-style key, content type, cache header, a signed request, the bytes.
 */
interface Put {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let bucket: http.Server;
const puts: Put[] = [];
let t: TestApp;

beforeAll(async () => {
  bucket = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://bucket').pathname;
      if (req.method === 'PUT') puts.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(200, { etag: '"0"' }).end();
    });
  });
  await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
  const { port } = bucket.address() as AddressInfo;
  t = await buildTestApp({
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'chef-media',
    S3_ACCESS_KEY: 'test-access',
    S3_SECRET_KEY: 'test-secret',
    S3_PUBLIC_URL: 'https://cdn.chef.test/media',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => bucket.close(resolve));
});

describe('uploads to S3-compatible storage', () => {
  it('puts both WebP sizes in the bucket and answers the public URL of the large one', async () => {
    const user = await registerUser(t);
    const res = await upload(t.app, {
      token: user.token,
      folderName: 'recipe',
      file: { filename: 'cover.png', contentType: 'image/png', data: await picture(1200, 1200) },
    });
    expect(res.body.code).toBe(0);
    const url: string = res.body.data;
    const key = /^https:\/\/cdn\.chef\.test\/media\/(recipe\/\d{4}\/\d{2}\/[0-9a-f]{32})\.webp$/.exec(url)?.[1];
    expect(key).toBeDefined();

    expect(puts.map((put) => put.path)).toEqual([`/chef-media/${key}.sm.webp`, `/chef-media/${key}.webp`]);
    for (const put of puts) {
      expect(put.headers['content-type']).toBe('image/webp');
      expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-access\//);
    }
    expect((await sharp(puts[1]!.body).metadata()).width).toBe(1080);
    expect((await sharp(puts[0]!.body).metadata()).width).toBe(320);

    // The bucket's URL is "ours": it may become the avatar.
    const saved = await call(t.app, 'POST', '/api/user/updUserInfo', { body: { nickname: 'S3', avatar: url }, token: user.token });
    expect(saved.body.data.avatar).toBe(url);
    // Local media are not served when a bucket holds them.
    expect((await t.app.inject({ method: 'GET', url: `/media/${key}.webp` })).headers['content-type']).not.toBe('image/webp');
  });
});
