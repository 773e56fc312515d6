#!/usr/bin/env node
/**
 * npm run bench:uploads: BENCH_UPLOADS (default 20) simultaneous uploads of a BENCH_MEGAPIXELS
 * (default 40) PNG, under the 2 MB limit (a flat picture compresses well: what an attacker would
 * send), against the production build, sampling the server's RSS every 20 ms. Reports the RSS at rest,
 * its peak and after, and every answer's status (200, or 503 with Retry-After when the node is
 * decoding as many pictures as it may). A report, not a gate: exits 1 only when an upload gets any
 * other answer, or a 503 comes without Retry-After.
 * Results: printed and written to .tmp/bench-uploads.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  createUsers,
  ensureBuild,
  freePort,
  gitCommit,
  log,
  positiveNumber,
  root,
  round,
  rssMiB,
  runBench,
  scratchDatabase,
  sleep,
  startServer,
} from './bench-server.mjs';

const uploads = Math.floor(positiveNumber('BENCH_UPLOADS', 20));
const megapixels = positiveNumber('BENCH_MEGAPIXELS', 40);
const resultsFile = path.join(root, '.tmp', 'bench-uploads.json');

async function main() {
  ensureBuild();
  const width = 8000;
  const height = Math.floor((megapixels * 1_000_000) / width);
  const png = await sharp({ create: { width, height, channels: 3, background: '#d9501c' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  log(`${width}x${height} PNG of ${(png.length / 1024).toFixed(0)} KiB`);

  const { dataDir, databaseUrl } = await scratchDatabase();
  const [user] = await createUsers(databaseUrl, 1);
  const { base, server } = await startServer({ port: await freePort(), dataDir, databaseUrl, env: { SEED_DEMO: 'false' } });
  await sleep(1000);
  const rest = await rssMiB(server.pid);

  let peak = rest;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, (await rssMiB(server.pid)) ?? 0);
      await sleep(20);
    }
  })();

  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: uploads }, async () => {
      const form = new FormData();
      form.append('folderName', 'recipe');
      form.append('file', new Blob([png], { type: 'image/png' }), 'big.png');
      const res = await fetch(`${base}/api/common/uploadFileToThirdStorage`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}` },
        body: form,
      });
      const body = await res.json();
      return { status: res.status, retryAfter: res.headers.get('retry-after'), msg: body.msg };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  await sleep(1000);
  const after = await rssMiB(server.pid);

  const statuses = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    platform: `${os.platform()} ${os.arch()}, ${os.cpus().length} CPUs, ${round(os.totalmem() / 2 ** 30, 0)} GiB`,
    uploads,
    picture: { width, height, bytes: png.length },
    seconds: round(seconds),
    statuses,
    rssMiB: { rest, peak, after },
  };
  console.log(JSON.stringify(report, null, 2));
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  const bad = answers.filter((a) => a.status !== 200 && !((a.status === 503 || a.status === 429) && a.retryAfter));
  for (const a of bad) log(`unexpected answer ${a.status}: ${a.msg}`);
  return bad.length === 0 ? 0 : 1;
}

await runBench(main);
