import { AUDIT_STATUS, CODE_RESEND_SECONDS, DASHBOARD_DAYS } from '@chef/shared';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDevice, buildFeedback, buildRecipe, buildUser } from './factories.js';
import { buildTestApp, call, freshIp, lastCode, listenOnLoopback, registerUser, staffLoginOf, type TestApp } from './helper.js';

/**
 * The console's users, dashboard and audit log (issue 11) on a listening app: search, detail, disabling
 * (tokens, live sockets and sign-in), the dashboard's figures against rows made here, daily activity,
 * and the audit log of every console write.
 */
let t: TestApp;
let base: string;
let staffToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  base = await listenOnLoopback(t.app);
  staffToken = (await staffLoginOf(t.app)).token;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, query: Record<string, string> = {}, token = staffToken) => call(t.app, 'GET', url, { query, token });
const post = (url: string, body: unknown, token = staffToken) => call(t.app, 'POST', url, { body, token, ip: freshIp() });
const searchUsers = async (keyword: string) => (await get('/api/admin/qryUser', { keyword, size: '100' })).body.data;
const ids = (records: { id: string }[]) => records.map((r) => r.id);
const actions = async (query: Record<string, string> = {}) => (await get('/api/admin/qryStaffAction', { size: '100', ...query })).body.data;

describe('staff only', () => {
  const routes: [method: 'GET' | 'POST', url: string][] = [
    ['GET', '/api/admin/qryUser'],
    ['GET', '/api/admin/qryUserDetail'],
    ['POST', '/api/admin/updUserStatus'],
    ['GET', '/api/admin/qryDashboard'],
    ['GET', '/api/admin/qryStaffAction'],
  ];
  it.each(routes)('%s %s refuses visitors and portal users', async (method, url) => {
    const user = await buildUser(t.db);
    for (const token of [undefined, user.token]) {
      const res = await call(t.app, method, url, {
        ...(token ? { token } : {}),
        ...(method === 'POST' ? { body: { id: String(user.id), disabled: true } } : { query: { id: String(user.id) } }),
      });
      expect(res.status).toBe(401);
    }
    // The portal user was not disabled by the refused call.
    expect((await call(t.app, 'GET', '/api/user/qryUserInfo', { token: user.token })).status).toBe(200);
  });
});

