import { parseArgs } from 'node:util';
import { addDeviceBodySchema, translate } from '@chef/shared';
import { loadConfig } from '../config.js';
import { createDb } from '../db/index.js';
import { migrateToLatest } from '../db/migrate.js';
import { AppError } from '../lib/errors.js';
import { createDeviceService } from '../modules/device/device.service.js';

/**
 * `npm run device:add -- --serial SN --model CR-2`: factory provisioning from the command line, the
 * same service as POST /api/admin/addDevice, on the database of the usual settings (DATABASE_URL or
 * DATA_DIR). Prints the secret once: it is stored only as a hash.
 */
const { values } = parseArgs({ options: { serial: { type: 'string' }, model: { type: 'string', default: 'CR-2' } } });
const body = addDeviceBodySchema.safeParse({ sn: values.serial, model: values.model });
if (!body.success) {
  console.error('usage: npm run device:add -- --serial SN (8-32 of A-Z 0-9 -) --model CR-1|CR-2');
  process.exit(2);
}
const config = loadConfig();
const db = createDb(config.databaseUrl);
try {
  await migrateToLatest(db);
  const silent = { warn: () => undefined, error: () => undefined } as never;
  // No hub or broker here: provisioning only writes the row.
  const devices = createDeviceService({ db, hub: { emit: () => undefined }, log: silent, recordCooked: async () => undefined });
  const added = await devices.provision(body.data.sn, body.data.model);
  console.log(JSON.stringify(added));
  console.error(`Device ${added.sn} (${added.model}) added. Its secret is shown only now: load it onto the appliance.`);
} catch (error) {
  console.error(error instanceof AppError ? translate('en-US', error.key, error.params) : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
