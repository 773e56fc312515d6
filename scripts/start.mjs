// `npm start`: builds what is not built yet, then serves the portal (API + web app) on one port.
// The server migrates the database and seeds demo content on its first start.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outputs = [
  'packages/shared/dist/index.js',
  'apps/server/dist/main.js',
  'apps/web/dist/index.html',
  'apps/web/dist-server/entry-server.js',
];

if (outputs.some((file) => !existsSync(new URL(`../${file}`, import.meta.url)))) {
  // The build's chunk tables and warnings go to a log file: a newcomer sees one line, and the whole
  // log only when the build fails.
  mkdirSync(`${root}.tmp`, { recursive: true });
  const logFile = `${root}.tmp/build.log`;
  console.log(`Building the portal (first start, about a minute; details in ${logFile})…`);
  const log = openSync(logFile, 'w');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', log, log] });
  if (build.status !== 0) {
    process.stderr.write(readFileSync(logFile, 'utf8'));
    console.error(`The build failed (log above, also in ${logFile}).`);
    process.exit(build.status ?? 1);
  }
}

process.chdir(root);
if (process.env.MALLOC_ARENA_MAX) {
  await import('../apps/server/dist/main.js');
} else {
  // glibc gives every thread of libvips (sharp) a malloc arena of its own and keeps what it freed:
  // a few large picture uploads left the server 150 MB bigger for good. Two arenas keep it near what
  // is in use (docs/OPERATIONS.md); the variable must be set before the process starts, so the server
  // runs as a child with it. Every SIGTERM/SIGINT is passed on (the server stops gracefully on the
  // first and at once on the second) and this process ends with the server's code. `npm start` execs
  // this script (package.json), so a signal sent to npm reaches it rather than only npm's shell.
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MALLOC_ARENA_MAX: '2' },
  });
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
