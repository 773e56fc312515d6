import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AUDIT_STATUS, LANGUAGES, weekStartOf, type Language, type RecipeContent } from '@chef/shared';
import { sql } from 'kysely';
import type { Db } from '../db/index.js';
import {
  articleCoverSubject,
  bannerCoverSubject,
  coverPath,
  recipeCoverSubject,
  type CoverKind,
  type CoverSubject,
} from '../modules/cover/cover.design.js';
import { photoPath, seedPhotos, type SeedPhoto } from '../modules/cover/cover.photos.js';
import { createRecipeRepository, type NewRecipeRow } from '../modules/recipe/recipe.repository.js';
import { writeSearchRows } from '../modules/search/search.repository.js';
import { articleSearchText, recipeSearchText } from '../modules/search/search.text.js';
import { tidyImportedRecipe } from './tidy.js';

/**
 * Demo content from the JSON files of ./data (see its README): categories, countries, recipes and
 * articles in both languages, plus what makes the home page look lived-in (deterministic ratings and
 * views, this week's selection, banners).
 *
 * The files are read from the package's source folder (apps/server/src/seed/data), found relative
 * to this module: from src/seed/ and from dist/seed/ alike, two levels up is the package root.
 * The build does not copy them.
 */
export const SEED_DATA_DIR = fileURLToPath(new URL('../../src/seed/data/', import.meta.url));

export interface SeedCategory {
  code: string;
  nameEn: string;
  nameZh: string;
  sort: number;
}
export interface SeedCountry {
  code: string;
  nameEn: string;
  nameZh: string;
}
/** recipeContentSchema plus the category and country codes. */
export type SeedRecipe = RecipeContent & { category: string; country: string | null };
export interface SeedArticle {
  title: string;
  summary: string;
  body: string;
  author: string;
  tags: string[];
  featured: boolean;
}

export interface SeedData {
  categories: SeedCategory[];
  countries: SeedCountry[];
  recipes: Record<Language, SeedRecipe[]>;
  articles: Record<Language, SeedArticle[]>;
  /** Dish photos of the Chinese recipes by their index in `recipes['zh-CN']` (seed/photos, cover.photos.ts). */
  photos: Map<number, SeedPhoto>;
}

/** The files are checked by test/seed-data.test.ts, so they are not parsed again here (speed: every test app seeds). */
export function readSeedData(dir = SEED_DATA_DIR): SeedData {
  const read = <T>(file: string) => JSON.parse(fs.readFileSync(`${dir}/${file}`, 'utf8')) as T;
  return {
    categories: read('categories.json'),
    countries: read('countries.json'),
    // The imported Chinese recipes are tidied here (tidy.ts): repeated amounts in notes, placeholder step titles.
    recipes: { 'en-US': read('recipes-en.json'), 'zh-CN': read<SeedRecipe[]>('recipes-zh.json').map(tidyImportedRecipe) },
    articles: { 'en-US': read('articles-en.json'), 'zh-CN': read('articles-zh.json') },
    photos: dir === SEED_DATA_DIR ? seedPhotos() : new Map(),
  };
}

let cached: SeedData | undefined;
const seedData = () => (cached ??= readSeedData());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const SEED_AUTHORS: Record<Language, string> = { 'en-US': 'Chef Robot Kitchen', 'zh-CN': 'HowToCook 程序员做饭指南' };

/** A row of the recipes table for a recipe's content. */
export function recipeRow(
  recipe: RecipeContent,
  at: { lang: Language; categoryId: number; countryCode: string | null; authorName: string; createdAt: string },
): NewRecipeRow {
  return {
    lang: at.lang,
    name: recipe.name,
    description: recipe.description,
    cover: null,
    category_id: at.categoryId,
    country_code: at.countryCode,
    cooking_time: recipe.cookingTime,
    difficulty: recipe.difficulty,
    flavor: recipe.flavor,
    portions: recipe.portions,
    tags: JSON.stringify(recipe.tags),
    tips: recipe.tips,
    accessories: JSON.stringify(recipe.accessories),
    preparations: JSON.stringify(recipe.preparations),
    ingredients: JSON.stringify(recipe.ingredients),
    nutrition: JSON.stringify(recipe.nutrition),
    steps: JSON.stringify(recipe.steps),
    search_text: recipeSearchText(recipe),
    author_id: null,
    author_name: at.authorName,
    created_at: at.createdAt,
    updated_at: at.createdAt,
  };
}

