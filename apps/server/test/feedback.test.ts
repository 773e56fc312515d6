import { adminFeedbackSchema, feedbackSchema, FEEDBACK_SCREENSHOTS_MAX } from '@chef/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_PER_USER_HOUR } from '../src/modules/feedback/feedback.routes.js';
import { buildFeedback, buildUser } from './factories.js';
import { buildTestApp, call, itNeedsLogin, listenOnLoopback, staffLoginOf, type TestApp } from './helper.js';
import { picture, upload } from './multipart.js';

/**
 * Feedback through HTTP: the user's form (every bound, screenshots that must be the caller's own
 * uploads, nothing stored on a refusal), the history, the console's inbox and reply (recorded in the
 * staff action log, told to the user as a message, live over a real socket). SQLite, and PostgreSQL in
 * the server-pg project.
 */
type User = { token: string; id: string };

const t = {} as TestApp;
let staffToken: string;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  Object.assign(t, await buildTestApp());
  base = await listenOnLoopback(t.app);
  staffToken = (await staffLoginOf(t.app)).token;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string, query?: Record<string, string>) =>
  call(t.app, 'GET', url, { ...(token ? { token } : {}), ...(query ? { query } : {}) });
const post = (url: string, body: unknown, token?: string, lang?: string) =>
  call(t.app, 'POST', url, { body, ...(token ? { token } : {}), ...(lang ? { lang } : {}) });

