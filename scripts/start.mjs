// `npm start`: builds what is not built yet, then serves the portal (API + web app) on one port.
// The server migrates the database and seeds demo content on its first start.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outputs = ['packages/shared/dist/index.js', 'apps/server/dist/main.js', 'apps/web/dist/index.html'];

if (outputs.some((file) => !existsSync(new URL(`../${file}`, import.meta.url)))) {
  console.log('Building the portal (first start)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.chdir(root);
await import('../apps/server/dist/main.js');
