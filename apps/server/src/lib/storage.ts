import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/** Stored files never change under one name (names are random), so caches may keep them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Where uploaded files live: one interface, a local folder by default or S3-compatible object storage
 * when S3_* is configured. Keys are server-generated ('avatar/2026/11/<random>.webp').
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** The folder the app serves at /media/* (local storage only). */
  readonly localRoot?: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes a file; a missing one is no error (two nodes may sweep the same file). */
  remove(key: string): Promise<void>;
  /** The absolute URL clients load a key from. */
  publicUrl(key: string): string;
  /** The key behind a URL this storage hands out, or null for any other URL. */
  keyOf(url: string): string | null;
  close(): void;
}

function keyUnder(base: string, url: string): string | null {
  return url.startsWith(`${base}/`) ? url.slice(base.length + 1) : null;
}

/**
 * DATA_DIR/media, served by the app at /media/*. A file is written under a dot-name and renamed into
 * place, so a reader never sees half a file (the static server does not serve dot-files).
 */
export function createLocalStorage(root: string, baseUrl: string): Storage {
  mkdirSync(root, { recursive: true });
  return {
    kind: 'local',
    localRoot: root,
    async put(key, body) {
      const file = path.join(root, ...key.split('/'));
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = path.join(path.dirname(file), `.${randomBytes(8).toString('hex')}.part`);
      try {
        await fs.writeFile(temp, body);
        await fs.rename(temp, file);
      } catch (error) {
        // A disk that filled mid-write leaves part of a file: gone with the failure.
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(path.join(root, ...key.split('/')), { force: true });
    },
    publicUrl: (key) => `${baseUrl}/${key}`,
    keyOf: (url) => keyUnder(baseUrl, url),
    close() {},
  };
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKey?: string | undefined;
  secretKey?: string | undefined;
  region: string;
  publicUrl?: string | undefined;
}

/**
 * An S3-compatible bucket (AWS, MinIO, R2, OSS...). Path-style addressing works with all of them.
 * Public URLs come from S3_PUBLIC_URL (a CDN or the bucket's public address), else endpoint/bucket.
 */
export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    // Checksums only where S3 requires them: several S3-compatible stores reject the SDK's default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    ...(settings.accessKey && settings.secretKey
      ? { credentials: { accessKeyId: settings.accessKey, secretAccessKey: settings.secretKey } }
      : {}),
  });
  const base = (settings.publicUrl ?? `${settings.endpoint.replace(/\/$/, '')}/${settings.bucket}`).replace(/\/$/, '');
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: body, ContentType: contentType, CacheControl: IMMUTABLE_CACHE }),
      );
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
    },
    publicUrl: (key) => `${base}/${key}`,
    keyOf: (url) => keyUnder(base, url),
    close: () => client.destroy(),
  };
}

export function createStorage(config: { dataDir: string; publicUrl: string; s3?: S3Settings | undefined }): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, 'media'), `${config.publicUrl}/media`);
}
