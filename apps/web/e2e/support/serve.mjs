// Starts the API server for the browser tests on a wiped data folder (a fresh SQLite database and
// the demo seed), so every run begins from the same state.
import { rmSync, mkdirSync } from 'node:fs';
import process from 'node:process';

const dataDir = process.env.DATA_DIR;
if (!dataDir || !dataDir.includes('.tmp')) {
  throw new Error(`refusing to wipe DATA_DIR=${dataDir ?? ''}: the e2e data folder must live under .tmp/`);
}
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
await import('../../../server/dist/main.js');
