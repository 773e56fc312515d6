import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { LIMITS } from '../src/modules/user/user.routes.js';
import { buildTestApp, call, freshIp, type TestApp } from './helper.js';

/**
 * TRUST_PROXY (issue 25): only the configured proxies' X-Forwarded-For is believed, and only the hop
 * they added; what a client wrote itself to the left never picks its address for the per-address limits.
 */
describe('TRUST_PROXY settings', () => {
  const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
  it('takes false, a hop count or proxy addresses/CIDRs; true is one hop', () => {
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('127.0.0.1, 10.0.0.0/8,::1')).toBe('127.0.0.1,10.0.0.0/8,::1');
  });
  it('refuses anything else at start', () => {
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.1/8/1', 'example.com']) expect(() => trust(bad)).toThrow(/TRUST_PROXY/);
  });
});

const proxy = '127.0.0.1';
for (const setting of [proxy, '1']) {
  describe(`per-address limits behind a proxy (TRUST_PROXY=${setting})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ TRUST_PROXY: setting });
    });
    afterAll(async () => {
      await t.close();
    });
    const sendCode = (ip: string, forwardedFor: string) =>
      call(t.app, 'POST', '/api/user/sendCode', {
        body: { account: `p${randomBytes(4).toString('hex')}@example.com`, scene: 'register' },
        ip,
        headers: { 'x-forwarded-for': forwardedFor },
      });

    it('counts a client by the address the proxy added, whatever it wrote before it', async () => {
      const client = freshIp();
      const answers = [];
      // Each request claims a new address of its own to the left of the one nginx appends.
      for (let i = 0; i <= LIMITS.codePerIpMinute; i++) answers.push((await sendCode(proxy, `${freshIp()}, ${client}`)).status);
      expect(answers.slice(0, LIMITS.codePerIpMinute)).toEqual(Array(LIMITS.codePerIpMinute).fill(200));
      expect(answers.at(-1)).toBe(429);
      // Another client behind the same proxy has its own allowance.
      expect((await sendCode(proxy, freshIp())).status).toBe(200);
    });

    if (setting === proxy) {
      it('ignores X-Forwarded-For from a peer that is not the proxy', async () => {
        const peer = freshIp();
        const answers = [];
        for (let i = 0; i <= LIMITS.codePerIpMinute; i++) answers.push((await sendCode(peer, freshIp())).status);
        expect(answers.at(-1)).toBe(429);
      });
    }
  });
}
