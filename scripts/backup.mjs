// `npm run backup -- FILE`: a consistent copy of the embedded SQLite database, taken while the portal
// runs (SQLite's online backup API through better-sqlite3: pages copied in steps, restarted when a
// write lands in between, so the copy is one moment of the database), then the uploaded media
// alongside in FILE.media/. PostgreSQL and S3: docs/OPERATIONS.md.
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { dbFile, fail, mediaCopy, mediaDir, refuseOtherDatabases } from './backup-common.mjs';

const file = process.argv[2];
if (!file) fail('Usage: npm run backup -- FILE');
refuseOtherDatabases();
if (!existsSync(dbFile)) fail(`No database at ${dbFile} (set DATA_DIR to the portal's data folder).`);
if (existsSync(file)) fail(`${file} exists already: choose a new file name.`);

const db = new Database(dbFile, { readonly: true, fileMustExist: true });
await db.backup(file);
db.close();
// Media are written once under their final name (lib/storage.ts), so a plain copy is consistent
// enough: a file uploaded during the copy is either whole or absent.
if (existsSync(mediaDir)) cpSync(mediaDir, mediaCopy(file), { recursive: true });
console.log(`Backup written: ${path.resolve(file)}${existsSync(mediaDir) ? ` and ${path.resolve(mediaCopy(file))}/` : ''}`);