describe('users', () => {
  it('finds users by the start of their mobile, e-mail or nickname, case ignored, with their counts', async () => {
    const tag = `q${Date.now().toString(36)}`;
    const byMail = await buildUser(t.db, { email: `${tag}.mail@example.com`, nickname: 'Plain' });
    const byMobile = await buildUser(t.db, { email: null, mobile: `139${String(Date.now()).slice(-8)}`, nickname: 'Phone' });
    const byNick = await buildUser(t.db, { nickname: `${tag.toUpperCase()} Cook` });
    await buildRecipe(t.db, { author_id: byMail.id, audit_status: AUDIT_STATUS.failed });
    await buildFeedback(t.db, byMail.id);
    await buildFeedback(t.db, byMail.id, { reply: 'Thanks', reply_time: new Date().toISOString() });

    const found = await searchUsers(tag);
    expect(ids(found.records).sort()).toEqual([String(byMail.id), String(byNick.id)].sort());
    expect(found.records.find((u: { id: string }) => u.id === String(byMail.id))).toEqual({
      id: String(byMail.id),
      mobile: null,
      email: byMail.email,
      nickname: 'Plain',
      avatar: null,
      createTime: byMail.created_at,
      disabled: false,
      recipeCount: 1,
      feedbackCount: 2,
    });
    // An exact account is its own prefix; the mobile number is masked in the answer.
    const mobile = (await searchUsers(byMobile.mobile!)).records;
    expect(ids(mobile)).toEqual([String(byMobile.id)]);
    expect(mobile[0].mobile).toBe(`139****${byMobile.mobile!.slice(-4)}`);
    expect(ids((await searchUsers(byMail.email!.toUpperCase())).records)).toEqual([String(byMail.id)]);
    // LIKE's wildcards are taken literally.
    expect((await searchUsers('%')).total).toBe(0);
    expect((await searchUsers('_')).total).toBe(0);
    // No keyword: everyone, newest first.
    const all = await get('/api/admin/qryUser', { size: '2' });
    expect(ids(all.body.data.records)).toEqual([String(byNick.id), String(byMobile.id)]);
    expect(all.body.data.total).toBeGreaterThanOrEqual(3);
  });

  it('rejects a keyword over the limit, naming the field', async () => {
    const res = await get('/api/admin/qryUser', { keyword: 'x'.repeat(51) });
    expect(res.body).toEqual({ code: 400, msg: 'Keyword: At most 50 characters', data: { field: 'keyword' } });
  });

  it("shows one user's recipes in every audit state and their feedback", async () => {
    const user = await buildUser(t.db);
    const passed = await buildRecipe(t.db, { author_id: user.id, audit_status: AUDIT_STATUS.succeeded });
    const failed = await buildRecipe(t.db, { author_id: user.id, audit_status: AUDIT_STATUS.failed, audit_reason: 'Blurry' });
    const waiting = await buildRecipe(t.db, { author_id: user.id, audit_status: AUDIT_STATUS.underAudit });
    await buildRecipe(t.db); // someone else's
    const open = await buildFeedback(t.db, user.id, { type: 3, description: 'Crashes' });
    const answered = await buildFeedback(t.db, user.id, { reply: 'Fixed', reply_time: new Date().toISOString() });

    const res = await get('/api/admin/qryUserDetail', { id: String(user.id) });
    expect(res.status).toBe(200);
    const detail = res.body.data;
    expect(detail).toMatchObject({ id: String(user.id), disabled: false, disabledTime: null, recipeCount: 3, feedbackCount: 2 });
    expect(detail.recipes.map((r: { id: string; auditStatus: number }) => [r.id, r.auditStatus])).toEqual([
      [waiting.id, AUDIT_STATUS.underAudit],
      [failed.id, AUDIT_STATUS.failed],
      [passed.id, AUDIT_STATUS.succeeded],
    ]);
    expect(detail.recipes[1].auditReason).toBe('Blurry');
    expect(detail.feedback).toEqual([
      { id: String(answered.id), type: answered.type, description: answered.description, createTime: answered.created_at, replied: true },
      { id: String(open.id), type: 3, description: 'Crashes', createTime: open.created_at, replied: false },
    ]);

    expect((await get('/api/admin/qryUserDetail', { id: '999999' })).body).toEqual({
      code: 404,
      msg: 'No such user',
      data: { field: 'id' },
    });
    expect((await get('/api/admin/qryUserDetail', { id: '99999999999' })).status).toBe(404);
  });
});

