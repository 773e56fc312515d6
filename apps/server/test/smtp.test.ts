import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, freshEmail, freshIp, type TestApp } from './helper.js';

/** A real SMTP server on loopback receives what the portal sends when SMTP_URL is set. */
const received: { to: string[]; data: string }[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret') callback(null, { user: 'mailer' });
      else callback(new Error('bad credentials'));
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await buildTestApp({ SMTP_URL: `smtp://mailer:secret@127.0.0.1:${port}`, MAIL_FROM: 'Chef Robot <codes@example.com>' });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('verification codes by e-mail', () => {
  it('delivers the code over SMTP, keeps it out of the outbox, and the code registers the account', async () => {
    const account = freshEmail();
    const ip = freshIp();
    const sent = await call(t.app, 'POST', '/api/user/sendCode', { body: { account, scene: 'register' }, ip });
    expect(sent.body.code).toBe(0);

    const mail = received.find((m) => m.to.includes(account));
    expect(mail).toBeDefined();
    expect(mail!.data).toContain('From: Chef Robot <codes@example.com>');
    expect(mail!.data).toContain('Subject: Your Chef Robot verification code');
    const code = /verification code is (\d{6})/.exec(mail!.data)![1]!;

    const outbox = await t.db.selectFrom('outbox').selectAll().where('recipient', '=', account).execute();
    expect(outbox).toHaveLength(0);

    const registered = await call(t.app, 'POST', '/api/user/register', { body: { account, code, password: 'abc123', agree: true }, ip });
    expect(registered.body.code).toBe(0);
  });
});

describe('when the mail server is down', () => {
  it('answers 503, stores no code and does not count the attempt against the resend limit', async () => {
    const down = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const account = freshEmail();
      const res = await call(down.app, 'POST', '/api/user/sendCode', { body: { account, scene: 'register' }, ip: freshIp() });
      expect(res.body).toEqual({ code: 503, msg: 'The verification code could not be sent, please try again later', data: null });
      const codes = await down.db.selectFrom('verification_codes').selectAll().where('account', '=', account).execute();
      expect(codes).toHaveLength(0);
    } finally {
      await down.close();
    }
  });
});
