import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.js';
import { now } from '../db/index.js';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
}

/** How verification codes leave the server. One interface; the transport is chosen by configuration. */
export interface Delivery {
  send(message: OutgoingMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * E-mail goes through SMTP when SMTP_URL is set. Everything else (all mail without SMTP, and SMS,
 * for which no provider is wired yet) lands in the outbox table and the server log, so someone
 * running the portal locally can read the code and log in. With SMTP the code is not written to the
 * outbox: a database reader should not be able to sign in as the user.
 */
export function createDelivery(options: { db: Db; log: FastifyBaseLogger; smtpUrl?: string; mailFrom: string }): Delivery {
  const { db, log, smtpUrl, mailFrom } = options;
  const transport: Transporter | undefined = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;

  async function toOutbox(message: OutgoingMessage) {
    await db
      .insertInto('outbox')
      .values({ ...message, created_at: now(), sent_at: null, error: null })
      .execute();
    log.info({ channel: message.channel, to: message.recipient }, `outbox: ${message.body}`);
  }

  return {
    async send(message) {
      if (message.channel === 'email' && transport) {
        await transport.sendMail({ from: mailFrom, to: message.recipient, subject: message.subject, text: message.body });
        log.info({ channel: 'email', to: message.recipient }, 'verification e-mail sent');
        return;
      }
      await toOutbox(message);
    },
    async close() {
      transport?.close();
    },
  };
}
