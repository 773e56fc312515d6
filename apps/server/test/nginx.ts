import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from './server-process.js';

/** Debian's nginx (`apt-get install nginx`; .ci/run installs it). */
export const NGINX = '/usr/sbin/nginx';

/** A port free right now on loopback (nginx needs a number in its configuration). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * nginx as an unprivileged process in front of the given node ports, with the configuration of
 * docs/nginx/chef-portal.conf (the one docs/OPERATIONS.md gives) filled in: plain HTTP on a loopback
 * port, no TLS. Its own files (pid, logs, temporary bodies) live in a temporary folder. Run as root
 * (CI), it drops to nobody itself.
 */
export async function startNginx(nodePorts: number[]) {
  if (!fs.existsSync(NGINX)) {
    throw new Error(`nginx is missing (${NGINX}): install Debian's nginx (apt-get install -y nginx; .ci/run does) to run this test`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chef-nginx-'));
  fs.chmodSync(dir, 0o777);
  const port = await freePort();
  const values: Record<string, string> = {
    NODES: nodePorts.map((p) => `    server 127.0.0.1:${p};`).join('\n'),
    LISTEN: `127.0.0.1:${port}`,
    NAME: 'localhost',
    TLS: '',
  };
  // The placeholders of the lines that are not comments (the file's header names them too).
  const portal = fs
    .readFileSync(path.join(root, 'docs/nginx/chef-portal.conf'), 'utf8')
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#') ? line : line.replace(/@([A-Z]+)@/g, (_, name: string) => values[name] ?? `@${name}@`),
    )
    .join('\n');
  fs.writeFileSync(path.join(dir, 'chef-portal.conf'), portal);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 512; }
http {
    access_log off;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    include ${path.join(dir, 'chef-portal.conf')};
}
`,
  );
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf')];
  const unprivileged = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  // Checked as the user it runs as: the check creates the log and temporary folders.
  const test = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8', ...unprivileged });
  if (test.status !== 0) throw new Error(`nginx refused the configuration:\n${test.stderr}`);
  const child: ChildProcess = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'pipe'], ...unprivileged });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  // Listening once a connection is accepted.
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start:\n${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop() {
      child.kill('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
