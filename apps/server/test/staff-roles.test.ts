import { STAFF_AREAS, STAFF_ROLES, type StaffRole } from '@chef/shared';
import { describe, expect, it } from 'vitest';
import { call, freshIp, setupTestApp } from './helper.js';

/**
 * Issue 29: staff accounts with roles. The role walk is generated from the server's own table of
 * console routes (app.staffRoutes, filled as routes register), so a console call added later is walked
 * too; each role's token must be refused with 403 exactly where its roles may not go.
 */
const t = setupTestApp();

const staffLogin = async (email: string, password: string) => {
  const res = await call(t.app, 'POST', '/api/admin/login', { body: { email, password }, ip: freshIp() });
  return res;
};
const adminToken = async () => (await staffLogin('staff@example.com', 'staff-secret-1')).body.data.token as string;

async function addStaff(admin: string, email: string, roles: StaffRole[], password = 'staffpass9') {
  const res = await call(t.app, 'POST', '/api/admin/addStaff', {
    token: admin,
    body: { email, name: email.split('@')[0], password, roles },
  });
  expect(res.body.code).toBe(0);
  return res.body.data.id as string;
}

// Several staff accounts are created and sign in (scrypt at N=2^17 each): slow on a loaded machine.
describe('staff roles', { timeout: 120_000 }, () => {
  it('refuses each role exactly the console calls outside its areas (403), on every console route', async () => {
    const admin = await adminToken();
    const tokens = {} as Record<StaffRole, string>;
    for (const role of STAFF_ROLES) {
      const email = `walk-${role}@example.com`;
      if (role !== 'admin') await addStaff(admin, email, [role]);
      tokens[role] = role === 'admin' ? admin : ((await staffLogin(email, 'staffpass9')).body.data.token as string);
    }
    // The table is the real one: the console's calls are there, each with its area.
    const routes = t.app.staffRoutes;
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'POST', url: '/api/admin/addArticle', area: 'content' },
        { method: 'POST', url: '/api/admin/addStaff', area: 'staff' },
        { method: 'POST', url: '/api/admin/auditRecipe', area: 'audit' },
        // Issue 29's recipes, device fleet and comments: in the walk like every other console call.
        { method: 'GET', url: '/api/admin/qryRecipe', area: 'recipes' },
        { method: 'POST', url: '/api/admin/saveRecipe', area: 'recipes' },
        { method: 'POST', url: '/api/admin/unpublishRecipe', area: 'recipes' },
        { method: 'POST', url: '/api/admin/republishRecipe', area: 'recipes' },
        { method: 'POST', url: '/api/admin/delRecipe', area: 'recipes' },
        { method: 'POST', url: '/api/admin/unbindDevice', area: 'devices' },
        { method: 'POST', url: '/api/admin/revokeDevice', area: 'devices' },
        { method: 'POST', url: '/api/admin/renewDeviceSecret', area: 'devices' },
        { method: 'GET', url: '/api/admin/qryModComment', area: 'comments' },
      ]),
    );
    // Signing out ends the token the walk uses: walked last.
    const ordered = [...routes].sort((a, b) => Number(a.url === '/api/admin/logout') - Number(b.url === '/api/admin/logout'));
    const failures: string[] = [];
    for (const role of STAFF_ROLES) {
      for (const { method, url, area } of ordered) {
        const allowed = (STAFF_AREAS[area] as readonly string[]).includes(role);
        const res = await call(t.app, method as 'GET' | 'POST', url, {
          token: tokens[role],
          ...(method === 'POST' ? { body: {} } : {}),
          ip: freshIp(),
        });
        // An allowed call with an empty body is a 400 or works; never 401/403.
        const ok = allowed
          ? res.status !== 401 && res.status !== 403
          : res.status === 403 && res.body.msg === 'You are not allowed to do this';
        if (!ok) failures.push(`${role} ${method} ${url} (${area}): ${res.status} ${res.body.msg}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets an admin create, change, disable, enable and remove an account, each in the staff log', async () => {
    const admin = await adminToken();
    const id = await addStaff(admin, 'Editor.One@example.com', ['support', 'editor', 'editor']);
    const list = (await call(t.app, 'GET', '/api/admin/qryStaff', { token: admin })).body.data as {
      id: string;
      email: string;
      roles: string[];
      disabled: boolean;
    }[];
    expect(list.find((s) => s.id === id)).toMatchObject({ email: 'editor.one@example.com', roles: ['editor', 'support'], disabled: false });
    // The same e-mail twice: a translated error on the field.
    const again = await call(t.app, 'POST', '/api/admin/addStaff', {
      token: admin,
      body: { email: 'editor.one@example.com', name: 'x', password: 'staffpass9', roles: ['editor'] },
    });
    expect(again.body).toEqual({ code: 400, msg: 'This account is already registered', data: { field: 'email' } });
    const noRoles = await call(t.app, 'POST', '/api/admin/addStaff', {
      token: admin,
      body: { email: 'nobody@example.com', name: 'x', password: 'staffpass9', roles: [] },
    });
    expect(noRoles.body.code).toBe(400);
    expect(noRoles.body.data).toEqual({ field: 'roles' });

    const editor = (await staffLogin('editor.one@example.com', 'staffpass9')).body.data.token as string;
    expect((await call(t.app, 'GET', '/api/admin/qryArticle', { token: editor })).status).toBe(200);
    // Disabling ends its session at once and refuses sign-in with the usual answer.
    expect(
      (await call(t.app, 'POST', '/api/admin/updStaff', { token: admin, body: { id, roles: ['editor'], disabled: true } })).body.code,
    ).toBe(0);
    expect((await call(t.app, 'GET', '/api/admin/qryArticle', { token: editor })).status).toBe(401);
    expect((await staffLogin('editor.one@example.com', 'staffpass9')).body.msg).toBe('Incorrect account or password');
    // Enabled again with another role: the new role applies.
    await call(t.app, 'POST', '/api/admin/updStaff', { token: admin, body: { id, roles: ['auditor'], disabled: false } });
    const auditor = (await staffLogin('editor.one@example.com', 'staffpass9')).body.data.token as string;
    expect((await call(t.app, 'GET', '/api/admin/qryArticle', { token: auditor })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/qryStaffInfo', { token: auditor })).body.data.roles).toEqual(['auditor']);

    expect((await call(t.app, 'POST', '/api/admin/delStaff', { token: admin, body: { id } })).body.code).toBe(0);
    expect((await call(t.app, 'GET', '/api/admin/qryStaffInfo', { token: auditor })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/admin/delStaff', { token: admin, body: { id } })).body).toEqual({
      code: 404,
      msg: 'This staff account does not exist',
      data: { field: 'id' },
    });

    const log = await t.db
      .selectFrom('staff_actions')
      .select(['action', 'target_id'])
      .where('action', 'like', 'staff.%')
      .where('target_id', '=', id)
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { action: 'staff.create', target_id: id },
      { action: 'staff.update', target_id: id },
      { action: 'staff.update', target_id: id },
      { action: 'staff.delete', target_id: id },
    ]);
  });

  it('never leaves the console without an active admin, and an admin does not change their own account here', async () => {
    const admin = await adminToken();
    const me = (await call(t.app, 'GET', '/api/admin/qryStaffInfo', { token: admin })).body.data.id as string;
    expect(
      (await call(t.app, 'POST', '/api/admin/updStaff', { token: admin, body: { id: me, roles: ['editor'], disabled: false } })).body,
    ).toEqual({
      code: 400,
      msg: 'Change your own account under My account',
      data: { field: 'id' },
    });
    // A second admin may demote the first only while another active admin remains.
    const second = await addStaff(admin, 'second-admin@example.com', ['admin']);
    const secondToken = (await staffLogin('second-admin@example.com', 'staffpass9')).body.data.token as string;
    await call(t.app, 'POST', '/api/admin/updStaff', { token: secondToken, body: { id: me, roles: ['admin'], disabled: false } });
    expect(
      (await call(t.app, 'POST', '/api/admin/updStaff', { token: admin, body: { id: second, roles: ['support'], disabled: false } })).body
        .code,
    ).toBe(0);
    const support = (await staffLogin('second-admin@example.com', 'staffpass9')).body.data.token as string;
    expect((await call(t.app, 'POST', '/api/admin/delStaff', { token: support, body: { id: me } })).status).toBe(403);
    // The only admin left cannot be removed by anyone: a made-up second admin is needed to even try.
    const third = await addStaff(admin, 'third-admin@example.com', ['admin']);
    const thirdToken = (await staffLogin('third-admin@example.com', 'staffpass9')).body.data.token as string;
    expect(
      (await call(t.app, 'POST', '/api/admin/updStaff', { token: thirdToken, body: { id: me, roles: ['admin'], disabled: true } })).body
        .code,
    ).toBe(0);
    expect((await call(t.app, 'POST', '/api/admin/delStaff', { token: thirdToken, body: { id: third } })).body.code).toBe(400);
    // Restore the first admin for the other tests (the third does it: the first's sessions ended).
    await call(t.app, 'POST', '/api/admin/updStaff', { token: thirdToken, body: { id: me, roles: ['admin'], disabled: false } });
    await call(t.app, 'POST', '/api/admin/delStaff', { token: await adminToken(), body: { id: second } });
  });

  it('lets a staff member change their own password: other sessions end, this one stays', async () => {
    const admin = await adminToken();
    await addStaff(admin, 'pwd@example.com', ['support']);
    const first = (await staffLogin('pwd@example.com', 'staffpass9')).body.data.token as string;
    const other = (await staffLogin('pwd@example.com', 'staffpass9')).body.data.token as string;
    expect(
      (
        await call(t.app, 'POST', '/api/admin/updStaffPwd', {
          token: first,
          body: { oldPassword: 'wrong1', newPassword: 'newpass12', confirmPassword: 'newpass12' },
        })
      ).body,
    ).toEqual({
      code: 400,
      msg: 'The old password is incorrect',
      data: { field: 'oldPassword' },
    });
    expect(
      (
        await call(t.app, 'POST', '/api/admin/updStaffPwd', {
          token: first,
          body: { oldPassword: 'staffpass9', newPassword: 'newpass12', confirmPassword: 'newpass12' },
        })
      ).body.code,
    ).toBe(0);
    expect((await call(t.app, 'GET', '/api/admin/qryStaffInfo', { token: first })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/admin/qryStaffInfo', { token: other })).status).toBe(401);
    expect((await staffLogin('pwd@example.com', 'staffpass9')).body.code).toBe(400);
    expect((await staffLogin('pwd@example.com', 'newpass12')).body.code).toBe(0);
  });
});
