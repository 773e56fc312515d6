import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../src/db/index.js';
import type { RecipeTable } from '../src/db/schema.js';

/**
 * Recipe rows written straight to the database, so the personal-centre tests (collections, weekly
 * plan, cooking history) depend neither on the demo seed nor on the recipe calls.
 */
let counter = 0;

async function ensureCategory(db: Db): Promise<number> {
  const code = 'test-soups';
  await db
    .insertInto('categories')
    .values({ code, name_en: 'Soups', name_zh: '汤羹', sort: 99 })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db
    .insertInto('countries')
    .values({ code: 'XT', name_en: 'Testland', name_zh: '测试国' })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  return (await db.selectFrom('categories').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

type RecipeOverrides = Partial<Omit<Insertable<RecipeTable>, 'id'>>;

/** A published platform recipe (overrides: author_id with audit_status for a user's own recipe, cover, ...). */
export async function buildRecipe(db: Db, overrides: RecipeOverrides = {}) {
  counter += 1;
  const at = new Date().toISOString();
  const row = await db
    .insertInto('recipes')
    .values({
      lang: 'en-US',
      name: `Test soup ${counter} ${randomBytes(2).toString('hex')}`,
      description: '',
      cover: `https://cdn.example.com/recipe/${counter}.webp`,
      category_id: await ensureCategory(db),
      country_code: 'XT',
      cooking_time: 30,
      difficulty: 1,
      flavor: null,
      portions: 2,
      tags: '[]',
      tips: '',
      accessories: '[]',
      preparations: '[]',
      ingredients: '[]',
      nutrition: '[]',
      steps: '[]',
      search_text: '',
      author_id: null,
      author_name: 'Chef Robot Kitchen',
      audit_reason: null,
      created_at: at,
      updated_at: at,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, id: String(row.id) };
}

export async function collectCountOf(db: Db, recipeId: string): Promise<number> {
  return (await db.selectFrom('recipes').select('collect_count').where('id', '=', Number(recipeId)).executeTakeFirstOrThrow())
    .collect_count;
}
