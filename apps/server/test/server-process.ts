import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The real server process (src/main.ts through tsx), on a data folder of its own. */
const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const running: ChildProcess[] = [];
const dirs: string[] = [];

/** Kills every server started so far and removes their data folders (call it in afterEach/afterAll). */
export function stopServers(): void {
  for (const child of running.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** The repository root, where `npm start` runs. */
export const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Starts a server on a free port and waits until it listens; env adds to or overrides the defaults.
 * command replaces the default (src/main.ts through tsx), e.g. ['npm', 'start'] run from the root,
 * which needs the build (`npm run build`). user runs it as another user (root running the tests can
 * write anywhere: a read-only folder is read-only for nobody).
 */
export async function startServer(env: Record<string, string | undefined> = {}, command?: string[], user?: { uid: number; gid: number }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chef-proc-'));
  dirs.push(dataDir);
  const [file, ...args] = command ?? [process.execPath, '--import', 'tsx', main];
  const settings: Record<string, string | undefined> = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    TRUST_PROXY: '127.0.0.1',
    // No device broker: 1883 is the machine's Mosquitto, and parallel servers would race for one port.
    MQTT_PORT: '0',
    ADMIN_EMAIL: 'staff@example.com',
    ADMIN_PASSWORD: 'staff-secret-1',
    // As helper.ts: these tests sign the staff account in again and again, which a code good once per
    // 30 s would not allow; two-factor.test.ts covers the default (admins).
    STAFF_2FA: 'optional',
    ...env,
  };
  // An undefined value unsets a default (e.g. ADMIN_PASSWORD, to have the first password generated).
  for (const key of Object.keys(settings)) if (settings[key] === undefined) delete settings[key];
  const child = spawn(file!, args, {
    cwd: root,
    env: settings,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...user,
  });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const check = () => {
      const match = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', check);
    child.on('exit', () => reject(new Error(`server exited:\n${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, dataDir, exited, output: () => output };
}
