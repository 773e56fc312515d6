// `npm test`: lint, build (which type-checks), unit and server integration tests (SQLite, and
// PostgreSQL when TEST_DATABASE_URL is set), then the browser journeys in Chromium against the
// production build. Ends with one summary line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = `${root}.tmp/reports`;
mkdirSync(reports, { recursive: true });

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
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
const playwright = readJson(`${reports}/playwright.json`);
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
}
const failedSteps = steps.filter(([, ok]) => !ok).map(([name]) => name);
if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
// A step that failed before reporting any test still fails the run.
if (failedSteps.length > 0 && failed === 0) failed = failedSteps.length;
console.log(`\n${passed} passed, ${failed} failed`);
// exitCode rather than exit(): let stdout drain so the summary line reaches a piped log whole.
process.exitCode = failedSteps.length > 0 ? 1 : 0;
