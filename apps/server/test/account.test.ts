import {
  CODE_ACCOUNT_DAILY_CEILING,
  CODE_DAILY_MAX,
  CODE_MAX_WRONG_TRIES,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  TOKEN_TTL_DAYS,
} from '@chef/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../src/modules/user/user.routes.js';
import { buildTestApp, call, freshEmail, freshIp, lastCode, registerUser, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, body: unknown, options: { token?: string; lang?: string; ip?: string } = {}) =>
  call(t.app, 'POST', url, { body, ip: freshIp(), ...options });
const userCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('sendCode', () => {
  it('sends a 6-digit code to an e-mail address through the outbox', async () => {
    const account = freshEmail();
    const res = await post('/api/user/sendCode', { account, scene: 'register' });
    expect(res.body).toEqual({ code: 0, msg: 'success', data: { resendAfter: CODE_RESEND_SECONDS } });
    expect(await lastCode(t.db, account)).toMatch(/^\d{6}$/);
    const row = await t.db.selectFrom('outbox').selectAll().where('recipient', '=', account).executeTakeFirstOrThrow();
    expect(row.channel).toBe('email');
  });

  it('sends a code to a mobile number by SMS, in the caller language', async () => {
    const res = await post('/api/user/sendCode', { account: '138 0013 8000', scene: 'register' }, { lang: 'zh-CN' });
    expect(res.body.code).toBe(0);
    const row = await t.db.selectFrom('outbox').selectAll().where('recipient', '=', '13800138000').executeTakeFirstOrThrow();
    expect(row.channel).toBe('sms');
    expect(row.body).toContain('验证码');
  });

  it('rejects an account that is neither a mobile number nor an e-mail, naming the field in the caller language', async () => {
    const en = await post('/api/user/sendCode', { account: 'not-an-account', scene: 'register' });
    expect(en.status).toBe(400);
    expect(en.body).toEqual({
      code: 400,
      msg: 'Account: Please enter a correct mobile number or e-mail address',
      data: { field: 'account' },
    });
    const zh = await post('/api/user/sendCode', { account: '12345', scene: 'register' }, { lang: 'zh-CN,zh;q=0.9' });
    expect(zh.body.msg).toBe('账号: 请输入正确的手机号或邮箱');
  });

  it('rejects an unknown scene and a missing account', async () => {
    const scene = await post('/api/user/sendCode', { account: freshEmail(), scene: 'hack' });
    expect(scene.status).toBe(400);
    expect(scene.body.data.field).toBe('scene');
    const missing = await post('/api/user/sendCode', { scene: 'register' });
    expect(missing.body.msg).toBe('Account: This field is required');
  });

  it('refuses a register code for an existing account and a login code for an unknown one', async () => {
    const user = await registerUser(t);
    const exists = await post('/api/user/sendCode', { account: user.account, scene: 'register' });
    expect(exists.status).toBe(409);
    expect(exists.body.msg).toBe('This account is already registered');
    const unknown = await post('/api/user/sendCode', { account: freshEmail(), scene: 'login' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('This account is not registered');
  });

  it('allows one code per 60 s per account and address', async () => {
    const account = freshEmail();
    const ip = freshIp();
    expect((await post('/api/user/sendCode', { account, scene: 'register' }, { ip })).body.code).toBe(0);
    const again = await post('/api/user/sendCode', { account, scene: 'register' }, { ip });
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/^Please wait \d+ seconds before requesting another code$/);
    t.clock.advance(CODE_RESEND_SECONDS);
    expect((await post('/api/user/sendCode', { account, scene: 'register' }, { ip })).body.code).toBe(0);
  });

  /**
   * Codes sent earlier today, written as the rows sendCode writes: the per-address request limits of
   * /sendCode (5 a minute, real time) would stop a test sending them one by one first.
   */
  async function sentEarlier(account: string, ip: string, count: number, scene = 'login') {
    const at = t.clock.now.getTime();
    await t.db
      .insertInto('verification_codes')
      .values(
        Array.from({ length: count }, (_, i) => ({
          account,
          scene,
          code_hash: `earlier-${i}`,
          ip,
          created_at: new Date(at - (count - i) * (CODE_RESEND_SECONDS + 1) * 1000).toISOString(),
          expires_at: new Date(at - 1000).toISOString(),
        })),
      )
      .execute();
  }

  it(`allows ${CODE_DAILY_MAX} codes a day per account and address`, async () => {
    const account = freshEmail();
    const ip = freshIp();
    await sentEarlier(account, ip, CODE_DAILY_MAX - 1, 'register');
    expect((await post('/api/user/sendCode', { account, scene: 'register' }, { ip })).body.code).toBe(0);
    t.clock.advance(CODE_RESEND_SECONDS + 1);
    const over = await post('/api/user/sendCode', { account, scene: 'register' }, { ip });
    expect(over.status).toBe(429);
    // The day's first code was sent 10 minutes ago: its slot comes back in 23 h 50 min, said as 24 hours.
    expect(over.body.msg).toBe('Too many codes requested for this account today, please try again in 24 hours');
    expect(over.headers['retry-after']).toBe(String(24 * 3600 - CODE_DAILY_MAX * (CODE_RESEND_SECONDS + 1)));
    t.clock.advance(24 * 3600);
    expect((await post('/api/user/sendCode', { account, scene: 'register' }, { ip })).body.code).toBe(0);
  });

  it("lets the owner get a code while a stranger asks for the owner's codes (issue 25)", async () => {
    const owner = await registerUser(t);
    const stranger = freshIp();
    // A stranger asked for the owner's login codes all day, one a minute: the stranger's allowance is used up...
    await sentEarlier(owner.account, stranger, CODE_DAILY_MAX);
    expect((await post('/api/user/sendCode', { account: owner.account, scene: 'login' }, { ip: stranger })).status).toBe(429);
    expect((await post('/api/user/sendCode', { account: owner.account, scene: 'resetPwd' }, { ip: stranger })).status).toBe(429);
    // ...and the owner, from the owner's address, still signs in by code and can reset the password.
    const home = freshIp();
    expect((await post('/api/user/sendCode', { account: owner.account, scene: 'login' }, { ip: home })).status).toBe(200);
    const login = await post('/api/user/login', { account: owner.account, code: await lastCode(t.db, owner.account) }, { ip: home });
    expect(login.body.code).toBe(0);
    t.clock.advance(CODE_RESEND_SECONDS + 1);
    expect((await post('/api/user/sendCode', { account: owner.account, scene: 'resetPwd' }, { ip: home })).status).toBe(200);
  });

  it(`sends one person at most ${CODE_ACCOUNT_DAILY_CEILING} codes a day from all addresses together`, async () => {
    const account = freshEmail();
    for (let i = 0; i < CODE_ACCOUNT_DAILY_CEILING; i++) {
      expect((await post('/api/user/sendCode', { account, scene: 'register' })).body.code).toBe(0);
    }
    const over = await post('/api/user/sendCode', { account, scene: 'register' });
    expect(over.status).toBe(429);
    expect(over.body.msg).toBe('Too many codes requested for this account today, please try again in 24 hours');
  });

  it('limits codes per client address', async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.codePerIpMinute; i++) {
      expect((await post('/api/user/sendCode', { account: freshEmail(), scene: 'register' }, { ip })).status).toBe(200);
    }
    const over = await post('/api/user/sendCode', { account: freshEmail(), scene: 'register' }, { ip });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe(429);
  });
});

