import { parseArgs } from 'node:util';
import { translate } from '@chef/shared';
import { loadConfig } from '../config.js';
import { createDb } from '../db/index.js';
import { migrateToLatest } from '../db/migrate.js';
import { AppError } from '../lib/errors.js';
import { createAdminService } from '../modules/admin/admin.service.js';

/**
 * `npm run staff:reset-2fa -- --email admin@example.com`: turns a staff account's two-factor sign-in
 * off from the server itself (whoever can run this can read the database anyway), for an admin who
 * lost the phone and the recovery codes with no other admin to reset it in the console. Their
 * sessions end; they set it up again at their next sign-in. In the staff log.
 */
const { values } = parseArgs({ options: { email: { type: 'string' } } });
if (!values.email) {
  console.error('usage: npm run staff:reset-2fa -- --email STAFF_EMAIL');
  process.exit(2);
}
const db = createDb(loadConfig().databaseUrl);
try {
  await migrateToLatest(db);
  await createAdminService({ db }).resetTwoFactorByEmail(values.email);
  console.error(`Two-factor sign-in of ${values.email} is off; it is set up again at the next sign-in.`);
} catch (error) {
  console.error(error instanceof AppError ? translate('en-US', error.key, error.params) : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
