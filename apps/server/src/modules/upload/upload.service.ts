import { randomBytes } from 'node:crypto';
import {
  IMAGE_LARGE_MAX_SIDE,
  IMAGE_MAX_PIXELS,
  IMAGE_SMALL_MAX_SIDE,
  UPLOAD_FOLDERS,
  detectImageType,
  type UploadFolder,
} from '@chef/shared';
import sharp from 'sharp';
import type { Db } from '../../db/index.js';
import { AppError, badRequest, busy } from '../../lib/errors.js';
import { createSemaphore } from '../../lib/semaphore.js';
import type { Storage } from '../../lib/storage.js';
import { createUploadRepository, type OwnerKind } from './upload.repository.js';

/** What this service writes: folder/yyyy/mm/<32 hex>.webp and, beside it, .sm.webp. */
const OWN_KEY = new RegExp(`^(?:${UPLOAD_FOLDERS.join('|')})/\\d{4}/\\d{2}/[0-9a-f]{32}\\.webp$`);
const WEBP_QUALITY = 80;
/**
 * Decoding is what costs memory: libvips holds about 2.5 bytes a pixel of a PNG while it reduces it
 * (a 40-megapixel one peaks near 100 MB). So a node decodes at most this many pixels at once (one
 * picture of the maximum size, or many phone photos, whose JPEGs also shrink while they load), and
 * lets DECODES_WAITING more uploads wait their turn; past that an upload gets 503 with Retry-After.
 */
export const DECODE_PIXELS_AT_ONCE = 48_000_000;
export const DECODES_WAITING = 24;
const BUSY_RETRY_SECONDS = 5;
// libvips keeps finished operations in a cache (up to 50 MB) and gives each picture a thread per core:
// neither helps one-off uploads, and both hold memory (glibc keeps an arena per thread). The server's
// other use of sharp (generated covers) is cached on disk.
sharp.cache(false);
sharp.concurrency(1);

/**
 * WebP, AVIF or GIF by their signature: what web pages serve as pictures. Accepted only for covers
 * fetched by the recipe import (`webFormats`), which are decoded through the same pixel limiter.
 */
export function isWebPicture(bytes: Buffer): boolean {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  return (
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') ||
    ascii(0, 4) === 'GIF8' ||
    (ascii(4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(8, 12)))
  );
}

/**
 * The pipeline every stored picture goes through: decoded with a pixel limit, turned upright by its EXIF
 * orientation, re-encoded to WebP at most IMAGE_LARGE_MAX_SIDE and IMAGE_SMALL_MAX_SIDE (the two copies
 * imageSrcSet names). Uploads use it, and so do the seeded photo covers (cover.service.ts).
 */