describe('register', () => {
  async function codeFor(account: string, scene = 'register') {
    await post('/api/user/sendCode', { account, scene });
    return lastCode(t.db, account);
  }

  it('creates the account and signs it in', async () => {
    const account = freshEmail();
    const code = await codeFor(account);
    const res = await post('/api/user/register', { account: account.toUpperCase(), code, password: 'abc123', agree: true });
    expect(res.body.code).toBe(0);
    expect(res.body.data.token).toMatch(/^[\w-]{43}$/);
    expect(res.body.data.userInfo).toMatchObject({ loginNo: account, email: account, mobile: null, language: 'en-US', unitType: '0-2' });
    const me = await call(t.app, 'GET', '/api/user/qryUserInfo', { token: res.body.data.token });
    expect(me.body.data.id).toBe(res.body.data.userInfo.id);
  });

  it('masks the mobile number of a mobile account', async () => {
    const account = '13912345678';
    const code = await codeFor(account);
    const res = await post('/api/user/register', { account, code, password: 'abc123', agree: true });
    expect(res.body.data.userInfo).toMatchObject({ loginNo: account, mobile: '139****5678' });
  });

  it.each([
    ['letters only', 'abcdefg'],
    ['digits only', '1234567'],
    ['too short', 'ab1'],
    ['too long', 'abc123456789x'],
    ['symbols', 'abc123!'],
  ])('rejects a password that is %s, storing nothing', async (_case, password) => {
    const account = freshEmail();
    const code = await codeFor(account);
    const before = await userCount();
    const res = await post('/api/user/register', { account, code, password, agree: true });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 400,
      msg: 'Password: Password must be 6-12 characters with letters plus digits',
      data: { field: 'password' },
    });
    expect(await userCount()).toBe(before);
  });

  it('requires agreeing to the agreement and privacy policy', async () => {
    const account = freshEmail();
    const code = await codeFor(account);
    for (const agree of [false, undefined]) {
      const res = await post('/api/user/register', { account, code, password: 'abc123', agree });
      expect(res.status).toBe(400);
      expect(res.body.data.field).toBe('agree');
      expect(res.body.msg).toBe('Agreement: Please agree to the User Registration Agreement and Privacy Policy');
    }
    // The code was not used up by the refused attempts.
    expect((await post('/api/user/register', { account, code, password: 'abc123', agree: true })).body.code).toBe(0);
  });

  it('rejects a malformed code', async () => {
    const res = await post('/api/user/register', { account: freshEmail(), code: '12ab', password: 'abc123', agree: true });
    expect(res.body.msg).toBe('Verification code: Please enter the 6-digit verification code');
  });

  it('rejects a wrong code and keeps the account free', async () => {
    const account = freshEmail();
    const code = await codeFor(account);
    const wrong = code === '000000' ? '000001' : '000000';
    const before = await userCount();
    const res = await post('/api/user/register', { account, code: wrong, password: 'abc123', agree: true });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: 'Wrong verification code', data: { field: 'code' } });
    expect(await userCount()).toBe(before);
  });

  it('kills a code after 5 wrong tries', async () => {
    const account = freshEmail();
    const code = await codeFor(account);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < CODE_MAX_WRONG_TRIES; i++) {
      expect((await post('/api/user/register', { account, code: wrong, password: 'abc123', agree: true })).body.msg).toBe(
        'Wrong verification code',
      );
    }
    const res = await post('/api/user/register', { account, code, password: 'abc123', agree: true });
    expect(res.body.msg).toBe('The verification code is invalid or has expired, please get a new one');
  });

  it('rejects an expired code', async () => {
    const account = freshEmail();
    const code = await codeFor(account);
    t.clock.advance(CODE_TTL_SECONDS + 1);
    const res = await post('/api/user/register', { account, code, password: 'abc123', agree: true });
    expect(res.body.msg).toBe('The verification code is invalid or has expired, please get a new one');
  });

  it('accepts a code once only', async () => {
    const account = freshEmail();
    const code = await codeFor(account);
    expect((await post('/api/user/register', { account, code, password: 'abc123', agree: true })).body.code).toBe(0);
    const again = await post('/api/user/register', { account, code, password: 'abc123', agree: true });
    expect(again.body.msg).toBe('The verification code is invalid or has expired, please get a new one');
  });

  it('binds a code to its account and its scene', async () => {
    const a = freshEmail();
    const b = freshEmail();
    const codeA = await codeFor(a);
    await codeFor(b);
    const other = await post('/api/user/register', { account: b, code: codeA, password: 'abc123', agree: true });
    expect(other.body.code).toBe(400);

    const user = await registerUser(t);
    t.clock.advance(CODE_RESEND_SECONDS);
    const loginCode = await codeFor(user.account, 'login');
    const reset = await post('/api/user/resetPwd', { account: user.account, code: loginCode, newPassword: 'new12345' });
    expect(reset.body.msg).toBe('The verification code is invalid or has expired, please get a new one');
  });
});

