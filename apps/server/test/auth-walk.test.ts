import { describe, expect, it } from 'vitest';
import { call, freshIp, registerUser, setupTestApp } from './helper.js';

/**
 * Every call the OpenAPI document marks as needing a session (security: bearer), walked with no token,
 * a made-up token, a logged-out token and a live token of the other role (staff on a user call, a user
 * on a staff call): each answers 401 or 403 before it looks at the (empty) body or query, never 400 or
 * 200. The list comes from the live document, so calls added later are walked too.
 */
const t = setupTestApp();

/** Calls that take either role (both may upload pictures): only the first three tokens apply. */
const EITHER_ROLE = new Set(['/api/common/uploadFileToThirdStorage']);

interface Operation {
  security?: unknown[];
}

describe('401 before anything else', () => {
  it('answers 401 or 403 on every signed-in call without a live token of its role', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = (docs.json() as { paths: Record<string, Record<string, Operation>> }).paths;
    const guarded = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => (operation.security ?? []).length > 0)
        .map(([method]) => ({ method: method.toUpperCase() as 'GET' | 'POST', path })),
    );
    // The document really lists the personal centre and the console (not an empty walk).
    expect(guarded.length).toBeGreaterThan(20);
    expect(guarded.map((g) => g.path)).toEqual(expect.arrayContaining(['/api/user/updPwd', '/api/admin/qryStaffInfo']));

    const user = await registerUser(t);
    const loggedOutUser = (await registerUser(t)).token;
    expect((await call(t.app, 'POST', '/api/user/logout', { token: loggedOutUser })).status).toBe(200);
    const staffLogin = () =>
      call(t.app, 'POST', '/api/admin/login', { body: { email: 'staff@example.com', password: 'staff-secret-1' }, ip: freshIp() });
    const staff = (await staffLogin()).body.data.token as string;
    const loggedOutStaff = (await staffLogin()).body.data.token as string;
    expect((await call(t.app, 'POST', '/api/admin/logout', { token: loggedOutStaff })).status).toBe(200);

    const failures: string[] = [];
    for (const { method, path } of guarded) {
      const isStaffCall = path.startsWith('/api/admin/');
      const tokens: [string, string | undefined][] = [
        ['no token', undefined],
        ['a made-up token', 'not-a-token-at-all'],
        ['a logged-out token', isStaffCall ? loggedOutStaff : loggedOutUser],
      ];
      if (!EITHER_ROLE.has(path)) tokens.push(['a token of the other role', isStaffCall ? user.token : staff]);
      for (const [label, token] of tokens) {
        const res = await call(t.app, method, path.replace(/\{[^}]+\}/g, '1'), {
          ...(method === 'POST' ? { body: {} } : {}),
          ...(token ? { token } : {}),
          ip: freshIp(),
        });
        if (res.status !== 401 && res.status !== 403) failures.push(`${method} ${path} with ${label}: ${res.status} ${res.body.msg}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
