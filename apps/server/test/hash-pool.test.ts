import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, freshEmail, freshIp, registerUser, type TestApp } from './helper.js';
import { picture, upload } from './multipart.js';

/**
 * Password hashing runs on worker threads of its own (lib/hash-pool.ts, issue 25): a login flood keeps
 * them busy, not libuv's thread pool, so files are still read. Asserted by order, never by time: the
 * picture is answered while the flood's hashed logins are still running.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://chef.test' });
});
afterAll(async () => {
  await t.close();
});

describe('a login flood', () => {
  it('leaves pictures answered, and refuses what the hashing queue cannot hold with 503 and Retry-After', async () => {
    const user = await registerUser(t);
    const res = await upload(t.app, {
      token: user.token,
      folderName: 'avatar',
      file: { filename: 'p.png', contentType: 'image/png', data: await picture(64, 64) },
    });
    const path = new URL(res.body.data as string).pathname;

    let hashed = 0;
    // 60 logins for unknown accounts, each from its own address (no per-address limit stops them).
    const flood = Array.from({ length: 60 }, () =>
      call(t.app, 'POST', '/api/user/login', { body: { account: freshEmail(), password: 'wrongpass1' }, ip: freshIp() }).then((r) => {
        if (r.status === 400) {
          expect(r.body.msg).toBe('Incorrect account or password');
          hashed++;
        }
        return r;
      }),
    );
    const served = await t.app.inject({ method: 'GET', url: path });
    const hashedWhenServed = hashed;
    const answers = await Promise.all(flood);

    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBeGreaterThan(0);
    // On libuv's shared pool the file read waited behind most of the 60 hashes.
    expect(hashedWhenServed).toBeLessThan(10);
    // Every login was either hashed (wrong credentials) or refused at once as busy, with a wait.
    const busy = answers.filter((a) => a.status === 503);
    expect(answers.every((a) => a.status === 400 || a.status === 503)).toBe(true);
    for (const answer of busy) {
      expect(answer.headers['retry-after']).toMatch(/^\d+$/);
      expect(answer.body.msg).toMatch(/^The server is busy, please try again in /);
    }
  }, 240_000);
});
