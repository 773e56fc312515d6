import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../src/modules/user/user.routes.js';
import { buildTestApp, call, freshEmail, freshIp, type TestApp } from './helper.js';

/**
 * Two nodes sharing Redis share their rate-limit counters. Runs where a Redis server is given
 * (TEST_REDIS_URL; CI sets it to the one on the machine).
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limits across nodes through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp({ REDIS_URL: redisUrl! });
    b = await buildTestApp({ REDIS_URL: redisUrl! });
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
  });

  it('counts code requests from one address on both nodes', async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.codePerIpMinute; i++) {
      const node = i % 2 === 0 ? a : b;
      expect((await call(node.app, 'POST', '/api/user/sendCode', { body: { account: freshEmail(), scene: 'register' }, ip })).status).toBe(
        200,
      );
    }
    expect((await call(b.app, 'POST', '/api/user/sendCode', { body: { account: freshEmail(), scene: 'register' }, ip })).status).toBe(429);
    expect((await call(a.app, 'POST', '/api/user/sendCode', { body: { account: freshEmail(), scene: 'register' }, ip })).status).toBe(429);
  });
});
