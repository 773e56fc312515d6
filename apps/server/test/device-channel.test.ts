import { deviceTopic } from '@chef/shared';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { upDispatcher } from '../src/modules/device/device.channel.js';
import type { DeviceService } from '../src/modules/device/device.service.js';

/**
 * The order of one device's messages is kept from the broker to the service (device.channel.ts): a
 * pairing code sent after another is written after it, however long the first one's write takes. The
 * service here only records what it is given and when its work ends; the writes themselves are the
 * real service's (device.test.ts).
 */
describe('device messages', () => {
  it("are handled one after the other per device, in the order they came, and other devices' at once", async () => {
    const ended: string[] = [];
    const releases = new Map<string, () => void>();
    const onPair = (sn: string, pair: { code: string }) =>
      new Promise<void>((resolve) => releases.set(`${sn}:${pair.code}`, resolve)).then(() => void ended.push(`${sn}:${pair.code}`));
    const service = { onPair, onState: onPair, onProgress: onPair, onEvent: onPair } as unknown as DeviceService;
    const log = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
    const dispatch = upDispatcher(service, log);
    const pair = (sn: string, code: string) =>
      dispatch(deviceTopic(sn, 'up', 'pair'), Buffer.from(JSON.stringify({ code, expiresAt: new Date().toISOString() })));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    pair('CR2A00000001', '111111');
    pair('CR2A00000001', '222222');
    pair('CR2A00000002', '333333');
    await settle();
    // The second code of the first device waits for the first; the other device is not held up.
    expect([...releases.keys()]).toEqual(['CR2A00000001:111111', 'CR2A00000002:333333']);
    releases.get('CR2A00000002:333333')!();
    await settle();
    expect(ended).toEqual(['CR2A00000002:333333']);
    releases.get('CR2A00000001:111111')!();
    await settle();
    expect([...releases.keys()]).toContain('CR2A00000001:222222');
    releases.get('CR2A00000001:222222')!();
    await settle();
    expect(ended).toEqual(['CR2A00000002:333333', 'CR2A00000001:111111', 'CR2A00000001:222222']);
  });
});
