import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { createAdminService } from '../src/modules/admin/admin.service.js';
import { call, freshIp, setupTestApp } from './helper.js';

/**
 * Issue 29: two-factor sign-in for staff (TOTP, RFC 6238) and idle staff sessions, with the defaults a
 * real install has (STAFF_2FA=admins, STAFF_IDLE_MINUTES=30). Codes are made with otplib from the
 * secret the enrolment answers, at the test clock's time (buildTestApp's clock moves only when told).
 */
const t = setupTestApp({ STAFF_2FA: 'admins' });

const ADMIN = { email: 'staff@example.com', password: 'staff-secret-1' };
const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(t.clock.now.getTime() / 1000) });
const login = (body: { email: string; password: string }, ip = freshIp()) => call(t.app, 'POST', '/api/admin/login', { body, ip });
const loginCode = (ticket: string, code: string, ip = freshIp()) =>
  call(t.app, 'POST', '/api/admin/loginCode', { body: { ticket, code }, ip });

/** Enrols the account of token; answers the secret and the recovery codes. */
async function enrol(token: string) {
  const setup = await call(t.app, 'POST', '/api/admin/addStaffTotp', { token, body: {} });
  expect(setup.body.code).toBe(0);
  const secret = setup.body.data.secret as string;
  const done = await call(t.app, 'POST', '/api/admin/updStaffTotp', { token, body: { code: await codeAt(secret) } });
  expect(done.body.code).toBe(0);
  return { secret, recoveryCodes: done.body.data.recoveryCodes as string[] };
}

let adminSecret = '';
let adminRecovery: string[] = [];

