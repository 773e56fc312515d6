import type { Db } from '../db/index.js';
import { photoPath, seedPhotos } from '../modules/cover/cover.photos.js';
import { SEED_AUTHORS, readSeedData } from './content.js';

/** A generated recipe cover: `<public URL>/covers/recipe/<id>-<hash>.webp` (cover.design.ts coverPath). */
const GENERATED_COVER = /^(.*)\/covers\/recipe\/(\d+)-[0-9a-f]{10}\.webp$/;

/**
 * Installs seeded before the dish photos existed (issue 28) keep the generated covers of the Chinese demo
 * recipes, since the seed only runs on an empty database. At each start, a demo recipe (no author account,
 * the seed's author name, Chinese) whose cover is still the generated one and whose recipe has a photo
 * gets the photo as its cover, as a fresh seed gives it.
 *
 * - Only a generated cover is replaced: a cover someone set (an upload, none) is never touched, and each
 *   update checks the cover is still the one read, so a change made meanwhile by staff wins.
 * - Once: after the first start no row matches (one query; the recipe files are read only when a
 *   candidate is left). Two nodes starting together write the same values.
 * - A recipe is known by its name (the seed's, tidied as the seed stores it). Two demo recipes share a
 *   name; rows of one name are paired with the file's recipes of that name in order (ids follow the file),
 *   and only while their counts agree (one deleted: which one is unknown, so neither is touched).
 *
 * Returns how many covers it changed.
 */
export async function adoptSeedPhotos(db: Db): Promise<number> {
  const rows = await db
    .selectFrom('recipes')
    .select(['id', 'name', 'cover'])
    .where('lang', '=', 'zh-CN')
    .where('author_id', 'is', null)
    .where('author_name', '=', SEED_AUTHORS['zh-CN'])
    .where('cover', 'like', '%/covers/recipe/%')
    .orderBy('id')
    .execute();
  const photos = seedPhotos();
  // The manifest names each photo's recipe: a fresh install (its photo covers set by the seed) stops here,
  // without reading the recipe files.
  const photoNames = new Set([...photos.values()].map((photo) => photo.name));
  const names = [...new Set(rows.map((row) => row.name))].filter((name) => photoNames.has(name));
  if (names.length === 0) return 0;

  const indexesOf = new Map<string, number[]>();
  readSeedData().recipes['zh-CN'].forEach((recipe, index) => indexesOf.set(recipe.name, [...(indexesOf.get(recipe.name) ?? []), index]));
  // Every seeded row of those names, generated cover or not, to pair rows and file positions in order.
  const seeded = await db
    .selectFrom('recipes')
    .select(['id', 'name'])
    .where('lang', '=', 'zh-CN')
    .where('author_id', 'is', null)
    .where('author_name', '=', SEED_AUTHORS['zh-CN'])
    .where('name', 'in', names)
    .orderBy('id')
    .execute();
  const indexOfRow = new Map<number, number>();
  for (const name of names) {
    const ids = seeded.filter((row) => row.name === name).map((row) => row.id);
    const indexes = indexesOf.get(name) ?? [];
    if (ids.length === indexes.length) ids.forEach((id, k) => indexOfRow.set(id, indexes[k]!));
  }

  const changes: { id: number; from: string; to: string }[] = [];
  for (const row of rows) {
    const match = row.cover ? GENERATED_COVER.exec(row.cover) : null;
    const index = indexOfRow.get(row.id);
    const photo = index === undefined ? undefined : photos.get(index);
    if (!match || Number(match[2]) !== row.id || !photo) continue;
    // The same public URL the seed used for this install, as a fresh seed writes it.
    changes.push({ id: row.id, from: row.cover!, to: `${match[1]}${photoPath(photo)}` });
  }
  if (changes.length === 0) return 0;
  let changed = 0;
  await db.transaction().execute(async (trx) => {
    for (const { id, from, to } of changes) {
      const result = await trx.updateTable('recipes').set({ cover: to }).where('id', '=', id).where('cover', '=', from).executeTakeFirst();
      changed += Number(result.numUpdatedRows);
    }
  });
  return changed;
}
