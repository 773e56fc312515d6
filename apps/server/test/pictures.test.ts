import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNUSED_UPLOAD_TTL_MS } from '../src/modules/upload/upload.service.js';
import { buildTestApp, call, freshIp, registerUser, type TestApp } from './helper.js';
import { picture, upload } from './multipart.js';

/**
 * Pictures belong to their uploader: a profile or a collection may show only the caller's own
 * uploads (staff likewise theirs), and an upload nobody uses is removed a day later.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://chef.test' });
});
afterAll(async () => {
  await t.close();
});

const notOwn = (field: string, label: string) => ({
  code: 400,
  msg: `${label}: Please use a picture you uploaded yourself`,
  data: { field },
});

async function uploadAs(token: string, folderName = 'avatar'): Promise<string> {
  const res = await upload(t.app, {
    token,
    folderName,
    file: { filename: 'p.png', contentType: 'image/png', data: await picture(64, 64) },
  });
  expect(res.body.code).toBe(0);
  return res.body.data as string;
}
const setAvatar = (token: string, avatar: string) =>
  call(t.app, 'POST', '/api/user/updUserInfo', { body: { nickname: 'Me', avatar }, token });
const addAnthology = (token: string, anthologyCover: string, id?: string) =>
  call(t.app, 'POST', '/api/cook/addAnthology', { body: { anthologyName: 'Mine', anthologyCover, ...(id ? { id } : {}) }, token });
const mediaStatus = async (url: string) => (await t.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode;

describe('pictures belong to their uploader', () => {
  it("refuses another user's upload as an avatar or a collection cover, and takes one's own", async () => {
    const alice = await registerUser(t);
    const bob = await registerUser(t);
    const alicePicture = await uploadAs(alice.token);

    expect((await setAvatar(bob.token, alicePicture)).body).toEqual(notOwn('avatar', 'Avatar'));
    expect((await addAnthology(bob.token, alicePicture)).body).toEqual(notOwn('anthologyCover', 'Cover'));
    // Renaming one of bob's own collections with alice's cover is refused the same way.
    const bobs = await addAnthology(bob.token, await uploadAs(bob.token, 'anthology'));
    expect(bobs.body.code).toBe(0);
    expect((await addAnthology(bob.token, alicePicture, bobs.body.data.id)).body).toEqual(notOwn('anthologyCover', 'Cover'));
    expect((await call(t.app, 'GET', '/api/user/qryUserInfo', { token: bob.token })).body.data.avatar).toBeNull();

    expect((await setAvatar(alice.token, alicePicture)).body.data.avatar).toBe(alicePicture);
    expect((await addAnthology(alice.token, alicePicture)).body.data.anthologyCover).toBe(alicePicture);
  });

  it('refuses a URL shaped like an upload that was never uploaded, in both languages', async () => {
    const user = await registerUser(t);
    const invented = 'http://chef.test/media/avatar/2026/11/0123456789abcdef0123456789abcdef.webp';
    expect((await setAvatar(user.token, invented)).body).toEqual(notOwn('avatar', 'Avatar'));
    const zh = await call(t.app, 'POST', '/api/user/updUserInfo', {
      body: { nickname: 'Me', avatar: invented },
      token: user.token,
      lang: 'zh-CN',
    });
    expect(zh.body.msg).toMatch(/请使用您自己上传的图片$/);
  });

  it("keeps staff uploads to staff: a user cannot show a staff member's picture", async () => {
    const staff = await call(t.app, 'POST', '/api/admin/login', {
      body: { email: 'staff@example.com', password: 'staff-secret-1' },
      ip: freshIp(),
    });
    const staffPicture = await uploadAs(staff.body.data.token as string, 'article');
    const row = await t.db
      .selectFrom('uploads')
      .select(['owner_kind'])
      .where('key', '=', new URL(staffPicture).pathname.slice(7))
      .executeTakeFirst();
    expect(row).toEqual({ owner_kind: 'staff' });
    const user = await registerUser(t);
    expect((await setAvatar(user.token, staffPicture)).body).toEqual(notOwn('avatar', 'Avatar'));
  });
});

describe('unused uploads', () => {
  it('removes an upload nobody used a day later, both sizes, and keeps used ones', async () => {
    const user = await registerUser(t);
    const unused = await uploadAs(user.token);
    const used = await uploadAs(user.token);
    expect((await setAvatar(user.token, used)).body.code).toBe(0);

    // Not yet: less than a day old.
    t.clock.advance(UNUSED_UPLOAD_TTL_MS / 1000 - 60);
    await t.app.housekeeping();
    expect(await mediaStatus(unused)).toBe(200);

    t.clock.advance(120);
    await t.app.housekeeping();
    expect(await mediaStatus(unused)).toBe(404);
    expect(await mediaStatus(unused.replace(/\.webp$/, '.sm.webp'))).toBe(404);
    expect(await mediaStatus(used)).toBe(200);
    expect(await mediaStatus(used.replace(/\.webp$/, '.sm.webp'))).toBe(200);
    // A swept picture can no longer be claimed.
    expect((await addAnthology(user.token, unused)).body).toEqual(notOwn('anthologyCover', 'Cover'));
  });
});
