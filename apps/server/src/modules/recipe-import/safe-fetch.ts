import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../lib/errors.js';

/**
 * Fetching a page a user named, without letting the user reach what only the server can (SSRF):
 * every address the host name resolves to is checked at connection time (the socket connects to the
 * checked address, so a second DNS answer cannot slip in), IP literals too, and each redirect is a new
 * request checked the same way. Only public unicast addresses pass; `allowLoopback` (a test-only
 * setting) also lets 127.0.0.0/8 and ::1 through, never private or link-local ranges.
 */
export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
  allowLoopback: boolean;
  maxRedirects?: number;
}

export interface Fetched {
  body: Buffer;
  contentType: string;
  url: string;
}

const blocked = () => new AppError(400, 'recipeImport.blocked', {}, 'url');
const failed = (cause?: unknown) => new AppError(400, 'recipeImport.fetchFailed', {}, 'url', cause);
const tooLarge = () => new AppError(400, 'recipeImport.tooLarge', {}, 'url');

/** Whether an address may be fetched: public unicast only (loopback when allowed). */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.parse(address);
  const range = ip.range();
  if (range === 'loopback') return allowLoopback;
  // IPv4-compatible (::/96) and IPv4-mapped (::ffff:0:0/96) IPv6 addresses carry an IPv4 address that
  // some stacks reach as IPv4: never fetched (ipaddr.js calls the first range plain unicast).
  if (ip.kind() === 'ipv6') {
    const parts = (ip as ipaddr.IPv6).parts;
    if (parts.slice(0, 5).every((p) => p === 0) && (parts[5] === 0 || parts[5] === 0xffff)) return false;
  }
  return range === 'unicast';
}

function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as dns.LookupAddress[];
      if (list.length === 0 || list.some((a) => !isAllowedAddress(a.address, allowLoopback))) {
        return callback(Object.assign(new Error('blocked address'), { code: 'EBLOCKED' }), '', 0);
      }
      if ((options as dns.LookupOptions).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

function once(
  url: URL,
  limits: FetchLimits,
  accept: string,
): Promise<{ status: number; location?: string; body: Buffer; contentType: string }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !isAllowedAddress(host, limits.allowLoopback)) return Promise.reject(blocked());
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: guardedLookup(limits.allowLoopback),
        timeout: limits.timeoutMs,
        headers: { accept, 'user-agent': 'ChefRobotRecipeImport/1.0', 'accept-encoding': 'identity' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ status, location: response.headers.location, body: Buffer.alloc(0), contentType: '' });
          return;
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > limits.maxBytes) {
          response.destroy();
          reject(tooLarge());
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            response.destroy();
            reject(tooLarge());
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status, body: Buffer.concat(chunks), contentType: String(response.headers['content-type'] ?? '') }),
        );
        response.on('error', (err) => reject(failed(err)));
      },
    );
    // The whole exchange is bounded too, not only idle time between packets.
    const deadline = setTimeout(() => request.destroy(failed(new Error('timeout'))), limits.timeoutMs);
    request.on('close', () => clearTimeout(deadline));
    request.on('timeout', () => request.destroy(failed(new Error('timeout'))));
    request.on('error', (err: NodeJS.ErrnoException) =>
      reject(err instanceof AppError ? err : err.code === 'EBLOCKED' ? blocked() : failed(err)),
    );
  });
}

/** GETs a URL (http or https), following up to maxRedirects redirects, each checked like the first. */
export async function safeFetch(address: string, limits: FetchLimits, accept = '*/*'): Promise<Fetched> {
  let url: URL;
  try {
    url = new URL(address);
  } catch (err) {
    throw failed(err);
  }
  for (let hop = 0; hop <= (limits.maxRedirects ?? 5); hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw blocked();
    if (url.username || url.password) throw blocked();
    const res = await once(url, limits, accept);
    if (res.location !== undefined) {
      try {
        url = new URL(res.location, url);
      } catch (err) {
        // A Location that is no URL (`http://[zz`): the page cannot be fetched, not a server error.
        throw failed(err);
      }
      continue;
    }
    if (res.status < 200 || res.status >= 300) throw failed(new Error(`status ${res.status}`));
    return { body: res.body, contentType: res.contentType, url: url.toString() };
  }
  throw failed(new Error('too many redirects'));
}