// Every sign-in hashes a password (scrypt at N=2^17): slow on a loaded machine.
describe('two-factor sign-in for staff', { timeout: 120_000 }, () => {
  it('sends an admin without it to enrol: every console call but their own account is refused until a first code confirms it', async () => {
    const first = await login(ADMIN);
    const token = first.body.data.token as string;
    expect(first.body.data.staffInfo).toMatchObject({ twoFactor: false, twoFactorNeeded: true });
    const refused = await call(t.app, 'GET', '/api/admin/qryStaff', { token });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('Turn on two-factor sign-in under My account first');
    expect((await call(t.app, 'GET', '/api/admin/qryUser', { token })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/qryStaffInfo', { token })).status).toBe(200);

    const setup = await call(t.app, 'POST', '/api/admin/addStaffTotp', { token, body: {} });
    adminSecret = setup.body.data.secret as string;
    expect(adminSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.data.uri).toBe(
      `otpauth://totp/Chef%20Robot%20console:staff%40example.com?secret=${adminSecret}&issuer=Chef%20Robot%20console`,
    );
    // Not on before a first code: a wrong one and a malformed one are refused on the field.
    const wrongCode = String((Number(await codeAt(adminSecret)) + 1) % 1_000_000).padStart(6, '0');
    expect((await call(t.app, 'POST', '/api/admin/updStaffTotp', { token, body: { code: wrongCode } })).body).toEqual({
      code: 400,
      msg: 'That code is not right, or was already used',
      data: { field: 'code' },
    });
    expect((await call(t.app, 'POST', '/api/admin/updStaffTotp', { token, body: { code: '12a456' } })).body).toEqual({
      code: 400,
      msg: 'Verification code: Please enter the 6-digit verification code',
      data: { field: 'code' },
    });
    expect((await call(t.app, 'GET', '/api/admin/qryStaff', { token })).status).toBe(403);

    const done = await call(t.app, 'POST', '/api/admin/updStaffTotp', { token, body: { code: await codeAt(adminSecret) } });
    adminRecovery = done.body.data.recoveryCodes as string[];
    expect(adminRecovery).toHaveLength(10);
    expect(new Set(adminRecovery).size).toBe(10);
    expect(adminRecovery[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await call(t.app, 'GET', '/api/admin/qryStaff', { token })).status).toBe(200);
    // The secret is never answered again; the codes are stored hashed only.
    const info = await call(t.app, 'GET', '/api/admin/qryStaffInfo', { token });
    expect(info.body.data).toMatchObject({ twoFactor: true, twoFactorNeeded: false });
    expect(JSON.stringify(info.body)).not.toContain(adminSecret);
    expect((await call(t.app, 'POST', '/api/admin/addStaffTotp', { token, body: {} })).body.msg).toBe('Two-factor sign-in is already on');
    const stored = await t.db.selectFrom('staff_recovery_codes').select('code_hash').execute();
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.code_hash)).not.toContain(adminRecovery[0]);
    const row = await t.db.selectFrom('staff').select(['totp_pending']).where('email', '=', ADMIN.email).executeTakeFirstOrThrow();
    expect(row.totp_pending).toBeNull();
  });

  it('asks for the second factor after the password: a ticket opens nothing, a code is good once, a wrong one is refused', async () => {
    const first = await login(ADMIN);
    expect(first.body.data.token).toBeUndefined();
    const ticket = first.body.data.ticket as string;
    expect((await call(t.app, 'GET', '/api/admin/qryStaffInfo', { token: ticket })).status).toBe(401);

    // The enrolment used this time-step's code: the same code is a replay, refused.
    const replayed = await loginCode(ticket, await codeAt(adminSecret));
    expect(replayed.body).toEqual({ code: 400, msg: 'That code is not right, or was already used', data: { field: 'code' } });
    t.clock.advance(30);
    const code = await codeAt(adminSecret);
    const signedIn = await loginCode(ticket, code);
    expect(signedIn.body.code).toBe(0);
    expect(signedIn.body.data.staffInfo).toMatchObject({ email: ADMIN.email, twoFactor: true });
    expect((await call(t.app, 'GET', '/api/admin/qryStaff', { token: signedIn.body.data.token })).status).toBe(200);
    // The ticket is spent; a new sign-in with the same code (seen over a shoulder) is refused.
    expect((await loginCode(ticket, code)).body.msg).toBe('The sign-in took too long; please enter your password again');
    const again = (await login(ADMIN)).body.data.ticket as string;
    expect((await loginCode(again, code)).body.code).toBe(400);
    // A code from an earlier step than the last accepted one is refused as well.
    t.clock.advance(30);
    expect((await loginCode(again, await codeAt(adminSecret))).body.code).toBe(0);
  });

  it('accepts each recovery code once, typed in any case and with or without its dash', async () => {
    const ticket = (await login(ADMIN)).body.data.ticket as string;
    const recovery = adminRecovery[3]!;
    expect((await loginCode(ticket, ` ${recovery.replace('-', '').toUpperCase()} `)).body.code).toBe(0);
    const next = (await login(ADMIN)).body.data.ticket as string;
    expect((await loginCode(next, recovery)).body).toEqual({
      code: 400,
      msg: 'That code is not right, or was already used',
      data: { field: 'code' },
    });
    expect((await loginCode(next, adminRecovery[4]!)).body.code).toBe(0);
  });

  it('counts wrong codes toward the sign-in lockout of the account and address', async () => {
    const ip = freshIp();
    const ticket = (await login(ADMIN, ip)).body.data.ticket as string;
    for (let i = 0; i < 10; i++)
      expect((await loginCode(ticket, 'wrong-code', ip)).body.msg).toBe('That code is not right, or was already used');
    // The account's lockout from this address now refuses even the right password.
    const locked = await login(ADMIN, ip);
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toMatch(/^Too many wrong passwords, please try again in /);
    expect(locked.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    t.clock.advance(30);
    expect((await loginCode(ticket, await codeAt(adminSecret))).body.code).toBe(0);
  });

  it('does not let the right password reset the count of wrong codes', async () => {
    const ip = freshIp();
    const ticket = (await login(ADMIN, ip)).body.data.ticket as string;
    for (let i = 0; i < 9; i++) expect((await loginCode(ticket, 'wrong-code', ip)).status).toBe(400);
    const again = (await login(ADMIN, ip)).body.data.ticket as string;
    expect((await loginCode(again, 'wrong-code', ip)).status).toBe(400);
    expect((await login(ADMIN, ip)).status).toBe(429);
    // The right code (from another address) still signs in.
    t.clock.advance(30);
    expect((await loginCode(again, await codeAt(adminSecret))).body.code).toBe(0);
  });

  it('ends a sign-in ticket after 5 minutes', async () => {
    const ticket = (await login(ADMIN)).body.data.ticket as string;
    t.clock.advance(5 * 60 + 1);
    expect((await loginCode(ticket, await codeAt(adminSecret))).body.msg).toBe(
      'The sign-in took too long; please enter your password again',
    );
  });

  it('lets an admin reset another account’s two-factor sign-in: its sessions end, it is in the staff log', async () => {
    t.clock.advance(30);
    const admin = (await loginCode((await login(ADMIN)).body.data.ticket, await codeAt(adminSecret))).body.data.token as string;
    const added = await call(t.app, 'POST', '/api/admin/addStaff', {
      token: admin,
      body: { email: 'support-2fa@example.com', name: 'Support', password: 'staffpass9', roles: ['support'] },
    });
    const id = added.body.data.id as string;
    // Not required of support: signed in with the password alone until they turn it on.
    const support = (await login({ email: 'support-2fa@example.com', password: 'staffpass9' })).body.data;
    expect(support.staffInfo).toMatchObject({ twoFactor: false, twoFactorNeeded: false });
    const { secret } = await enrol(support.token);
    expect((await login({ email: 'support-2fa@example.com', password: 'staffpass9' })).body.data.ticket).toBeDefined();
    const list = (await call(t.app, 'GET', '/api/admin/qryStaff', { token: admin })).body.data as { id: string; twoFactor: boolean }[];
    expect(list.find((s) => s.id === id)?.twoFactor).toBe(true);
    expect(JSON.stringify(list)).not.toContain(secret);

    // Support may not reset anyone's; an admin may not reset their own here.
    expect((await call(t.app, 'POST', '/api/admin/delStaffTotp', { token: support.token, body: { id } })).status).toBe(403);
    const me = (await call(t.app, 'GET', '/api/admin/qryStaffInfo', { token: admin })).body.data.id as string;
    expect((await call(t.app, 'POST', '/api/admin/delStaffTotp', { token: admin, body: { id: me } })).body.msg).toBe(
      'Change your own account under My account',
    );
    expect((await call(t.app, 'POST', '/api/admin/delStaffTotp', { token: admin, body: { id } })).body.code).toBe(0);
    expect((await call(t.app, 'GET', '/api/admin/qryStaffInfo', { token: support.token })).status).toBe(401);
    const back = (await login({ email: 'support-2fa@example.com', password: 'staffpass9' })).body.data;
    expect(back.token).toBeDefined();
    expect(back.staffInfo.twoFactor).toBe(false);
    expect((await call(t.app, 'POST', '/api/admin/delStaffTotp', { token: admin, body: { id } })).body).toEqual({
      code: 400,
      msg: 'Two-factor sign-in is not on for this account',
      data: { field: 'id' },
    });
    const log = await t.db.selectFrom('staff_actions').select('action').where('target_id', '=', id).orderBy('id').execute();
    expect(log.map((entry) => entry.action)).toEqual(['staff.create', 'staff.twoFactorOn', 'staff.twoFactorReset']);
  });

  it('ends a staff session idle for 30 minutes; each call keeps it alive', async () => {
    const token = (await login({ email: 'support-2fa@example.com', password: 'staffpass9' })).body.data.token as string;
    t.clock.advance(29 * 60);
    expect((await call(t.app, 'GET', '/api/admin/qryStaffInfo', { token })).status).toBe(200);
    t.clock.advance(29 * 60);
    expect((await call(t.app, 'GET', '/api/admin/qryStaffInfo', { token })).status).toBe(200);
    t.clock.advance(30 * 60 + 1);
    expect((await call(t.app, 'GET', '/api/admin/qryStaffInfo', { token })).status).toBe(401);
  });

  it('lets the server’s command line turn off the two-factor sign-in of an admin who lost phone and codes', async () => {
    // The service call of npm run staff:reset-2fa, on the app's own database.
    const admin = createAdminService({ db: t.db, clock: () => t.clock.now });
    await expect(admin.resetTwoFactorByEmail('nobody@example.com')).rejects.toMatchObject({ key: 'staff.notFound' });
    await admin.resetTwoFactorByEmail(' Staff@Example.com ');
    const back = (await login(ADMIN)).body.data;
    expect(back.staffInfo).toMatchObject({ twoFactor: false, twoFactorNeeded: true });
    const log = await t.db.selectFrom('staff_actions').select(['action', 'after']).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(log).toEqual({ action: 'staff.twoFactorReset', after: JSON.stringify({ by: 'command line' }) });
    await expect(admin.resetTwoFactorByEmail(ADMIN.email)).rejects.toMatchObject({ key: 'staff.twoFactorOff' });
  });
});