describe('disabling an account', () => {
  // Several sign-ins and a registration, each a scrypt hash (N = 2^17): about 25 s on two busy cores,
  // too close to the default 30 s.
  it('ends its sessions and live sockets at once and refuses sign-in until enabled', async () => {
    const user = await registerUser(t);
    const id = String(user.userInfo.id);
    const other = await registerUser(t);

    // A live socket of the user (and one of another user that must stay).
    const open = async (token: string) => {
      const socket: Socket = connect(base, {
        path: '/messageHub',
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      return socket;
    };
    const socket = await open(user.token);
    const otherSocket = await open(other.token);
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    // A login code asked for before the account is disabled (once the register code's resend wait is over).
    t.clock.advance(CODE_RESEND_SECONDS);
    const ip = freshIp();
    expect((await call(t.app, 'POST', '/api/user/sendCode', { body: { account: user.account, scene: 'login' }, ip })).status).toBe(200);
    const code = await lastCode(t.db, user.account);

    expect((await post('/api/admin/updUserStatus', { id, disabled: true })).body).toEqual({ code: 0, msg: 'success', data: null });

    expect((await call(t.app, 'GET', '/api/user/qryUserInfo', { token: user.token })).status).toBe(401);
    expect(await dropped).toBe('io server disconnect');
    expect(otherSocket.connected).toBe(true);
    expect((await call(t.app, 'GET', '/api/user/qryUserInfo', { token: other.token })).status).toBe(200);
    otherSocket.disconnect();

    const disabled = { code: 403, msg: 'This account has been disabled', data: { field: 'account' } };
    const login = () => call(t.app, 'POST', '/api/user/login', { body: { account: user.account, password: user.password }, ip: freshIp() });
    expect((await login()).body).toEqual(disabled);
    const byCode = await call(t.app, 'POST', '/api/user/login', { body: { account: user.account, code }, ip: freshIp() });
    expect(byCode.body).toEqual(disabled);
    for (const scene of ['login', 'resetPwd']) {
      expect((await call(t.app, 'POST', '/api/user/sendCode', { body: { account: user.account, scene }, ip: freshIp() })).body).toEqual(
        disabled,
      );
    }
    expect(
      (
        await call(t.app, 'POST', '/api/user/login', {
          body: { account: user.account, password: user.password },
          lang: 'zh-CN',
          ip: freshIp(),
        })
      ).body.msg,
    ).toBe('该账号已被停用');
    // A wrong password still answers as a wrong password: the state is only told to who knows the password.
    expect(
      (await call(t.app, 'POST', '/api/user/login', { body: { account: user.account, password: 'wrong123' }, ip: freshIp() })).body.msg,
    ).toBe('Incorrect account or password');
    // A socket cannot open with the old token either.
    await expect(open(user.token)).rejects.toThrow('Login failure');

    const detail = (await get('/api/admin/qryUserDetail', { id })).body.data;
    expect(detail.disabled).toBe(true);
    expect(detail.disabledTime).toEqual(expect.any(String));
    expect(ids((await searchUsers(user.account)).records)).toEqual([id]);

    // Disabling again changes and records nothing.
    const before = (await actions({ action: 'user' })).total;
    await post('/api/admin/updUserStatus', { id, disabled: true });
    expect((await actions({ action: 'user' })).total).toBe(before);

    expect((await post('/api/admin/updUserStatus', { id, disabled: false })).body.code).toBe(0);
    const again = await login();
    expect(again.body.code).toBe(0);
    expect((await call(t.app, 'GET', '/api/user/qryUserInfo', { token: again.body.data.token })).status).toBe(200);

    const log = (await actions({ action: 'user.' })).records.filter((a: { targetId: string }) => a.targetId === id);
    expect(log.map((a: { action: string; before: unknown; after: unknown }) => [a.action, a.before, a.after])).toEqual([
      ['user.enable', { disabled: true }, { disabled: false }],
      ['user.disable', { disabled: false }, { disabled: true }],
    ]);
  }, 120_000);

  it('refuses a body without the state or with an unknown user', async () => {
    const user = await buildUser(t.db);
    expect((await post('/api/admin/updUserStatus', { id: String(user.id) })).body).toMatchObject({
      code: 400,
      data: { field: 'disabled' },
    });
    expect((await post('/api/admin/updUserStatus', { id: '999999', disabled: true })).body).toEqual({
      code: 404,
      msg: 'No such user',
      data: { field: 'id' },
    });
    expect((await call(t.app, 'GET', '/api/user/qryUserInfo', { token: user.token })).status).toBe(200);
  });
});

describe('dashboard', () => {
  const dashboard = async () => (await get('/api/admin/qryDashboard')).body.data;
  const dayBefore = (days: number) =>
    new Date(Date.parse(t.clock.now.toISOString().slice(0, 10)) - days * 86_400_000).toISOString().slice(0, 10);

  it('counts users, recipes published and under audit, feedback waiting, devices online; sign-ups, active users and cooks per day', async () => {
    const start = await dashboard();
    expect(start.days).toHaveLength(DASHBOARD_DAYS);
    expect(start.days[0].day).toBe(dayBefore(DASHBOARD_DAYS - 1));
    expect(start.days.at(-1).day).toBe(dayBefore(0));

    const twoDaysAgo = `${dayBefore(2)}T10:00:00.000Z`;
    const a = await buildUser(t.db, { created_at: twoDaysAgo });
    const b = await buildUser(t.db, { created_at: `${dayBefore(2)}T23:59:59.999Z` });
    await buildUser(t.db, { created_at: `${dayBefore(DASHBOARD_DAYS)}T12:00:00.000Z` }); // before the window
    await buildRecipe(t.db, { author_id: a.id, audit_status: AUDIT_STATUS.underAudit });
    await buildRecipe(t.db, {
      author_id: a.id,
      audit_status: AUDIT_STATUS.succeeded,
      pending: '{}',
      pending_status: AUDIT_STATUS.underAudit,
    });
    await buildRecipe(t.db, { author_id: a.id, audit_status: AUDIT_STATUS.failed });
    await buildFeedback(t.db, b.id);
    await buildFeedback(t.db, b.id, { reply: 'Done', reply_time: twoDaysAgo });
    await t.db
      .insertInto('user_activity')
      .values([
        { user_id: a.id, day: dayBefore(5) },
        { user_id: b.id, day: dayBefore(5) },
        { user_id: b.id, day: dayBefore(DASHBOARD_DAYS) },
      ])
      .execute();

    // Issue 29: recipes published, devices online, cooking sessions on the robot and in cook mode per day.
    const published = await buildRecipe(t.db, { author_id: a.id, audit_status: AUDIT_STATUS.succeeded });
    await buildDevice(t.db, { online: 1 });
    await buildDevice(t.db, { online: 1, revoked_at: twoDaysAgo }); // revoked: not counted
    await buildDevice(t.db, { online: 0 });
    const cooked = (source: string, cooked_at: string) => ({ user_id: a.id, recipe_id: Number(published.id), source, cooked_at });
    await t.db
      .insertInto('cook_records')
      .values([
        cooked('device', twoDaysAgo),
        cooked('device', `${dayBefore(2)}T23:00:00.000Z`),
        cooked('cookMode', `${dayBefore(3)}T08:00:00.000Z`),
        cooked('web', `${dayBefore(3)}T09:00:00.000Z`), // "I cooked this": neither
        cooked('device', `${dayBefore(DASHBOARD_DAYS)}T12:00:00.000Z`), // before the window
      ])
      .execute();

    const end = await dashboard();
    expect(end.users - start.users).toBe(3);
    expect(end.recipesUnderAudit - start.recipesUnderAudit).toBe(2);
    // The one built published plus the one whose change waits (its published version is public).
    expect(end.recipesPublished - start.recipesPublished).toBe(2);
    expect(end.feedbackWaiting - start.feedbackWaiting).toBe(1);
    expect(end.devicesOnline - start.devicesOnline).toBe(1);
    type Field = 'signUps' | 'activeUsers' | 'robotCooks' | 'cookModeCooks';
    const change = (day: string, field: Field) =>
      end.days.find((d: { day: string }) => d.day === day)[field] - start.days.find((d: { day: string }) => d.day === day)[field];
    expect(change(dayBefore(2), 'signUps')).toBe(2);
    expect(change(dayBefore(5), 'activeUsers')).toBe(2);
    expect(change(dayBefore(2), 'robotCooks')).toBe(2);
    expect(change(dayBefore(3), 'cookModeCooks')).toBe(1);
    // Nothing else moved (the rows before the window are not counted in it).
    const fields: Field[] = ['signUps', 'activeUsers', 'robotCooks', 'cookModeCooks'];
    const moved = end.days.filter((d: Record<Field, number>, i: number) => fields.some((f) => d[f] !== start.days[i][f]));
    expect(moved.map((d: { day: string }) => d.day).sort()).toEqual([dayBefore(5), dayBefore(3), dayBefore(2)].sort());
  });
});

/** Counts the inserts into user_activity a database is asked to run. */
class ActivityWrites implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const node = args.node;
    if (node.kind === 'InsertQueryNode' && node.into?.table.identifier.name === 'user_activity') this.count += 1;
    return node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

describe('daily activity', () => {
  it('is written once per user and UTC day by a node, on signed-in calls only', async () => {
    const writes = new ActivityWrites();
    const node = await buildTestApp({}, { wrapDb: (db) => db.withPlugin(writes) });
    try {
      const user = await buildUser(node.db);
      const days = async () =>
        (await node.db.selectFrom('user_activity').select('day').where('user_id', '=', user.id).orderBy('day').execute()).map((r) => r.day);
      const signedIn = () => call(node.app, 'GET', '/api/user/qryUserInfo', { token: user.token });
      await call(node.app, 'GET', '/api/base/qryAdvPic', { query: { advType: '1' } }); // a visitor's call
      for (let i = 0; i < 3; i += 1) expect((await signedIn()).status).toBe(200);
      const today = node.clock.now.toISOString().slice(0, 10);
      await expect.poll(days).toEqual([today]);
      expect(writes.count).toBe(1);

      node.clock.advance(86_400);
      for (let i = 0; i < 2; i += 1) expect((await signedIn()).status).toBe(200);
      const tomorrow = node.clock.now.toISOString().slice(0, 10);
      await expect.poll(days).toEqual([today, tomorrow]);
      expect(writes.count).toBe(2);
    } finally {
      await node.close();
    }
  });
});

describe('the audit log', () => {
  it('lists every console write with who, what, target, before and after, newest first', async () => {
    const author = await buildUser(t.db);
    const recipe = await buildRecipe(t.db, {
      author_id: author.id,
      audit_status: AUDIT_STATUS.underAudit,
      submitted_at: new Date().toISOString(),
    });
    expect((await post('/api/admin/auditRecipe', { id: recipe.id, pass: false, reason: 'Too salty' })).body.code).toBe(0);
    expect((await post('/api/admin/sendMsg', { userId: String(author.id), title: 'Hi', text: 'Hello there' })).body.data).toEqual({
      recipients: 1,
    });
    const everyone = (await post('/api/admin/sendMsg', { text: 'To all' })).body.data.recipients as number;
    const sn = `PEOPLE${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
    const device = await post('/api/admin/addDevice', { sn, model: 'CR-1' });
    expect(device.body.code).toBe(0);

    const page = await actions();
    const [add, all, one, audit] = page.records;
    const staff = { staffId: expect.any(String), staffName: expect.any(String), staffEmail: 'staff@example.com', time: expect.any(String) };
    expect(audit).toMatchObject({
      ...staff,
      action: 'recipe.audit',
      targetId: recipe.id,
      before: { revision: false, auditStatus: AUDIT_STATUS.underAudit, reason: null },
      after: { revision: false, auditStatus: AUDIT_STATUS.failed, reason: 'Too salty' },
    });
    expect(one).toMatchObject({
      ...staff,
      action: 'message.send',
      targetId: String(author.id),
      before: null,
      after: { userId: String(author.id), title: 'Hi', text: 'Hello there', recipients: 1 },
    });
    expect(all).toMatchObject({
      action: 'message.send',
      targetId: null,
      after: { userId: null, title: '', text: 'To all', recipients: everyone },
    });
    expect(add).toMatchObject({ ...staff, action: 'device.add', before: null, after: { sn, model: 'CR-1' } });
    expect(JSON.stringify(add)).not.toContain(device.body.data.secret);

    // Filters: the start of the action name, and the staff member.
    const messages = await actions({ action: 'message' });
    expect(messages.records.every((a: { action: string }) => a.action === 'message.send')).toBe(true);
    expect(messages.total).toBeGreaterThanOrEqual(2);
    expect((await actions({ action: 'message%' })).total).toBe(0);
    expect((await actions({ staffId: audit.staffId })).total).toBe(page.total);
    expect((await actions({ staffId: '999999' })).total).toBe(0);
    const paged = await get('/api/admin/qryStaffAction', { size: '1', current: '2' });
    expect(ids(paged.body.data.records)).toEqual([all.id]);

    // A refused write records nothing.
    expect((await post('/api/admin/sendMsg', { userId: '999999', text: 'Nobody' })).status).toBe(404);
    expect((await post('/api/admin/addDevice', { sn, model: 'CR-1' })).status).toBe(409);
    expect((await actions()).total).toBe(page.total);
  });
});
