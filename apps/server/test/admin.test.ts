import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminService } from '../src/modules/admin/admin.service.js';
import { buildTestApp, call, freshIp, registerUser, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const staffLogin = (email: string, password: string) =>
  call(t.app, 'POST', '/api/admin/login', { body: { email, password }, ip: freshIp() });

describe('staff sign-in', () => {
  it('signs the first staff account in with ADMIN_EMAIL/ADMIN_PASSWORD and out again', async () => {
    const res = await staffLogin('Staff@Example.com', 'staff-secret-1');
    expect(res.body.code).toBe(0);
    expect(res.body.data.staffInfo).toMatchObject({ email: 'staff@example.com', roles: ['admin'] });
    const token = res.body.data.token as string;
    expect((await call(t.app, 'GET', '/api/admin/qryStaffInfo', { token })).body.data.email).toBe('staff@example.com');
    expect((await call(t.app, 'POST', '/api/admin/logout', { token })).body.code).toBe(0);
    expect((await call(t.app, 'GET', '/api/admin/qryStaffInfo', { token })).status).toBe(401);
  });

  it('gives one answer for a wrong password and an unknown e-mail', async () => {
    const wrong = await staffLogin('staff@example.com', 'nope');
    const unknown = await staffLogin('nobody@example.com', 'nope');
    expect(wrong.body).toEqual({ code: 400, msg: 'Incorrect account or password', data: null });
    expect(unknown.body).toEqual(wrong.body);
    expect((await staffLogin('not-an-email', 'x')).body).toEqual({
      code: 400,
      msg: 'E-mail: Please enter a correct e-mail address',
      data: { field: 'email' },
    });
  });

  it('keeps staff and user tokens apart', async () => {
    const user = await registerUser(t);
    expect((await call(t.app, 'GET', '/api/admin/qryStaffInfo', { token: user.token })).status).toBe(401);
    const staff = await staffLogin('staff@example.com', 'staff-secret-1');
    expect((await call(t.app, 'GET', '/api/user/qryUserInfo', { token: staff.body.data.token })).status).toBe(401);
  });

  it('does not create a second staff account on the next start', async () => {
    await createAdminService({ db: t.db }).ensureFirstStaff({ email: 'other@example.com', password: 'other-secret-1' }, t.app.log);
    const rows = await t.db.selectFrom('staff').select('email').execute();
    expect(rows).toEqual([{ email: 'staff@example.com' }]);
  });
});
