import Database from 'better-sqlite3';
import { E2E_DATA_DIR } from '../../playwright.config';

/**
 * Verification codes go to the server's outbox (table + log) when no mail server is configured; the
 * tests read them from there, as a user would read their mailbox.
 */
export function latestCodeFor(recipient: string, since: Date = new Date(0)): string | null {
  const db = new Database(`${E2E_DATA_DIR}/chef.db`, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('SELECT body, created_at FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1')
      .get(recipient.toLowerCase()) as { body: string; created_at: string } | undefined;
    if (!row || new Date(row.created_at) < since) return null;
    return /\b(\d{6})\b/.exec(row.body)?.[1] ?? null;
  } finally {
    db.close();
  }
}

/** Polls the outbox: the code is written while the sendCode request is answered. */
export async function waitForCode(recipient: string, since: Date, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const code = latestCodeFor(recipient, since);
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no verification code for ${recipient} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
