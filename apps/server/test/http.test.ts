import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, registerUser, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('HTTP basics', () => {
  it('reports health with the database reachable', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.body).toMatchObject({ code: 0, data: { status: 'ok', db: 'ok' } });
  });

  it('answers an unknown API route with a 404 envelope', async () => {
    const res = await call(t.app, 'GET', '/api/cook/nothingHere');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, msg: 'No such API: GET /api/cook/nothingHere', data: null });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"account":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: 'The request body is not valid JSON', data: null });
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ account: 'x'.repeat(300 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe(413);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(415);
  });

  it('answers a wrong JSON type with 400 naming the field, in Chinese when asked', async () => {
    const res = await call(t.app, 'POST', '/api/user/login', { body: { account: 42, password: 'abc123' }, lang: 'zh-CN' });
    expect(res.status).toBe(400);
    expect(res.body.data.field).toBe('account');
    expect(res.body.msg).toMatch(/^账号: /);
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it('refuses cross-origin callers not on the allowlist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes the OpenAPI document of every call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json();
    for (const path of [
      '/api/user/sendCode',
      '/api/user/register',
      '/api/user/login',
      '/api/user/resetPwd',
      '/api/user/logout',
      '/api/user/qryUserInfo',
      '/api/user/updSetting',
      '/api/base/qryAdvPic',
      '/api/health',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});

describe('qryAdvPic', () => {
  it('gives the service phone per language', async () => {
    const en = await call(t.app, 'GET', '/api/base/qryAdvPic', { query: { current: '1', size: '1', advType: 'phone', lang: 'en-US' } });
    expect(en.body.data).toMatchObject({ total: 1, current: 1, size: 1 });
    expect(en.body.data.records[0]).toMatchObject({ advType: 'phone', lang: 'en-US', advName: expect.stringMatching(/\d/) });
    const zh = await call(t.app, 'GET', '/api/base/qryAdvPic', { query: { advType: 'phone', lang: 'zh-CN' } });
    expect(zh.body.data.records[0].advName).not.toBe(en.body.data.records[0].advName);
  });

  it('has no Android or App Store link until staff configure one', async () => {
    for (const advType of ['android', 'ios']) {
      const res = await call(t.app, 'GET', '/api/base/qryAdvPic', { query: { advType } });
      expect(res.body.data).toEqual({ records: [], total: 0, current: 1, size: 10 });
    }
  });

  it('rejects paging and types out of range', async () => {
    expect((await call(t.app, 'GET', '/api/base/qryAdvPic', { query: { size: '101' } })).body).toEqual({
      code: 400,
      msg: 'Page size: Must be at most 100',
      data: { field: 'size' },
    });
    expect((await call(t.app, 'GET', '/api/base/qryAdvPic', { query: { current: '0' } })).body.data.field).toBe('current');
    expect((await call(t.app, 'GET', '/api/base/qryAdvPic', { query: { advType: 'spam' } })).body.data.field).toBe('advType');
  });
});

describe('first start', () => {
  it('creates the staff account from ADMIN_EMAIL once', async () => {
    const staff = await t.db.selectFrom('staff').selectAll().execute();
    expect(staff).toHaveLength(1);
    expect(staff[0]!.email).toBe('staff@example.com');
    expect(staff[0]!.password_hash).toMatch(/^scrypt\$131072\$/);
  });
});

describe('bad input never causes a 500', () => {
  const bodies: unknown[] = [
    [],
    'text',
    42,
    null,
    { account: { $ne: null } },
    { account: ['a@b.co'], code: 123456, password: true, agree: 'true' },
    { account: 'a@b.co'.padEnd(5000, 'x'), scene: 'register' },
    { account: '\u0000\u202e@example.com', scene: 'login', password: 'abc123' },
    { language: 'zh-CN', unitType: '1-3', __proto__: { admin: true } },
    { email: 'x@y.z', password: 'p'.repeat(1000) },
  ];
  const queries = ['current=-1', 'size=abc', 'current=1e309', 'advType[]=phone', 'lang=%00', 'current=99999999999999999999'];

  it('answers every call of the API, signed in or not, with an envelope below 500', async () => {
    // Every route the API documents, so a new call is covered the day it is added.
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths)
      .flatMap(([url, methods]) => Object.keys(methods).map((method) => ({ url, method })))
      // Logging out ends the session the rest still uses.
      .sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
    expect(routes.length).toBeGreaterThan(40);
    const user = await registerUser(t);
    let n = 0;
    for (const token of [undefined, user.token]) {
      const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
      for (const { url, method } of routes) {
        const inputs =
          method === 'post' ? bodies.map((body) => ({ payload: JSON.stringify(body), url })) : queries.map((q) => ({ url: `${url}?${q}` }));
        for (const input of inputs) {
          n += 1;
          const res = await t.app.inject({
            method: method.toUpperCase() as 'GET' | 'POST',
            headers,
            remoteAddress: `10.77.${n >> 8}.${n & 255}`,
            ...input,
          });
          expect(res.statusCode, `${method} ${input.url} ${'payload' in input ? input.payload : ''}`).toBeLessThan(500);
          expect(res.json().code, input.url).toBe(res.statusCode === 200 ? 0 : res.statusCode);
        }
      }
    }
  });
});

describe('personal calls', () => {
  it('answer 401 to a caller without a session before looking at what it sent', async () => {
    for (const url of ['/api/cook/addAnthology', '/api/cook/addMyWeek', '/api/user/updUserInfo', '/api/admin/sendMsg']) {
      const res = await call(t.app, 'POST', url, { body: { anything: ['not', 'valid'] } });
      expect(res.status, url).toBe(401);
    }
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/common/uploadFileToThirdStorage',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: 'not multipart at all',
    });
    expect(upload.statusCode).toBe(401);
  });
});

describe('global rate limit', () => {
  it('caps requests per address across the API at RATE_LIMIT_MAX a minute', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_MAX: '3' });
    try {
      for (let i = 0; i < 3; i++) expect((await call(limited.app, 'GET', '/api/health', { ip: '10.5.5.5' })).status).toBe(200);
      const over = await call(limited.app, 'GET', '/api/health', { ip: '10.5.5.5', lang: 'zh-CN' });
      expect(over.body).toEqual({ code: 429, msg: expect.stringMatching(/^尝试次数过多，请 \d+ (秒|分钟)后再试$/), data: null });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await call(limited.app, 'GET', '/api/health', { ip: '10.5.5.6' })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
