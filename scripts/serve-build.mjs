// The production build served for a measuring script (lighthouse.mjs, inp.mjs): builds what is not built
// yet, starts the server on a free port with a temporary DATA_DIR (fresh database, demo content), and
// reads the API as a visitor. Not a test helper: the journeys have their own server (playwright.config.ts).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

const outputs = [
  'packages/shared/dist/index.js',
  'apps/server/dist/main.js',
  'apps/web/dist/index.html',
  'apps/web/dist-server/entry-server.js',
];

/** `npm run build` when asked to, or when a part of the build is missing. */
export function ensureBuilt(force = false) {
  if (!force && outputs.every((file) => existsSync(path.join(root, file)))) return;
  console.log('Building the portal…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The server of the build on a free port, with demo content; resolves once it answers. */
export async function startPortal() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chef-measure-'));
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // A measuring browser asks for many pages from one address; the per-address ceiling is not measured here.
      RATE_LIMIT_MAX: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${base}/api/base/qryAdvPic?current=1&size=1&advType=phone`, 180_000);
  return { base, dataDir, server };
}

/** An API answer's data, read as an English visitor. */
export async function getData(url) {
  const envelope = await (await fetch(url, { headers: { 'accept-language': 'en-US' } })).json();
  if (envelope.code !== 0) throw new Error(`${url}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
