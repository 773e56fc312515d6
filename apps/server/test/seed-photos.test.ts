import fs from 'node:fs';
import path from 'node:path';
import { imageSrcSet, imageVariant } from '@chef/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverPath, recipeCoverSubject } from '../src/modules/cover/cover.design.js';
import { SEED_PHOTOS_DIR, photoFile, photoPath, seedPhotos } from '../src/modules/cover/cover.photos.js';
import { readSeedData } from '../src/seed/content.js';
import { adoptSeedPhotos } from '../src/seed/photo-covers.js';
import { buildContentApp } from './content-helper.js';
import type { TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildContentApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const PUBLIC_URL = 'https://chef.example.com';

describe('seeded dish photos', () => {
  it('ships every photo of the manifest in the repository, with its licence note', () => {
    const photos = [...seedPhotos().values()];
    expect(photos.length).toBe(116);
    for (const photo of photos) expect(fs.statSync(photoFile(photo)).size, photo.name).toBe(photo.bytes);
    expect(fs.readFileSync(path.join(SEED_PHOTOS_DIR, 'README.md'), 'utf8')).toMatch(/The Unlicense[\s\S]*HowToCook/);
  });

  it('makes every photo of the manifest its recipe’s cover, and only those recipes have photo covers', async () => {
    const zh = readSeedData().recipes['zh-CN'];
    // The seed creates each language's recipes in file order, so ids follow the file's indexes.
    const rows = await t.db.selectFrom('recipes').select(['id', 'name', 'cover']).where('lang', '=', 'zh-CN').orderBy('id').execute();
    expect(rows.map((r) => r.name)).toEqual(zh.map((r) => r.name));
    const photos = seedPhotos();
    for (const [index, photo] of photos) expect(rows[index]!.cover, `${index} ${photo.name}`).toBe(`${PUBLIC_URL}${photoPath(photo)}`);
    const withPhoto = await t.db.selectFrom('recipes').select('id').where('cover', 'like', '%/covers/photo/%').execute();
    expect(withPhoto.length).toBe(photos.size);
    const others = rows.filter((_, i) => !photos.has(i));
    for (const r of others) expect(r.cover).toMatch(/\/covers\/recipe\/\d+-[0-9a-f]{10}\.webp$/);
  });

  it('gives an install seeded before the photos its photo covers once, never replacing a cover someone set', async () => {
    const zhRows = () => t.db.selectFrom('recipes').select(['id', 'name', 'cover']).where('lang', '=', 'zh-CN').orderBy('id').execute();
    const fresh = await zhRows();
    // A fresh seed has nothing to adopt.
    expect(await adoptSeedPhotos(t.db)).toBe(0);
    // The install as the seed left it before the photos: generated covers for every Chinese recipe.
    const categories = await t.db.selectFrom('categories').select(['id', 'code', 'name_en', 'name_zh']).execute();
    const categoryOf = new Map(categories.map((c) => [c.id, c]));
    const full = await t.db
      .selectFrom('recipes')
      .select(['id', 'name', 'lang', 'category_id'])
      .where('lang', '=', 'zh-CN')
      .orderBy('id')
      .execute();
    const generated = new Map(
      full.map((r) => [
        r.id,
        `${PUBLIC_URL}${coverPath('recipe', r.id, recipeCoverSubject({ name: r.name, lang: 'zh-CN' }, categoryOf.get(r.category_id)!))}`,
      ]),
    );
    for (const [id, cover] of generated) await t.db.updateTable('recipes').set({ cover }).where('id', '=', id).execute();
    // Since then staff gave one photo recipe a picture of their own, and took another one's cover away.
    const photos = seedPhotos();
    const [ownIndex, noneIndex] = [...photos.keys()];
    const own = `${PUBLIC_URL}/uploads/recipe/own-picture.webp`;
    await t.db.updateTable('recipes').set({ cover: own }).where('id', '=', fresh[ownIndex!]!.id).execute();
    await t.db.updateTable('recipes').set({ cover: null }).where('id', '=', fresh[noneIndex!]!.id).execute();

    expect(await adoptSeedPhotos(t.db)).toBe(photos.size - 2);
    const after = await zhRows();
    after.forEach((row, index) => {
      const photo = photos.get(index);
      if (index === ownIndex) expect(row.cover).toBe(own);
      else if (index === noneIndex) expect(row.cover).toBeNull();
      // Every other photo in the manifest is its recipe's cover again, as a fresh seed gives it.
      else if (photo) expect(row.cover, `${index} ${photo.name}`).toBe(fresh[index]!.cover);
      else expect(row.cover).toBe(generated.get(row.id));
    });
    // Once: a second start changes nothing.
    expect(await adoptSeedPhotos(t.db)).toBe(0);
  });

  it('serves a photo cover through the upload pipeline: WebP in the two sizes of the srcset, kept on disk', async () => {
    const photo = seedPhotos().get(7)!;
    const url = `${PUBLIC_URL}${photoPath(photo)}`;
    const large = await get(photoPath(photo));
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    expect(large.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // 1200x900 JPEG: the large copy at most 1080 px wide, the thumbnail 320 (what imageSrcSet announces).
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1080, height: 810 });
    expect(imageSrcSet(url)).toContain('1080w');
    const small = await get(new URL(imageVariant(url, 'sm')!).pathname);
    expect(small.statusCode).toBe(200);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    const file = path.join(t.dataDir, 'covers', 'photo', path.basename(photoPath(photo)));
    expect(fs.existsSync(file)).toBe(true);
    expect((await get(photoPath(photo))).rawPayload.equals(large.rawPayload)).toBe(true);
  });

  it('sends an old hash to the current picture, and 404 for a recipe without a photo or a bad name', async () => {
    const photo = seedPhotos().get(8)!;
    const stale = await get(`/covers/photo/8-0000000000.sm.webp`);
    expect(stale.statusCode).toBe(301);
    expect(stale.headers.location).toBe(photoPath(photo).replace(/\.webp$/, '.sm.webp'));
    expect((await get('/covers/photo/0-0000000000.webp')).statusCode).toBe(404);
    expect((await get('/covers/photo/..%2Fx.webp')).statusCode).toBe(404);
    expect((await get('/covers/photos/8-0000000000.webp')).statusCode).toBe(404);
  });
});