/** A small deterministic generator (mulberry32): the demo looks the same on every install. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Sets the cover column of many rows in one statement per chunk: `update ... from (values ...)`, on both databases. */
async function setCovers(db: Db, table: 'recipes' | 'articles' | 'adv', column: 'cover' | 'adv_pic', covers: [number, string][]) {
  for (let start = 0; start < covers.length; start += 400) {
    const values = sql.join(covers.slice(start, start + 400).map(([id, url]) => sql`(cast(${id} as integer), cast(${url} as text))`));
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = v.column2 from (values ${values}) as v where ${sql.ref(`${table}.id`)} = v.column1`.execute(
      db,
    );
  }
}

/**
 * Seeds the content tables when they are empty, in one transaction (all or nothing; one fsync on
 * SQLite). Returns false when there was content already, or when another node seeded first.
 */
export async function seedContent(db: Db, options: { publicUrl: string; now?: Date; data?: SeedData }): Promise<boolean> {
  if (await db.selectFrom('categories').select('id').limit(1).executeTakeFirst()) return false;
  const data = options.data ?? seedData();
  const now = options.now ?? new Date();
  const nowMs = now.getTime();
  const at = now.toISOString();
  const url = (kind: CoverKind, id: number, subject: CoverSubject) => `${options.publicUrl}${coverPath(kind, id, subject)}`;

  try {
    await db.transaction().execute(async (trx) => {
      const categories = await trx
        .insertInto('categories')
        .values(data.categories.map((c) => ({ code: c.code, name_en: c.nameEn, name_zh: c.nameZh, sort: c.sort })))
        .returning(['id', 'code', 'name_en', 'name_zh'])
        .execute();
      const categoryOf = new Map(categories.map((c) => [c.code, c]));
      await trx
        .insertInto('countries')
        .values(data.countries.map((c) => ({ code: c.code, name_en: c.nameEn, name_zh: c.nameZh })))
        .execute();

      // Recipes of both languages interleaved by a staggered creation time over the last 180 days, so
      // that ids grow with time and "new" looks natural in each language and in both.
      const dated = LANGUAGES.flatMap((lang) =>
        data.recipes[lang].map((recipe, i, all) => ({
          lang,
          recipe,
          photo: lang === 'zh-CN' ? data.photos.get(i) : undefined,
          time: nowMs - Math.round(((all.length - i) / all.length) * 180 * DAY) + i * 977,
        })),
      ).sort((a, b) => a.time - b.time);
      const rows = dated.map(({ lang, recipe, time }) =>
        recipeRow(recipe, {
          lang,
          categoryId: categoryOf.get(recipe.category)!.id,
          countryCode: recipe.country,
          authorName: SEED_AUTHORS[lang],
          createdAt: new Date(time).toISOString(),
        }),
      );
      const rand = seeded(42);
      // Ratings by earlier (anonymous) users: aggregates only, there are no demo accounts. One recipe
      // in five stays unrated; views follow a long tail.
      for (const row of rows) {
        const count = rand() < 0.2 ? 0 : 1 + Math.floor(rand() ** 2 * 60);
        const sum = count === 0 ? 0 : Math.round(count * (3.2 + rand() * 1.8));
        Object.assign(row, {
          rating_count: count,
          rating_sum: sum,
          rating_avg: count === 0 ? 0 : sum / count,
          view_count: 20 + Math.floor(rand() ** 3 * 5000),
        });
      }
      const ids = (await createRecipeRepository(trx).insertMany(rows)).sort((a, b) => a - b);
      await setCovers(
        trx,
        'recipes',
        'cover',
        // A recipe's dish photo where there is one, else a generated cover.
        ids.map((id, i) => {
          const { photo, lang, recipe } = dated[i]!;
          if (photo) return [id, `${options.publicUrl}${photoPath(photo)}`];
          return [id, url('recipe', id, recipeCoverSubject({ name: rows[i]!.name, lang }, categoryOf.get(recipe.category)!))];
        }),
      );

      // Views of the last seven days for about a third of the recipes: Trending is not empty.
      // Counted in view_count already (folded), as if written by the view buffer long ago.
      const views: { recipe_id: number; day: string; count: number; folded: number }[] = [];
      for (const id of ids) {
        if (rand() > 0.35) continue;
        for (let d = 0; d < 7; d += 1) {
          const count = Math.floor(rand() ** 2 * 40);
          if (count > 0) views.push({ recipe_id: id, day: new Date(nowMs - d * DAY).toISOString().slice(0, 10), count, folded: count });
        }
      }
      for (let start = 0; start < views.length; start += 1000) {
        await trx
          .insertInto('recipe_views')
          .values(views.slice(start, start + 1000))
          .execute();
      }

      // This week's selection: ten recipes per language, spread over the catalogue.
      const weekStart = weekStartOf(at.slice(0, 10));
      const selection: { week_start: string; recipe_id: number; sort: number }[] = [];
      for (const lang of LANGUAGES) {
        const ofLang = ids.filter((_, i) => dated[i]!.lang === lang);
        const step = Math.max(1, Math.floor(ofLang.length / 10));
        for (let k = 0; k < 10 && k * step < ofLang.length; k += 1)
          selection.push({ week_start: weekStart, recipe_id: ofLang[ofLang.length - 1 - k * step]!, sort: k });
      }
      await trx.insertInto('week_selection').values(selection).execute();

      // Articles: one every nine days back from today, per language.
      const articles = LANGUAGES.flatMap((lang) =>
        data.articles[lang].map((a, i, all) => {
          const published = new Date(nowMs - (all.length - 1 - i) * 9 * DAY - 5 * HOUR).toISOString();
          return {
            lang,
            title: a.title,
            summary: a.summary,
            body: a.body,
            cover: null,
            author: a.author,
            tags: JSON.stringify(a.tags),
            featured: a.featured ? 1 : 0,
            search_text: articleSearchText(a),
            view_count: 50 + Math.floor(rand() * 900),
            published_at: published,
            created_at: published,
            updated_at: published,
          };
        }),
      ).sort((a, b) => a.published_at.localeCompare(b.published_at));
      const articleIds = (await trx.insertInto('articles').values(articles).returning('id').execute())
        .map((r) => r.id)
        .sort((a, b) => a - b);
      await setCovers(
        trx,
        'articles',
        'cover',
        articleIds.map((id, i) => [id, url('article', id, articleCoverSubject(articles[i]!))]),
      );
      await writeSearchRows(
        trx,
        'article',
        articleIds.map((id, i) => ({
          id,
          lang: articles[i]!.lang,
          auditStatus: AUDIT_STATUS.succeeded,
          title: articles[i]!.title,
          searchText: articles[i]!.search_text,
        })),
      );

      // Home banners per language, each with a generated wide picture.
      const bannerUrl = (lang: Language, article?: string) => {
        const index = article ? articles.findIndex((a) => a.lang === lang && a.title.startsWith(article)) : -1;
        return index >= 0 ? `/home/articleDetail?id=${articleIds[index]}` : article ? '/home/article' : '/home/week';
      };
      const banners = LANGUAGES.flatMap((lang) =>
        BANNERS[lang].map((b, i) => ({
          adv_name: b.name,
          adv_type: 'banner',
          adv_pic: null,
          adv_url: bannerUrl(lang, b.article),
          lang,
          sort: i,
          created_at: at,
        })),
      );
      const bannerIds = (await trx.insertInto('adv').values(banners).returning('id').execute()).map((r) => r.id).sort((a, b) => a - b);
      await setCovers(
        trx,
        'adv',
        'adv_pic',
        bannerIds.map((id, i) => [id, url('banner', id, bannerCoverSubject(banners[i]!))]),
      );
    });
  } catch (err) {
    // Two nodes starting on one empty PostgreSQL database: the second one's categories collide.
    if (await db.selectFrom('categories').select('id').limit(1).executeTakeFirst()) return false;
    throw err;
  }
  return true;
}

/** Home banners: the weekly selection, and articles named by the start of their title (else the article list). */
const BANNERS: Record<Language, { name: string; article?: string }[]> = {
  'en-US': [
    { name: "This Week's Selection" },
    { name: 'Autumn Soups: Five Ways with a Single Base', article: 'Autumn Soups' },
    { name: 'Master the Speed Levels', article: 'Getting to Know the Speed Levels' },
  ],
  'zh-CN': [
    { name: '本周精选食谱' },
    { name: '秋冬暖身粥汤', article: '秋冬暖身粥汤' },
    { name: '转速档位全解析', article: '转速档位全解析' },
  ],
};
