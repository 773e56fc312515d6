import { CODE_RESEND_SECONDS } from '@chef/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCKOUT, type Realm } from '../src/modules/user/lockout.js';
import { buildTestApp, call, freshIp, lastCode, registerUser, type TestApp, type TestUser } from './helper.js';

/**
 * Wrong passwords lock an account out for one address only (10 in 15 minutes), and slow everyone down
 * past a much higher per-account ceiling; login by code always works. Earlier failures are written as
 * rows (what the service itself writes), because the per-address request limit of /login (10 a
 * minute, real time) would otherwise stop the test before the lockout does.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function earlierFailures(realm: Realm, account: string, ips: string[]) {
  const at = t.clock.now.toISOString();
  await t.db
    .insertInto('login_failures')
    .values(ips.map((ip) => ({ realm, account, ip, created_at: at })))
    .execute();
}

const login = (user: TestUser, ip: string, password = user.password, lang?: string) =>
  call(t.app, 'POST', '/api/user/login', { body: { account: user.account, password }, ip, ...(lang ? { lang } : {}) });
const staffLogin = (ip: string, password: string, lang?: string) =>
  call(t.app, 'POST', '/api/admin/login', { body: { email: 'staff@example.com', password }, ip, ...(lang ? { lang } : {}) });

async function loginByCode(user: TestUser, ip: string) {
  t.clock.advance(CODE_RESEND_SECONDS);
  expect((await call(t.app, 'POST', '/api/user/sendCode', { body: { account: user.account, scene: 'login' }, ip: freshIp() })).status).toBe(
    200,
  );
  return call(t.app, 'POST', '/api/user/login', { body: { account: user.account, code: await lastCode(t.db, user.account) }, ip });
}

describe('password lockout of a portal account', () => {
  it('locks one address out after 10 wrong passwords in 15 minutes, and no other; code login still works', async () => {
    const user = await registerUser(t);
    const attacker = freshIp();
    await earlierFailures('user', user.account, Array(LOCKOUT.addressMax - 1).fill(attacker));
    expect((await login(user, attacker, 'wrong123')).status).toBe(400);

    // Even the right password waits now, from that address, with the time in the message and the header.
    const locked = await login(user, attacker);
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    expect(locked.body).toEqual({
      code: 429,
      msg: 'Too many wrong passwords, please try again in 15 minutes or log in with a verification code',
      data: null,
    });
    expect((await login(user, attacker, user.password, 'zh-CN')).body.msg).toBe('密码错误次数过多，请 15 分钟后再试，或使用验证码登录');

    // The owner elsewhere is not locked out, and a code proves the mailbox from any address.
    expect((await login(user, freshIp())).body.code).toBe(0);
    expect((await loginByCode(user, attacker)).body.code).toBe(0);

    // The wait counts down with the clock (the code login moved it a minute) and ends with the window.
    t.clock.advance(13 * 60);
    const later = await login(user, attacker);
    expect(later.headers['retry-after']).toBe('60');
    expect(later.body.msg).toContain('in 1 minute or');
    t.clock.advance(60);
    expect((await login(user, attacker)).body.code).toBe(0);
  });

  it('slows guesses from many addresses down past the account ceiling with growing waits, never shutting the owner out', async () => {
    const user = await registerUser(t);
    await earlierFailures(
      'user',
      user.account,
      Array.from({ length: LOCKOUT.accountFree }, () => freshIp()),
    );
    // The 101st try waits 1 s after the latest failure, whichever address it comes from.
    const first = await login(user, freshIp(), 'wrong123');
    expect(first.status).toBe(429);
    expect(first.headers['retry-after']).toBe('1');
    expect(first.body.msg).toBe('Too many wrong passwords, please try again in 1 second or log in with a verification code');
    t.clock.advance(1);
    expect((await login(user, freshIp(), 'wrong123')).status).toBe(400);
    // Now 2 s, then 4 s...
    expect((await login(user, freshIp())).headers['retry-after']).toBe('2');
    t.clock.advance(2);
    expect((await login(user, freshIp(), 'wrong123')).status).toBe(400);
    expect((await login(user, freshIp())).headers['retry-after']).toBe('4');
    // ...never more than 5 minutes, however many failures.
    await earlierFailures(
      'user',
      user.account,
      Array.from({ length: 40 }, () => freshIp()),
    );
    const capped = await login(user, freshIp());
    expect(capped.headers['retry-after']).toBe(String(LOCKOUT.maxDelayMs / 1000));
    expect(capped.body.msg).toContain('5 minutes');
    // A code is never held back, and after the wait the password works too.
    expect((await loginByCode(user, freshIp())).body.code).toBe(0);
    t.clock.advance(LOCKOUT.maxDelayMs / 1000);
    expect((await login(user, freshIp())).body.code).toBe(0);
  });

  it('clears an address count when its password is right', async () => {
    const user = await registerUser(t);
    const ip = freshIp();
    await earlierFailures('user', user.account, Array(LOCKOUT.addressMax - 1).fill(ip));
    expect((await login(user, ip)).body.code).toBe(0);
    expect((await login(user, ip, 'wrong123')).status).toBe(400);
    expect((await login(user, ip)).body.code).toBe(0);
  });
});

describe('password lockout of the staff console', () => {
  it('follows the same rules on /api/admin/login, counted apart from portal accounts', async () => {
    const attacker = freshIp();
    await earlierFailures('staff', 'staff@example.com', Array(LOCKOUT.addressMax - 1).fill(attacker));
    // Portal failures of the same e-mail do not count against the staff account.
    await earlierFailures('user', 'staff@example.com', Array(LOCKOUT.accountFree).fill(freshIp()));
    expect((await staffLogin(attacker, 'wrong-password')).status).toBe(400);
    const locked = await staffLogin(attacker, 'staff-secret-1', 'zh-CN');
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    expect(locked.body.msg).toBe('密码错误次数过多，请 15 分钟后再试');
    expect((await staffLogin(freshIp(), 'staff-secret-1')).body.code).toBe(0);

    await earlierFailures(
      'staff',
      'staff@example.com',
      Array.from({ length: LOCKOUT.accountFree }, () => freshIp()),
    );
    const slowed = await staffLogin(freshIp(), 'staff-secret-1');
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    expect(slowed.body.msg).toMatch(/^Too many wrong passwords, please try again in \d+ (second|seconds|minute|minutes)$/);
  });
});

describe('housekeeping of failures', () => {
  it('forgets failures older than a day', async () => {
    const user = await registerUser(t);
    await earlierFailures('user', user.account, ['10.9.9.9']);
    t.clock.advance(LOCKOUT.accountWindowMs / 1000 + 1);
    await t.app.housekeeping();
    const left = await t.db.selectFrom('login_failures').select('id').where('account', '=', user.account).execute();
    expect(left).toEqual([]);
  });
});
