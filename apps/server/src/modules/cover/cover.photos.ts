import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Photos of finished dishes for the Chinese demo recipes (apps/server/src/seed/photos, see its README:
 * public domain, from HowToCook). They are part of the repository, read from the package's source folder
 * like the seed data (from src/modules/cover/ and dist/modules/cover/ alike, three levels up is the
 * package root). `zh/<index>.jpg` belongs to the recipe at that position of recipes-zh.json.
 *
 * A photo cover's URL is `<PUBLIC_URL>/covers/photo/<index>-<hash>.webp` (and `.sm.webp`): encoded by the
 * upload pipeline (encodePicture) at its first request and kept on disk, like a generated cover, because
 * encoding 116 photos at seed time would add some 15 s to every fresh install and every test app.
 */
export const SEED_PHOTOS_DIR = fileURLToPath(new URL('../../../src/seed/photos/', import.meta.url));

export interface SeedPhoto {
  index: number;
  name: string;
  source_path: string;
  width: number;
  height: number;
  bytes: number;
}

/** Bump when the encoding of photos changes: every photo URL changes with it. */
const PHOTO_VERSION = 1;

let manifest: Map<number, SeedPhoto> | undefined;

/** The photos by recipe index (recipes-zh.json), read once. */
export function seedPhotos(dir = SEED_PHOTOS_DIR): Map<number, SeedPhoto> {
  if (dir !== SEED_PHOTOS_DIR) return readManifest(dir);
  return (manifest ??= readManifest(dir));
}

function readManifest(dir: string): Map<number, SeedPhoto> {
  const list = JSON.parse(fs.readFileSync(`${dir}/manifest.json`, 'utf8')) as SeedPhoto[];
  return new Map(list.map((photo) => [photo.index, photo]));
}

export function photoFile(photo: SeedPhoto, dir = SEED_PHOTOS_DIR): string {
  return `${dir}/zh/${photo.index}.jpg`;
}

/** Changes with the file (its size and origin) and the encoding: the year-long cache never shows an old picture. */
export function photoHash(photo: SeedPhoto): string {
  return createHash('sha256').update(`${PHOTO_VERSION}\n${photo.index}\n${photo.bytes}\n${photo.source_path}`).digest('hex').slice(0, 10);
}

export function photoPath(photo: SeedPhoto): string {
  return `/covers/photo/${photo.index}-${photoHash(photo)}.webp`;
}

/** `<index>-<hash>.webp` or `<index>-<hash>.sm.webp`. */
export function parsePhotoFile(file: string): { index: number; hash: string; small: boolean } | null {
  const match = /^(0|[1-9]\d{0,4})-([0-9a-f]{10})(\.sm)?\.webp$/.exec(file);
  if (!match) return null;
  return { index: Number(match[1]), hash: match[2]!, small: match[3] !== undefined };
}
