import { beforeAll, describe, expect, it } from 'vitest';
import { call, clientOf, freshIp, itRejectsBodies, registerUser, setupTestApp, type TestUser as User } from './helper.js';

const t = setupTestApp();
const { get, post } = clientOf(t);
let staffToken: string;
beforeAll(async () => {
  const login = await call(t.app, 'POST', '/api/admin/login', {
    body: { email: 'staff@example.com', password: 'staff-secret-1' },
    ip: freshIp(),
  });
  staffToken = login.body.data.token;
});
const sendMsg = (body: unknown, token = staffToken) => post('/api/admin/sendMsg', body, token);
const count = async (user: User) => (await get('/api/base/qryMsgCount', user.token)).body.data.usrMsgCount as number;
const list = async (user: User, query: Record<string, string> = {}) => (await get('/api/base/qryUserMsgInfo', user.token, query)).body.data;

/** A user with n messages "m1".."mn", sent in that order. */
async function userWithMessages(n: number): Promise<User> {
  const user = await registerUser(t);
  for (let i = 1; i <= n; i++) await sendMsg({ userId: user.userInfo.id, title: `t${i}`, text: `m${i}` });
  return user;
}

describe('admin sendMsg', () => {
  it('sends a message to one user', async () => {
    const user = await registerUser(t);
    const res = await sendMsg({ userId: user.userInfo.id, title: 'Audit', text: 'Your recipe passed the audit' });
    expect(res.body).toEqual({ code: 0, msg: 'success', data: { recipients: 1 } });
    const page = await list(user);
    expect(page).toMatchObject({ total: 1, current: 1, size: 10 });
    expect(page.records[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      title: 'Audit',
      content: 'Your recipe passed the audit',
      isRead: false,
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
  });

  it('sends to every user when userId is absent, one copy each', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const users = Number(
      (
        await t.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const res = await sendMsg({ text: 'Maintenance tonight' });
    expect(res.body.data.recipients).toBe(users);
    expect((await list(a)).records[0]).toMatchObject({ title: '', content: 'Maintenance tonight' });
    await post('/api/base/readMsg', { all: true }, a.token);
    expect(await count(a)).toBe(0);
    expect(await count(b)).toBe(1);
  });

  it('refuses an unknown user with 404 and stores nothing', async () => {
    const res = await sendMsg({ userId: '999999', text: 'hello' });
    expect(res.body).toEqual({ code: 404, msg: 'No such user', data: { field: 'userId' } });
  });

  it.each([
    [{}, 'text', 'Text: This field is required'],
    [{ text: '   ' }, 'text', 'Text: This field is required'],
    [{ text: 'x'.repeat(501) }, 'text', 'Text: At most 500 characters'],
    [{ text: 'x', title: 'y'.repeat(51) }, 'title', 'Title: At most 50 characters'],
    [{ text: 'x', userId: 'abc' }, 'userId', 'User: This value is not valid'],
  ])('rejects %j', async (body, field, msg) => {
    expect((await sendMsg(body)).body).toEqual({ code: 400, msg, data: { field } });
  });

  it('is for staff only: a user token or none gets 401', async () => {
    const user = await registerUser(t);
    expect((await sendMsg({ text: 'spam' }, user.token)).status).toBe(401);
    expect((await post('/api/admin/sendMsg', { text: 'spam' })).status).toBe(401);
  });
});

describe('qryMsgCount and qryUserMsgInfo', () => {
  it('counts unread messages and pages them newest first', async () => {
    const user = await userWithMessages(12);
    expect(await count(user)).toBe(12);
    const first = await list(user, { current: '1', size: '5' });
    expect(first.total).toBe(12);
    expect(first.records.map((m: { content: string }) => m.content)).toEqual(['m12', 'm11', 'm10', 'm9', 'm8']);
    const last = await list(user, { current: '3', size: '5' });
    expect(last.records.map((m: { content: string }) => m.content)).toEqual(['m2', 'm1']);
  });

  it('answers an empty page for a user without messages', async () => {
    const user = await registerUser(t);
    expect(await list(user)).toEqual({ records: [], total: 0, current: 1, size: 10 });
    expect(await count(user)).toBe(0);
  });

  it('rejects paging out of range in the caller language', async () => {
    const user = await registerUser(t);
    expect((await get('/api/base/qryUserMsgInfo', user.token, { size: '101' })).body).toEqual({
      code: 400,
      msg: 'Page size: Must be at most 100',
      data: { field: 'size' },
    });
    expect((await get('/api/base/qryUserMsgInfo', user.token, { current: '0' }, 'zh-CN')).body.msg).toBe('页码: 不能小于 1');
  });

  it('answers 401 without a token', async () => {
    for (const url of ['/api/base/qryMsgCount', '/api/base/qryUserMsgInfo']) {
      expect((await get(url)).body).toEqual({ code: 401, msg: 'Login failure', data: null });
    }
  });
});

describe('readMsg', () => {
  it('marks some messages read and answers the unread count', async () => {
    const user = await userWithMessages(3);
    const [m3, m2] = (await list(user)).records;
    const res = await post('/api/base/readMsg', { ids: [m3.id, m2.id] }, user.token);
    expect(res.body).toEqual({ code: 0, msg: 'success', data: { usrMsgCount: 1 } });
    expect((await list(user)).records.map((m: { isRead: boolean }) => m.isRead)).toEqual([true, true, false]);
    // Reading again changes nothing.
    expect((await post('/api/base/readMsg', { ids: [m3.id] }, user.token)).body.data.usrMsgCount).toBe(1);
  });

  it('marks all read', async () => {
    const user = await userWithMessages(3);
    expect((await post('/api/base/readMsg', { all: true }, user.token)).body.data).toEqual({ usrMsgCount: 0 });
  });

  itRejectsBodies(t, '/api/base/readMsg', [
    [{}, 'ids', 'Selection: Choose some messages or all of them'],
    [{ ids: [] }, 'ids', 'Selection: This field is required'],
    [{ ids: ['1'], all: true }, 'ids', 'Selection: Choose some messages or all of them'],
    [{ all: false }, 'all', 'All: Must be one of: true'],
    [{ ids: ['x'] }, 'ids.0', 'Selection: This value is not valid'],
    [{ ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) }, 'ids', 'Selection: Must be at most 100'],
  ]);

  it('answers 401 without a token', async () => {
    expect((await post('/api/base/readMsg', { all: true })).status).toBe(401);
  });
});

describe('delMsg', () => {
  it('deletes messages for good and answers the unread count', async () => {
    const user = await userWithMessages(3);
    const [m3, , m1] = (await list(user)).records;
    const res = await post('/api/base/delMsg', { ids: [m3.id, m1.id] }, user.token);
    expect(res.body).toEqual({ code: 0, msg: 'success', data: { usrMsgCount: 1 } });
    expect((await list(user)).records.map((m: { content: string }) => m.content)).toEqual(['m2']);
  });

  it('rejects a missing or empty selection, in the caller language', async () => {
    const user = await registerUser(t);
    expect((await post('/api/base/delMsg', {}, user.token)).body).toEqual({
      code: 400,
      msg: 'Selection: This field is required',
      data: { field: 'ids' },
    });
    expect((await post('/api/base/delMsg', { ids: [] }, user.token, 'zh-CN')).body.msg).toBe('所选项: 此项为必填项');
  });

  it('answers 401 without a token', async () => {
    expect((await post('/api/base/delMsg', { ids: ['1'] })).status).toBe(401);
  });

  it('treats ids beyond any row as naming nothing, on every database', async () => {
    const user = await userWithMessages(1);
    const huge = '9223372036854775807';
    expect((await post('/api/base/delMsg', { ids: [huge] }, user.token)).body).toEqual({
      code: 0,
      msg: 'success',
      data: { usrMsgCount: 1 },
    });
    expect((await post('/api/base/readMsg', { ids: [huge] }, user.token)).body).toEqual({
      code: 0,
      msg: 'success',
      data: { usrMsgCount: 1 },
    });
    expect((await sendMsg({ userId: huge, text: 'x' })).status).toBe(404);
  });
});

describe('ownership: user B never reads, marks or deletes the messages of user A', () => {
  it('keeps every call to the caller’s own messages', async () => {
    const a = await userWithMessages(2);
    const b = await userWithMessages(1);
    const aIds: string[] = (await list(a)).records.map((m: { id: string }) => m.id);

    // Reads ignore a userId naming someone else.
    const bList = await list(b, { userId: a.userInfo.id });
    expect(bList.total).toBe(1);
    expect(bList.records.map((m: { id: string }) => m.id)).not.toContain(aIds[0]);
    expect((await get('/api/base/qryMsgCount', b.token, { userId: a.userInfo.id })).body.data.usrMsgCount).toBe(1);

    // Marking or deleting A's ids from B's session touches nothing of A.
    expect((await post('/api/base/readMsg', { ids: aIds, userId: a.userInfo.id }, b.token)).body.data.usrMsgCount).toBe(1);
    expect((await post('/api/base/delMsg', { ids: aIds, userId: a.userInfo.id }, b.token)).body.code).toBe(0);
    // "all" means all of B's.
    await post('/api/base/readMsg', { all: true }, b.token);

    const aAfter = await list(a);
    expect(aAfter.total).toBe(2);
    expect(aAfter.records.every((m: { isRead: boolean }) => !m.isRead)).toBe(true);
    expect(await count(a)).toBe(2);
  });
});

describe('documentation', () => {
  it('publishes every message call in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/base/qryMsgCount',
      '/api/base/qryUserMsgInfo',
      '/api/base/readMsg',
      '/api/base/delMsg',
      '/api/admin/sendMsg',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    for (const path of ['/api/user/updUserInfo', '/api/user/updPhone', '/api/user/updPwd']) expect(doc.paths[path], path).toBeDefined();
  });
});
