import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../../db/index.js';
import { encodePicture } from '../upload/upload.service.js';
import { createCoverRepository } from './cover.repository.js';
import { parsePhotoFile, photoFile, photoHash, seedPhotos } from './cover.photos.js';
import { COVER_SIZES, COVER_THUMB_WIDTH, coverHash, coverSvg, parseCoverFile, type CoverKind } from './cover.design.js';

export type CoverAnswer = { file: string } | { redirect: string } | null;

/**
 * Generated covers, rendered at their first request (not at seed time: some 400 covers would slow
 * every fresh install and every test) and kept on disk under DATA_DIR/covers/<kind>/. Both sizes are
 * rendered together from one SVG; concurrent first requests share one rendering.
 */
export function createCoverService(deps: { db: Db; dataDir: string }) {
  const repo = createCoverRepository(deps.db);
  const root = path.join(deps.dataDir, 'covers');
  const rendering = new Map<string, Promise<void>>();

  async function exists(file: string): Promise<boolean> {
    try {
      await fs.access(file);
      return true;
    } catch {
      return false;
    }
  }

  async function render(svg: string): Promise<{ large: Buffer; small: Buffer }> {
    const image = sharp(Buffer.from(svg));
    const [large, small] = await Promise.all([
      image.clone().webp({ quality: 82 }).toBuffer(),
      image.clone().resize({ width: COVER_THUMB_WIDTH }).webp({ quality: 80 }).toBuffer(),
    ]);
    return { large, small };
  }

  async function write(kind: string, base: string, { large, small }: { large: Buffer; small: Buffer }): Promise<void> {
    const folder = path.join(root, kind);
    await fs.mkdir(folder, { recursive: true });
    // Written under temporary names and renamed, the thumbnail first: a reader never sees half a file.
    for (const [name, data] of [
      [`${base}.sm.webp`, small],
      [`${base}.webp`, large],
    ] as const) {
      const temp = path.join(folder, `.${randomBytes(6).toString('hex')}.part`);
      await fs.writeFile(temp, data);
      await fs.rename(temp, path.join(folder, name));
    }
  }

  /** Concurrent first requests of one picture share one rendering. */
  async function once(key: string, job: () => Promise<void>): Promise<void> {
    let running = rendering.get(key);
    if (!running) {
      running = job().finally(() => rendering.delete(key));
      rendering.set(key, running);
    }
    await running;
  }

  return {
    /**
     * The file behind /covers/<kind>/<file>: rendered first if needed; a redirect when the hash is not
     * the current one (the title changed: old links still get the right picture); null when unknown.
     */
    async file(kind: CoverKind, file: string): Promise<CoverAnswer> {
      const parsed = parseCoverFile(file);
      if (!parsed) return null;
      const subject = await repo.subject(kind, parsed.id);
      if (!subject) return null;
      const hash = coverHash(kind, subject);
      const base = `${parsed.id}-${hash}`;
      if (hash !== parsed.hash) return { redirect: `/covers/${kind}/${base}${parsed.small ? '.sm' : ''}.webp` };
      const target = path.join(root, kind, `${base}${parsed.small ? '.sm' : ''}.webp`);
      if (await exists(target)) return { file: target };
      await once(`${kind}/${base}`, async () => write(kind, base, await render(await coverSvg(kind, subject))));
      return { file: target };
    },

    /**
     * The file behind /covers/photo/<file>: a seeded dish photo (cover.photos.ts), encoded by the upload
     * pipeline at its first request; a redirect when the hash is an older one; null when unknown.
     */
    async photo(file: string): Promise<CoverAnswer> {
      const parsed = parsePhotoFile(file);
      const photo = parsed && seedPhotos().get(parsed.index);
      if (!parsed || !photo) return null;
      const hash = photoHash(photo);
      const base = `${photo.index}-${hash}`;
      const name = `${base}${parsed.small ? '.sm' : ''}.webp`;
      if (hash !== parsed.hash) return { redirect: `/covers/photo/${name}` };
      const target = path.join(root, 'photo', name);
      if (await exists(target)) return { file: target };
      await once(`photo/${base}`, async () => write('photo', base, await encodePicture(await fs.readFile(photoFile(photo)))));
      return { file: target };
    },

    sizes: COVER_SIZES,
  };
}

export type CoverService = ReturnType<typeof createCoverService>;
