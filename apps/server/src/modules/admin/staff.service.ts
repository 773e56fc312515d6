import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import { now } from '../../db/index.js';
import { hashPassword } from '../../lib/crypto.js';

const DEFAULT_STAFF_EMAIL = 'admin@chefrobot.local';

/**
 * Staff are a separate table and role, never portal users. The first start creates one account from
 * ADMIN_EMAIL/ADMIN_PASSWORD, or with a generated password printed once: it is stored only hashed,
 * so the log line is the only copy.
 */
export async function ensureFirstStaff(db: Db, admin: { email?: string; password?: string }, log: FastifyBaseLogger) {
  const existing = await db.selectFrom('staff').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const email = (admin.email ?? DEFAULT_STAFF_EMAIL).toLowerCase();
  const password = admin.password ?? randomBytes(12).toString('base64url');
  await db
    .insertInto('staff')
    .values({ email, password_hash: await hashPassword(password), name: 'Administrator', role: 'admin', created_at: now() })
    .execute();
  if (admin.password) log.info({ email }, 'staff account created from ADMIN_EMAIL/ADMIN_PASSWORD');
  else log.warn(`staff account created: ${email} / ${password} (shown once; change it after the first login)`);
}