describe('login, logout and sessions', () => {
  it('logs in by password and rejects a wrong one with the same answer as an unknown account', async () => {
    const user = await registerUser(t);
    const ok = await post('/api/user/login', { account: user.account, password: user.password });
    expect(ok.body.code).toBe(0);
    expect(ok.body.data.token).not.toBe(user.token);
    const wrong = await post('/api/user/login', { account: user.account, password: 'wrong123' });
    const unknown = await post('/api/user/login', { account: freshEmail(), password: 'wrong123' });
    expect(wrong.body).toEqual({ code: 400, msg: 'Incorrect account or password', data: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('logs in by code, once per code', async () => {
    const user = await registerUser(t);
    t.clock.advance(CODE_RESEND_SECONDS);
    await post('/api/user/sendCode', { account: user.account, scene: 'login' });
    const code = await lastCode(t.db, user.account);
    const ok = await post('/api/user/login', { account: user.account, code });
    expect(ok.body.code).toBe(0);
    expect(ok.body.data.userInfo.loginNo).toBe(user.account);
    const reused = await post('/api/user/login', { account: user.account, code });
    expect(reused.body.msg).toBe('The verification code is invalid or has expired, please get a new one');
  });

  it('refuses a body with both a password and a code', async () => {
    const res = await post('/api/user/login', { account: freshEmail(), password: 'abc123', code: '123456' });
    expect(res.body).toEqual({ code: 400, msg: 'Password: Enter either a password or a verification code', data: { field: 'password' } });
  });

  it('answers 401 Login failure without a token, with a bad token, and after logout', async () => {
    const none = await call(t.app, 'GET', '/api/user/qryUserInfo');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ code: 401, msg: 'Login failure', data: null });
    expect((await call(t.app, 'GET', '/api/user/qryUserInfo', { token: 'forged' })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/user/qryUserInfo', { lang: 'zh-CN' })).body.msg).toBe('登录失效');

    const user = await registerUser(t);
    expect((await post('/api/user/logout', undefined, { token: user.token })).body.code).toBe(0);
    expect((await call(t.app, 'GET', '/api/user/qryUserInfo', { token: user.token })).status).toBe(401);
    expect((await post('/api/user/logout', undefined, { token: user.token })).status).toBe(401);
  });

  it('expires tokens', async () => {
    const user = await registerUser(t);
    t.clock.advance(TOKEN_TTL_DAYS * 86_400 + 1);
    expect((await call(t.app, 'GET', '/api/user/qryUserInfo', { token: user.token })).status).toBe(401);
  });

  it('stores tokens hashed', async () => {
    const user = await registerUser(t);
    const rows = await t.db.selectFrom('user_tokens').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === user.token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('takes the user from the token, never from a userId in the query', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const res = await call(t.app, 'GET', '/api/user/qryUserInfo', { token: a.token, query: { userId: b.userInfo.id } });
    expect(res.body.data.id).toBe(a.userInfo.id);
  });
});

describe('resetPwd', () => {
  it('sets a new password and signs out every session', async () => {
    const user = await registerUser(t);
    const second = await post('/api/user/login', { account: user.account, password: user.password });
    t.clock.advance(CODE_RESEND_SECONDS);
    await post('/api/user/sendCode', { account: user.account, scene: 'resetPwd' });
    const code = await lastCode(t.db, user.account);
    const res = await post('/api/user/resetPwd', { account: user.account, code, newPassword: 'new12345' });
    expect(res.body).toEqual({ code: 0, msg: 'success', data: null });
    for (const token of [user.token, second.body.data.token]) {
      expect((await call(t.app, 'GET', '/api/user/qryUserInfo', { token })).status).toBe(401);
    }
    expect((await post('/api/user/login', { account: user.account, password: user.password })).body.code).toBe(400);
    expect((await post('/api/user/login', { account: user.account, password: 'new12345' })).body.code).toBe(0);
  });

  it('rejects a weak new password without using the code', async () => {
    const user = await registerUser(t);
    t.clock.advance(CODE_RESEND_SECONDS);
    await post('/api/user/sendCode', { account: user.account, scene: 'resetPwd' });
    const code = await lastCode(t.db, user.account);
    const weak = await post('/api/user/resetPwd', { account: user.account, code, newPassword: 'short' });
    expect(weak.body).toEqual({
      code: 400,
      msg: 'New password: Password must be 6-12 characters with letters plus digits',
      data: { field: 'newPassword' },
    });
    expect((await post('/api/user/resetPwd', { account: user.account, code, newPassword: 'good1234' })).body.code).toBe(0);
  });
});

describe('updSetting', () => {
  it('saves language and units', async () => {
    const user = await registerUser(t);
    const res = await post('/api/user/updSetting', { language: 'zh-CN', unitType: '1-3' }, { token: user.token });
    expect(res.body.data).toMatchObject({ language: 'zh-CN', unitType: '1-3' });
    const me = await call(t.app, 'GET', '/api/user/qryUserInfo', { token: user.token });
    expect(me.body.data).toMatchObject({ language: 'zh-CN', unitType: '1-3' });
  });

  it('rejects unknown units and languages, and an empty body', async () => {
    const user = await registerUser(t);
    const units = await post('/api/user/updSetting', { unitType: '2-2' }, { token: user.token });
    expect(units.body).toEqual({ code: 400, msg: 'Units: Units must be one of 0-2, 0-3, 1-2, 1-3', data: { field: 'unitType' } });
    expect((await post('/api/user/updSetting', { language: 'fr-FR' }, { token: user.token })).body.data.field).toBe('language');
    expect((await post('/api/user/updSetting', {}, { token: user.token })).status).toBe(400);
    expect((await post('/api/user/updSetting', { unitType: '1-3' })).status).toBe(401);
    const me = await call(t.app, 'GET', '/api/user/qryUserInfo', { token: user.token });
    expect(me.body.data.unitType).toBe('0-2');
  });
});
