// Sums the gzipped JavaScript of the first view of /home from the build manifest: the entry chunk, the
// app's chunk (src/app/start.tsx, preloaded by index.html), the home page's lazy chunk (loaded before the
// app draws or hydrates the page) and their static imports.
// Usage: node apps/web/scripts/first-view-size.mjs  (after `npm run build -w apps/web`)
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import console from 'node:console';
import { URL, fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
const entries = Object.entries(manifest);
const entryKey = entries.find(([, chunk]) => chunk.isEntry)?.[0];
const startKey = entries.find(([key]) => key.endsWith('src/app/start.tsx'))?.[0];
const homeKey = entries.find(([key]) => key.endsWith('features/home/pages/HomePage.tsx'))?.[0];
if (!entryKey || !startKey || !homeKey) throw new Error('entry, app or home page chunk missing from the manifest');

const seen = new Set();
const visit = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
};
visit(entryKey);
visit(startKey);
visit(homeKey);

let total = 0;
for (const key of seen) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const size = gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzipped JS, first view of /home`);
