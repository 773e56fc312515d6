// `npm run restore -- FILE`: puts a backup of `npm run backup` back into DATA_DIR, with the server
// stopped (refused while one runs on that folder). The copy is checked first (PRAGMA integrity_check).
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { dataDir, dbFile, fail, mediaCopy, mediaDir, refuseOtherDatabases, runningServer } from './backup-common.mjs';

const file = process.argv[2];
if (!file) fail('Usage: npm run restore -- FILE');
refuseOtherDatabases();
if (!existsSync(file)) fail(`No backup at ${file}.`);
const pid = runningServer();
if (pid) fail(`The portal is running on ${dataDir} (pid ${pid}): stop it first, then restore.`);

const check = new Database(file, { readonly: true, fileMustExist: true });
const result = check.pragma('integrity_check', { simple: true });
check.close();
if (result !== 'ok') fail(`${file} fails PRAGMA integrity_check (${result}): not restored.`);

mkdirSync(dataDir, { recursive: true });
// The old write-ahead log belongs to the old database: left in place it would be replayed onto the copy.
for (const suffix of ['-wal', '-shm']) rmSync(dbFile + suffix, { force: true });
copyFileSync(file, dbFile);
if (existsSync(mediaCopy(file))) {
  rmSync(mediaDir, { recursive: true, force: true });
  cpSync(mediaCopy(file), mediaDir, { recursive: true });
}
console.log(`Restored ${file} into ${dataDir}.`);
