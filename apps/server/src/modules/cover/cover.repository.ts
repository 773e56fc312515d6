import type { Db } from '../../db/index.js';
import { articleCoverSubject, bannerCoverSubject, recipeCoverSubject, type CoverKind, type CoverSubject } from './cover.design.js';

/** What a generated cover shows, read from the row it belongs to (null: no such row). */
export function createCoverRepository(db: Db) {
  return {
    async subject(kind: CoverKind, id: number): Promise<CoverSubject | null> {
      if (kind === 'recipe') {
        const row = await db
          .selectFrom('recipes')
          .innerJoin('categories', 'categories.id', 'recipes.category_id')
          .select(['recipes.name', 'recipes.lang', 'categories.code', 'categories.name_en', 'categories.name_zh'])
          .where('recipes.id', '=', id)
          .executeTakeFirst();
        return row ? recipeCoverSubject(row, row) : null;
      }
      if (kind === 'article') {
        const row = await db.selectFrom('articles').select(['title', 'tags', 'lang']).where('id', '=', id).executeTakeFirst();
        return row ? articleCoverSubject(row) : null;
      }
      const row = await db
        .selectFrom('adv')
        .select(['adv_name', 'lang'])
        .where('id', '=', id)
        .where('adv_type', '=', 'banner')
        .executeTakeFirst();
      return row ? bannerCoverSubject(row) : null;
    },
  };
}

export type CoverRepository = ReturnType<typeof createCoverRepository>;