export async function encodePicture(bytes: Buffer): Promise<{ large: Buffer; small: Buffer }> {
  try {
    // failOn 'error': many cameras write JPEGs with harmless warnings; only undecodable input fails.
    // The original is decoded once (sequentially, a strip at a time where the format allows); the
    // thumbnail is made from the large copy, which is small.
    const large = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', sequentialRead: true })
      .autoOrient()
      .resize({ width: IMAGE_LARGE_MAX_SIDE, height: IMAGE_LARGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    const small = await sharp(large)
      .resize({ width: IMAGE_SMALL_MAX_SIDE, height: IMAGE_SMALL_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    return { large, small };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) {
      throw new AppError(400, 'upload.tooManyPixels', { max: IMAGE_MAX_PIXELS / 1_000_000 }, 'file', err);
    }
    throw new AppError(400, 'upload.unreadable', {}, 'file', err);
  }
}

/** Pictures nobody refers to a day after their upload are removed. */
export const UNUSED_UPLOAD_TTL_MS = 86_400_000;

export interface PictureOwner {
  kind: OwnerKind;
  id: number;
}

/**
 * Checks that a picture URL is one of the owner's uploads (else 400 naming field) and marks it used, so
 * the sweep keeps it. Pass the transaction when called inside one (SQLite has a single connection).
 * Profiles, collections, and later recipes and feedback all take their pictures through it.
 */
export type ClaimPicture = (owner: PictureOwner, url: string, field: string, executor?: Db) => Promise<void>;

/** Without an upload service (some service tests), no picture is anyone's. */
export const noPictures: ClaimPicture = async (_owner, _url, field) => {
  throw badRequest('validation.imageUrl', field);
};

/**
 * Uploaded pictures: the type is decided by content, the picture is decoded with a pixel limit,
 * turned upright by its EXIF orientation and re-encoded to WebP in two sizes. Nothing of the
 * original is kept, metadata (location, camera) included: sharp writes none unless asked. Each
 * upload is recorded with its owner.
 */
export function createUploadService(deps: { db: Db; storage: Storage; clock?: () => Date }) {
  const { db, storage } = deps;
  const clock = deps.clock ?? (() => new Date());
  const repo = createUploadRepository(db);
  const decoding = createSemaphore(DECODE_PIXELS_AT_ONCE, DECODES_WAITING);

  const claim: ClaimPicture = async (owner, url, field, executor = db) => {
    const key = storage.keyOf(url);
    if (key === null || !OWN_KEY.test(key)) throw badRequest('validation.imageUrl', field);
    const own = createUploadRepository(executor);
    const row = await own.find(key);
    // Someone else's picture and one never uploaded get the same answer: no probing for others' files.
    if (!row || row.owner_kind !== owner.kind || row.owner_id !== owner.id) throw badRequest('validation.imageNotOwn', field);
    if (!row.used_at && !(await own.markUsed(row.id, clock().toISOString()))) throw badRequest('validation.imageNotOwn', field);
  };

  return {
    /** Stores a picture for its owner and returns the URL of its large WebP. */
    async store(owner: PictureOwner, folder: UploadFolder, bytes: Buffer, options: { webFormats?: boolean } = {}): Promise<string> {
      if (bytes.length === 0) throw badRequest('upload.empty', 'file');
      if (!detectImageType(bytes) && !(options.webFormats && isWebPicture(bytes)))
        throw new AppError(415, 'toast.badImageType', {}, 'file');
      // The header alone tells the size (cheap); an unreadable header weighs as a full picture and fails in encode.
      const { width = 0, height = 0 } = await sharp(bytes)
        .metadata()
        .catch(() => ({ width: 0, height: 0 }));
      const pixels = width * height || DECODE_PIXELS_AT_ONCE;
      const { large, small } = await decoding.run(
        pixels,
        () => encodePicture(bytes),
        () => busy(BUSY_RETRY_SECONDS),
      );
      const at = clock();
      const month = String(at.getUTCMonth() + 1).padStart(2, '0');
      const name = `${folder}/${at.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}`;
      // The thumbnail first: once the large URL is handed out, both exist.
      try {
        await storage.put(`${name}.sm.webp`, small, 'image/webp');
        await storage.put(`${name}.webp`, large, 'image/webp');
        await repo.insert(`${name}.webp`, owner.kind, owner.id, at.toISOString());
      } catch (error) {
        // A full disk (or database) part-way: no file stays that no row names (housekeeping goes by rows).
        await Promise.allSettled([storage.remove(`${name}.sm.webp`), storage.remove(`${name}.webp`)]);
        throw error;
      }
      return storage.publicUrl(`${name}.webp`);
    },

    claim,

    /** Removes pictures nobody used within a day of their upload (housekeeping), both sizes. */
    async sweep(): Promise<number> {
      const keys = await repo.deleteUnused(new Date(clock().getTime() - UNUSED_UPLOAD_TTL_MS).toISOString());
      for (const key of keys) {
        await storage.remove(key.replace(/\.webp$/, '.sm.webp'));
        await storage.remove(key);
      }
      return keys.length;
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
