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
import { AppError, badRequest } from '../../lib/errors.js';
import type { Storage } from '../../lib/storage.js';

/** What this service writes: folder/yyyy/mm/<32 hex>.webp and, beside it, .sm.webp. */
const OWN_KEY = new RegExp(`^(?:${UPLOAD_FOLDERS.join('|')})/\\d{4}/\\d{2}/[0-9a-f]{32}\\.webp$`);
const WEBP_QUALITY = 80;

/**
 * Uploaded pictures: the type is decided by content, the picture is decoded with a pixel limit,
 * turned upright by its EXIF orientation and re-encoded to WebP in two sizes. Nothing of the
 * original is kept, metadata (location, camera) included: sharp writes none unless asked.
 */
export function createUploadService(deps: { storage: Storage; clock?: () => Date }) {
  const { storage } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function encode(bytes: Buffer): Promise<{ large: Buffer; small: Buffer }> {
    try {
      // failOn 'error': many cameras write JPEGs with harmless warnings; only undecodable input fails.
      const upright = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' }).autoOrient();
      const size = (side: number) =>
        upright
          .clone()
          .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer();
      const [large, small] = await Promise.all([size(IMAGE_LARGE_MAX_SIDE), size(IMAGE_SMALL_MAX_SIDE)]);
      return { large, small };
    } catch (err) {
      if (err instanceof Error && /pixel limit/i.test(err.message)) {
        throw new AppError(400, 'upload.tooManyPixels', { max: IMAGE_MAX_PIXELS / 1_000_000 }, 'file', err);
      }
      throw new AppError(400, 'upload.unreadable', {}, 'file', err);
    }
  }

  return {
    /** Stores a picture and returns the URL of its large WebP. */
    async store(folder: UploadFolder, bytes: Buffer): Promise<string> {
      if (bytes.length === 0) throw badRequest('upload.empty', 'file');
      if (!detectImageType(bytes)) throw new AppError(415, 'toast.badImageType', {}, 'file');
      const { large, small } = await encode(bytes);
      const at = clock();
      const month = String(at.getUTCMonth() + 1).padStart(2, '0');
      const name = `${folder}/${at.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}`;
      // The thumbnail first: once the large URL is handed out, both exist.
      await storage.put(`${name}.sm.webp`, small, 'image/webp');
      await storage.put(`${name}.webp`, large, 'image/webp');
      return storage.publicUrl(`${name}.webp`);
    },

    /** Whether a URL names a picture uploaded here (avatars and covers must be). */
    isOwnImageUrl(url: string): boolean {
      const key = storage.keyOf(url);
      return key !== null && OWN_KEY.test(key);
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