async function newUser(overrides: Parameters<typeof buildUser>[1] = {}): Promise<User> {
  const user = await buildUser(t.db, overrides);
  return { token: user.token, id: String(user.id) };
}
async function screenshotOf(user: User, folderName = 'feedback'): Promise<string> {
  const res = await upload(t.app, {
    token: user.token,
    folderName,
    file: { filename: 's.png', contentType: 'image/png', data: await picture(32, 24) },
  });
  expect(res.body.code).toBe(0);
  return res.body.data as string;
}
const countFeedback = async () =>
  Number(
    (
      await t.db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const usedAt = async (url: string) =>
  (
    await t.db
      .selectFrom('uploads')
      .select('used_at')
      .where('key', '=', new URL(url).pathname.replace(/^\/media\//, ''))
      .executeTakeFirstOrThrow()
  ).used_at;
const addFeedback = (user: User, body: Record<string, unknown>) => post('/api/feedback/addFeedback', body, user.token);
const history = async (user: User) => (await get('/api/feedback/qryFeedback', user.token, { size: '50' })).body.data;
const inbox = async (query: Record<string, string> = {}) =>
  (await get('/api/admin/qryFeedback', staffToken, { size: '100', ...query })).body;
const reply = (body: unknown, token: string | undefined = staffToken) => post('/api/admin/replyFeedback', body, token);

describe('sending feedback', () => {
  it('stores the feedback with its screenshots, contact and attached data, and the history shows it newest first', async () => {
    const user = await newUser();
    const shots = [await screenshotOf(user), await screenshotOf(user)];
    const first = await addFeedback(user, {
      type: 1,
      description: '  Home loads slowly  ',
      screenshots: shots,
      contact: ' me@example.com ',
    });
    expect(first.body).toEqual({ code: 0, msg: 'success', data: { id: expect.any(String) } });
    const second = await addFeedback(user, {
      type: 6,
      description: 'Other thing',
      appVersion: '1.2.3',
      browser: 'Firefox/130',
      page: '/recipe',
    });
    expect(second.body.code).toBe(0);

    const page = await history(user);
    expect(page.total).toBe(2);
    expect(page.records.map((r: { id: string }) => r.id)).toEqual([second.body.data.id, first.body.data.id]);
    for (const record of page.records) expect(feedbackSchema.parse(record)).toEqual(record);
    expect(page.records[1]).toEqual({
      id: first.body.data.id,
      type: 1,
      description: 'Home loads slowly',
      screenshots: shots,
      contact: 'me@example.com',
      createTime: expect.any(String),
      status: 'waiting',
      reply: null,
      replyTime: null,
    });
    // The screenshots are marked used, so the sweep of unused uploads keeps them.
    for (const shot of shots) expect(await usedAt(shot)).not.toBeNull();

    const stored = await t.db.selectFrom('feedback').selectAll().where('id', '=', Number(second.body.data.id)).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ app_version: '1.2.3', browser: 'Firefox/130', page: '/recipe', contact: null, screenshots: '[]' });
  });

  it('fills the browser from the User-Agent when the client attaches none', async () => {
    const user = await newUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/feedback/addFeedback',
      headers: { authorization: `Bearer ${user.token}`, 'user-agent': 'TestAgent/9.9' },
      payload: { type: 5, description: 'Lag' },
    });
    const id = Number(res.json<{ data: { id: string } }>().data.id);
    expect((await t.db.selectFrom('feedback').select('browser').where('id', '=', id).executeTakeFirstOrThrow()).browser).toBe(
      'TestAgent/9.9',
    );
  });

  const tooLong = (n: number) => 'x'.repeat(n);
  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['type 0', { type: 0, description: 'x' }, 'type', 'Type: Must be at least 1'],
    ['type 7', { type: 7, description: 'x' }, 'type', 'Type: Must be at most 6'],
    ['no type', { description: 'x' }, 'type', 'Type: Please select'],
    ['no description', { type: 1 }, 'description', 'Description: This field is required'],
    ['an empty description', { type: 1, description: '' }, 'description', 'Description: This field is required'],
    ['a blank description', { type: 1, description: '   \n ' }, 'description', 'Description: This field is required'],
    ['a description over 1000', { type: 1, description: tooLong(1001) }, 'description', 'Description: At most 1000 characters'],
    ['a contact over 100', { type: 1, description: 'x', contact: tooLong(101) }, 'contact', 'Contact: At most 100 characters'],
    ['an app version over 40', { type: 1, description: 'x', appVersion: tooLong(41) }, 'appVersion', 'App version: At most 40 characters'],
    ['a page over 500', { type: 1, description: 'x', page: tooLong(501) }, 'page', 'Page: At most 500 characters'],
    [
      'a screenshot that is no URL',
      { type: 1, description: 'x', screenshots: ['javascript:alert(1)'] },
      'screenshots.0',
      'Screenshots: Please upload the picture here first',
    ],
  ];
  it.each(refusals)('refuses %s with 400 naming the field, storing nothing', async (_label, body, field, msg) => {
    const user = await newUser();
    const before = await countFeedback();
    expect((await addFeedback(user, body)).body).toEqual({ code: 400, msg, data: { field } });
    expect(await countFeedback()).toBe(before);
  });

  it(`refuses ${FEEDBACK_SCREENSHOTS_MAX + 1} screenshots, and takes ${FEEDBACK_SCREENSHOTS_MAX}`, async () => {
    const user = await newUser();
    const shots = await Promise.all(Array.from({ length: FEEDBACK_SCREENSHOTS_MAX + 1 }, () => screenshotOf(user)));
    const before = await countFeedback();
    expect((await addFeedback(user, { type: 2, description: 'x', screenshots: shots })).body).toEqual({
      code: 400,
      msg: 'Screenshots: Must be at most 6',
      data: { field: 'screenshots' },
    });
    expect(await countFeedback()).toBe(before);
    for (const shot of shots) expect(await usedAt(shot)).toBeNull();
    expect((await addFeedback(user, { type: 2, description: 'x', screenshots: shots.slice(0, FEEDBACK_SCREENSHOTS_MAX) })).body.code).toBe(
      0,
    );
  });

  it("refuses a foreign URL and another user's upload, claiming none of the screenshots (one transaction)", async () => {
    const a = await newUser();
    const b = await newUser();
    const aShot = await screenshotOf(a);
    const bShot = await screenshotOf(b);
    const before = await countFeedback();
    const notOwn = { code: 400, msg: 'Screenshots: Please use a picture you uploaded yourself', data: { field: 'screenshots' } };
    // B's own screenshot first, then A's: B's claim is rolled back with the refusal.
    expect((await addFeedback(b, { type: 3, description: 'x', screenshots: [bShot, aShot] })).body).toEqual(notOwn);
    expect(await usedAt(bShot)).toBeNull();
    const invented = aShot.replace(/[0-9a-f]{32}/, '0123456789abcdef0123456789abcdef');
    expect((await addFeedback(a, { type: 3, description: 'x', screenshots: [invented] })).body).toEqual(notOwn);
    expect((await addFeedback(a, { type: 3, description: 'x', screenshots: ['https://elsewhere.example/p.png'] })).body).toEqual({
      ...notOwn,
      msg: 'Screenshots: Please upload the picture here first',
    });
    expect(await countFeedback()).toBe(before);
    expect(await usedAt(aShot)).toBeNull();
  });

  it('shows each user only their own feedback', async () => {
    const a = await newUser();
    const b = await newUser();
    await buildFeedback(t.db, Number(a.id), { description: 'A’s secret' });
    expect((await history(b)).total).toBe(0);
    expect((await history(a)).records.map((r: { description: string }) => r.description)).toEqual(['A’s secret']);
  });

  it(`answers 429 past ${FEEDBACK_PER_USER_HOUR} a user sends in an hour`, async () => {
    const user = await newUser();
    for (let i = 0; i < FEEDBACK_PER_USER_HOUR; i += 1)
      expect((await addFeedback(user, { type: 6, description: `n${i}` })).body.code).toBe(0);
    const refused = await addFeedback(user, { type: 6, description: 'one more' });
    expect(refused.status).toBe(429);
    // Another user is not held back.
    expect((await addFeedback(await newUser(), { type: 6, description: 'mine' })).body.code).toBe(0);
  });
});

