import type { Db } from '../../db/index.js';
import {
  articleCoverSubject,
  bannerCoverSubject,
  coverPath,
  recipeCoverSubject,
  type CoverKind,
  type CoverSubject,
} from './cover.design.js';

/**
 * Rewrites stored URLs of generated covers whose hash is not the current one: after a change of the
 * design or of the renderer (DESIGN_VERSION), or a renamed recipe. Run at every start; it reads the rows
 * that hold a generated cover and writes only the stale ones. Browsers cache covers for a year under
 * their URL, so a picture drawn by an older renderer (boxes instead of characters) is only replaced by
 * giving it a new URL; the new one is rendered at its first request. Returns how many rows changed.
 */
export async function refreshCoverUrls(db: Db): Promise<number> {
  const stale: { kind: CoverKind; id: number; url: string }[] = [];
  const check = (kind: CoverKind, id: number, url: string | null, subject: CoverSubject) => {
    const match = url ? new RegExp(`^(.*)/covers/${kind}/(\\d+)-[0-9a-f]{10}\\.webp$`).exec(url) : null;
    if (!match || Number(match[2]) !== id) return;
    const fresh = `${match[1]}${coverPath(kind, id, subject)}`;
    if (fresh !== url) stale.push({ kind, id, url: fresh });
  };

  const recipes = await db
    .selectFrom('recipes')
    .innerJoin('categories', 'categories.id', 'recipes.category_id')
    .select(['recipes.id', 'recipes.cover', 'recipes.name', 'recipes.lang', 'categories.code', 'categories.name_en', 'categories.name_zh'])
    .where('recipes.cover', 'like', '%/covers/recipe/%')
    .execute();
  for (const r of recipes) check('recipe', r.id, r.cover, recipeCoverSubject(r, r));
  const articles = await db
    .selectFrom('articles')
    .select(['id', 'cover', 'title', 'tags', 'lang'])
    .where('cover', 'like', '%/covers/article/%')
    .execute();
  for (const a of articles) check('article', a.id, a.cover, articleCoverSubject(a));
  const banners = await db
    .selectFrom('adv')
    .select(['id', 'adv_pic', 'adv_name', 'lang'])
    .where('adv_type', '=', 'banner')
    .where('adv_pic', 'like', '%/covers/banner/%')
    .execute();
  for (const b of banners) check('banner', b.id, b.adv_pic, bannerCoverSubject(b));

  if (stale.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    for (const { kind, id, url } of stale) {
      if (kind === 'recipe') await trx.updateTable('recipes').set({ cover: url }).where('id', '=', id).execute();
      else if (kind === 'article') await trx.updateTable('articles').set({ cover: url }).where('id', '=', id).execute();
      else await trx.updateTable('adv').set({ adv_pic: url }).where('id', '=', id).execute();
    }
  });
  return stale.length;
}
