import net from 'node:net';
import { freePort, log, rssMiB, runBench, scratchDatabase, sleep, startServer, ensureBuild, round, summary } from './bench-server.mjs';

/**
 * The hostile review's two resource figures (issue 25), on the production build:
 * 1. the portal's memory while 4 raw TCP connections to the embedded broker announce 200 MB CONNECT
 *    packets and stream filler (BENCH_FLOOD_SECONDS, default 15 s, or until the broker closes them);
 * 2. the latency of a static picture (favicon.svg) alone and while 60 logins for unknown accounts run
 *    at once. Prints one JSON line. Run it on two builds to compare.
 */
const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS || 15);
const LOGINS = Number(process.env.BENCH_LOGINS || 60);
const PICTURE = '/favicon.svg';

async function oversizedConnect(port) {
  const socket = net.connect({ host: '127.0.0.1', port });
  socket.on('error', () => {});
  let closed = false;
  let sent = 0;
  socket.once('close', () => (closed = true));
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(Buffer.from([0x10, 0x80, 0x80, 0xd0, 0x5f]));
  const filler = Buffer.alloc(256 * 1024, 0x41);
  const until = Date.now() + FLOOD_SECONDS * 1000;
  while (!closed && Date.now() < until) {
    if (!socket.write(filler)) await Promise.race([new Promise((r) => socket.once('drain', r)), sleep(200)]);
    sent += filler.length;
  }
  socket.destroy();
  return { closedByServer: closed, sentMiB: round(sent / 2 ** 20, 1) };
}

async function timed(url) {
  const start = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  return performance.now() - start;
}

await runBench(async () => {
  ensureBuild();
  const { dataDir, databaseUrl } = await scratchDatabase();
  const [port, mqttPort] = [await freePort(), await freePort()];
  const { base, server } = await startServer({ port, dataDir, databaseUrl, env: { MQTT_PORT: String(mqttPort), TRUST_PROXY: '1' } });

  const idle = await rssMiB(server.pid);
  let peak = idle;
  const sampler = setInterval(async () => (peak = Math.max(peak ?? 0, (await rssMiB(server.pid)) ?? 0)), 250);
  const floods = await Promise.all(Array.from({ length: 4 }, () => oversizedConnect(mqttPort)));
  clearInterval(sampler);
  const afterFlood = await rssMiB(server.pid);

  const alone = [];
  for (let i = 0; i < 5; i++) alone.push(await timed(base + PICTURE));
  let n = 0;
  const logins = Array.from({ length: LOGINS }, () =>
    fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${n >> 8}.${n++ & 255}` },
      body: JSON.stringify({ account: `nobody${n}@example.com`, password: 'wrongpass1' }),
    }).then((res) => res.status),
  );
  await sleep(100);
  const duringFlood = [];
  for (let i = 0; i < 5; i++) duringFlood.push(await timed(base + PICTURE));
  const statuses = await Promise.all(logins);
  const counts = statuses.reduce((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

  const result = {
    mqtt: { idleRssMiB: idle, peakRssMiB: peak, afterRssMiB: afterFlood, connections: floods },
    picture: { aloneMs: summary(alone), duringLoginsMs: summary(duringFlood), loginStatuses: counts },
  };
  console.log(JSON.stringify(result));
  log('done');
  return 0;
});