describe('who may call', () => {
  itNeedsLogin(
    t,
    [
      ['POST', '/api/feedback/addFeedback'],
      ['GET', '/api/feedback/qryFeedback'],
    ],
    { body: { type: 1, description: 'x' } },
  );

  it('refuses staff calls to visitors and portal users, and user calls to staff', async () => {
    const user = await newUser();
    const row = await buildFeedback(t.db, Number(user.id));
    for (const token of [undefined, user.token]) {
      expect((await get('/api/admin/qryFeedback', token)).status).toBe(401);
      expect((await post('/api/admin/replyFeedback', { id: String(row.id), reply: 'hi' }, token)).status).toBe(401);
    }
    expect((await get('/api/feedback/qryFeedback', staffToken)).status).toBe(401);
    expect((await post('/api/feedback/addFeedback', { type: 1, description: 'x' }, staffToken)).status).toBe(401);
    expect((await t.db.selectFrom('feedback').select('reply').where('id', '=', row.id).executeTakeFirstOrThrow()).reply).toBeNull();
  });
});

describe('the console inbox', () => {
  it('lists everyone’s feedback, waiting first then newest, with the masked account, nickname and attached data; filters by type and status', async () => {
    await t.db.deleteFrom('feedback').execute();
    const phoneUser = await buildUser(t.db, { mobile: '13812345678', email: null, nickname: 'Phone' });
    const mailUser = await buildUser(t.db, { email: 'alice@example.com', nickname: 'Alice' });
    const oldWaiting = await buildFeedback(t.db, phoneUser.id, { type: 1, app_version: '1.0.0', browser: 'UA', page: '/home' });
    const replied = await buildFeedback(t.db, mailUser.id, { type: 1, reply: 'Done', reply_time: new Date().toISOString() });
    const newWaiting = await buildFeedback(t.db, mailUser.id, { type: 5 });

    const all = await inbox();
    expect(all.data.total).toBe(3);
    expect(all.data.records.map((r: { id: string }) => r.id)).toEqual([newWaiting.id, oldWaiting.id, replied.id].map(String));
    for (const record of all.data.records) expect(adminFeedbackSchema.parse(record)).toEqual(record);
    expect(all.data.records[1]).toMatchObject({
      user: { id: String(phoneUser.id), account: '138****5678', nickname: 'Phone' },
      appVersion: '1.0.0',
      browser: 'UA',
      page: '/home',
      status: 'waiting',
    });
    expect(all.data.records[0].user.account).toBe('a***@example.com');

    const ids = async (query: Record<string, string>) => (await inbox(query)).data.records.map((r: { id: string }) => r.id);
    expect(await ids({ type: '1' })).toEqual([oldWaiting.id, replied.id].map(String));
    expect(await ids({ status: 'replied' })).toEqual([String(replied.id)]);
    expect(await ids({ status: 'waiting', type: '5' })).toEqual([String(newWaiting.id)]);
    expect((await inbox({ type: '9' })).code).toBe(400);
    expect((await inbox({ status: 'done' })).code).toBe(400);
  });

  it('replies: stores it with the staff member, logs before and after in one go, tells the user in their language, and the history shows it', async () => {
    const user = await newUser({ language: 'zh-CN' });
    const { id } = (await addFeedback(user, { type: 4, description: 'Make the timer louder' })).body.data;
    const staffId = (await get('/api/admin/qryStaffInfo', staffToken)).body.data.id;

    expect((await reply({ id, reply: '  ' })).body).toEqual({ code: 400, msg: 'Reply: This field is required', data: { field: 'reply' } });
    expect((await reply({ id, reply: 'x'.repeat(1001) })).body.data).toEqual({ field: 'reply' });
    expect((await reply({ id: '999999', reply: 'hi' })).body).toEqual({
      code: 404,
      msg: 'This feedback does not exist',
      data: { field: 'id' },
    });
    expect(
      await t.db.selectFrom('staff_actions').selectAll().where('action', '=', 'feedback.reply').where('target_id', '=', id).execute(),
    ).toEqual([]);

    expect((await reply({ id, reply: ' We will, in the next release. ' })).body).toEqual({ code: 0, msg: 'success', data: null });
    const row = await t.db.selectFrom('feedback').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reply: 'We will, in the next release.', replied_by: Number(staffId) });
    expect(row.reply_time).not.toBeNull();

    const [logged] = await t.db
      .selectFrom('staff_actions')
      .selectAll()
      .where('action', '=', 'feedback.reply')
      .where('target_id', '=', id)
      .execute();
    expect(logged).toMatchObject({ staff_id: Number(staffId) });
    expect(JSON.parse(logged!.before!)).toMatchObject({ reply: null, reply_time: null });
    expect(JSON.parse(logged!.after!)).toMatchObject({ reply: 'We will, in the next release.', reply_time: row.reply_time });

    const messages = (await get('/api/base/qryUserMsgInfo', user.token)).body.data.records;
    expect(messages[0]).toMatchObject({
      title: '您的反馈有了回复',
      content: '关于您的反馈“Make the timer louder”：We will, in the next release.',
    });

    const [shown] = (await history(user)).records;
    expect(shown).toMatchObject({ id, status: 'replied', reply: 'We will, in the next release.', replyTime: row.reply_time });

    // Replying again replaces the reply (the log keeps both versions), and the user is told again.
    expect((await reply({ id, reply: 'It is in 1.3.' })).body.code).toBe(0);
    expect((await history(user)).records[0].reply).toBe('It is in 1.3.');
    const log = await t.db
      .selectFrom('staff_actions')
      .select('before')
      .where('target_id', '=', id)
      .where('action', '=', 'feedback.reply')
      .orderBy('id')
      .execute();
    expect(log).toHaveLength(2);
    expect(JSON.parse(log[1]!.before!)).toMatchObject({ reply: 'We will, in the next release.' });
    expect((await get('/api/base/qryUserMsgInfo', user.token)).body.data.total).toBe(2);
  });

  it('pushes the reply live to the user’s open socket (ShowMsg with the title, then SyncMsgCount) and to nobody else', async () => {
    const user = await newUser();
    const other = await newUser();
    const row = await buildFeedback(t.db, Number(user.id), { description: 'Where is dark mode?' });
    const open = async (token: string) => {
      const socket = connect(base, {
        path: '/messageHub',
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const events: unknown[][] = [];
      socket.onAny((event: string, ...args: unknown[]) => events.push([event, ...args]));
      return events;
    };
    const mine = await open(user.token);
    const theirs = await open(other.token);
    const syncOf = (events: unknown[][]) =>
      new Promise<void>((resolve) => {
        const check = () => (events.some(([name]) => name === 'SyncMsgCount') ? resolve() : setTimeout(check, 20));
        check();
      });

    expect((await reply({ id: String(row.id), reply: 'Coming soon' })).body.code).toBe(0);
    await syncOf(mine);
    expect(mine).toEqual([['ShowMsg', 'Your feedback has a reply'], ['SyncMsgCount']]);
    // The other user's socket got nothing: a message to them afterwards arrives first on it.
    await call(t.app, 'POST', '/api/admin/sendMsg', { body: { userId: other.id, text: 'Just you' }, token: staffToken });
    await syncOf(theirs);
    expect(theirs).toEqual([['ShowMsg', 'Just you'], ['SyncMsgCount']]);
  });
});
