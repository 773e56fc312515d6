import { randomBytes } from 'node:crypto';
import { DEFAULT_UNIT_TYPE, TARGET_TYPE, type RecipeInput, type TargetType } from '@chef/shared';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../src/db/index.js';
import type {
  AnthologyTable,
  ArticleTable,
  BasketItemTable,
  DeviceTable,
  FeedbackTable,
  RecipeTable,
  UserTable,
} from '../src/db/schema.js';
import { sha256 } from '../src/lib/crypto.js';
import { startSession } from '../src/modules/user/sign-in.service.js';
import { createUserRepository } from '../src/modules/user/user.repository.js';

/**
 * Rows written straight to the test database (outline's server/test/factories.ts is the model): a test
 * builds what it is about in one line each, and depends neither on the demo seed nor on other calls.
 * Every factory takes overrides of the row's columns and answers the row as stored (ids as numbers,
 * except buildRecipe's, a string as the API sends it). Rows that the app counts on another row
 * (comments, ratings, collections) move those counters as the repositories do.
 */

let counter = 0;
const next = () => {
  counter += 1;
  return `${counter}-${randomBytes(2).toString('hex')}`;
};
const nowIso = () => new Date().toISOString();

/**
 * A user with a live session: `token` signs HTTP calls (Bearer). The password hash is not a real one:
 * a test that signs in with a password registers through the API (helper.ts registerUser).
 */
export async function buildUser(db: Db, overrides: Partial<Omit<Insertable<UserTable>, 'id'>> = {}) {
  const n = next();
  const at = nowIso();
  const user = await db
    .insertInto('users')
    .values({
      mobile: null,
      email: `user${n}@example.com`,
      password_hash: 'not-a-hash',
      nickname: `User ${n}`.slice(0, 20),
      avatar: null,
      gender: null,
      birthday: null,
      language: 'en-US',
      unit_type: DEFAULT_UNIT_TYPE,
      created_at: at,
      updated_at: at,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const { token } = await startSession(createUserRepository(db), user, new Date());
  return { ...user, token };
}

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

/** The columns of a published platform recipe with overrides, for buildRecipe or the recipe repository's insertMany. */
export async function recipeValues(db: Db, overrides: RecipeOverrides = {}) {
  const n = next();
  const at = nowIso();
  return {
    lang: 'en-US',
    name: `Test soup ${n}`,
    description: '',
    cover: `https://cdn.example.com/recipe/${n}.webp`,
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
  };
}

/**
 * A recipe as the editor sends it (addRecipe, the console's saveRecipe), valid as it is: a test passes
 * what it is about. The cover (an upload of the sender's), the category and the steps are the test's.
 */
export function recipeInput(base: Pick<RecipeInput, 'cover' | 'categoryId' | 'steps'>, overrides: Partial<RecipeInput> = {}): RecipeInput {
  return {
    name: 'Tomato soup',
    description: 'A warm soup',
    cookingTime: 30,
    difficulty: 1,
    flavor: 'sour',
    portions: 2,
    tips: 'Serve hot',
    accessories: [0],
    preparations: ['Wash the tomatoes'],
    ingredients: [{ name: 'Tomato', value: 400, unit: 'g' }],
    nutrition: [],
    ...base,
    ...overrides,
  };
}
/**
 * A published platform recipe (overrides: author_id with audit_status for a user's own recipe, cover,
 * ...). No search rows: a test of search inserts recipeValues through the recipe repository's insertMany.
 */
export async function buildRecipe(db: Db, overrides: RecipeOverrides = {}) {
  const row = await db
    .insertInto('recipes')
    .values(await recipeValues(db, overrides))
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, id: String(row.id) };
}

/** A staff-written article (always public). */
export async function buildArticle(db: Db, overrides: Partial<Omit<Insertable<ArticleTable>, 'id'>> = {}) {
  const n = next();
  const at = nowIso();
  return db
    .insertInto('articles')
    .values({
      lang: 'en-US',
      title: `Test article ${n}`,
      summary: '',
      body: 'Body.',
      cover: null,
      author: 'Chef Robot Kitchen',
      tags: '[]',
      search_text: '',
      published_at: at,
      created_at: at,
      updated_at: at,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A collection of a user, holding the given recipes (collect counts moved as the app moves them). */
export async function buildAnthology(
  db: Db,
  userId: number,
  recipeIds: readonly (string | number)[] = [],
  overrides: Partial<Omit<Insertable<AnthologyTable>, 'id' | 'user_id'>> = {},
) {
  const at = nowIso();
  const anthology = await db
    .insertInto('anthologies')
    .values({ user_id: userId, name: `List ${next()}`.slice(0, 10), cover: null, created_at: at, updated_at: at, ...overrides })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const recipeId of recipeIds) {
    await db
      .insertInto('anthology_recipes')
      .values({ anthology_id: anthology.id, recipe_id: Number(recipeId), created_at: at })
      .execute();
    await db
      .updateTable('recipes')
      .set({ collect_count: sql`collect_count + 1` })
      .where('id', '=', Number(recipeId))
      .execute();
  }
  return anthology;
}

/**
 * A shopping list of a user with `items` lines (name "Item <n>", 1 pcs each, unticked unless the
 * overrides say otherwise), written in one insert so a test can fill a list to its limit.
 */
export async function buildBasket(
  db: Db,
  userId: number,
  options: { name?: string; items?: number; item?: Partial<Omit<Insertable<BasketItemTable>, 'id' | 'basket_id'>> } = {},
) {
  const at = nowIso();
  const basket = await db
    .insertInto('baskets')
    .values({ user_id: userId, name: options.name ?? `List ${next()}`, share_token: null, created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
  const count = options.items ?? 0;
  if (count > 0) {
    await db
      .insertInto('basket_items')
      .values(
        Array.from({ length: count }, (_, i) => ({
          basket_id: basket.id,
          name: `Item ${i + 1}`,
          value: 1,
          unit: 'pcs',
          created_at: at,
          updated_at: at,
          ...options.item,
        })),
      )
      .execute();
  }
  return basket;
}

const targetTable = (targetType: TargetType) => (targetType === TARGET_TYPE.recipe ? 'recipes' : 'articles');

/** A comment by a user on a recipe (default) or article; the target's comment_count counts it. */
export async function buildComment(
  db: Db,
  userId: number,
  targetId: string | number,
  options: { targetType?: TargetType; content?: string; created_at?: string } = {},
) {
  const targetType = options.targetType ?? TARGET_TYPE.recipe;
  const comment = await db
    .insertInto('comments')
    .values({
      user_id: userId,
      target_type: targetType,
      target_id: Number(targetId),
      content: options.content ?? `Comment ${next()}`,
      created_at: options.created_at ?? nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .updateTable(targetTable(targetType))
    .set({ comment_count: sql`comment_count + 1` })
    .where('id', '=', Number(targetId))
    .execute();
  return comment;
}

/** A user's first rating of a recipe (default) or article; the target's sum, count and average follow. */
export async function buildRating(
  db: Db,
  userId: number,
  targetId: string | number,
  score = 5,
  targetType: TargetType = TARGET_TYPE.recipe,
) {
  const at = nowIso();
  const rating = await db
    .insertInto('ratings')
    .values({ user_id: userId, target_type: targetType, target_id: Number(targetId), score, created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .updateTable(targetTable(targetType))
    .set({
      rating_sum: sql`rating_sum + ${score}`,
      rating_count: sql`rating_count + 1`,
      rating_avg: sql`cast(rating_sum + ${score} as double precision) / (rating_count + 1)`,
    })
    .where('id', '=', Number(targetId))
    .execute();
  return rating;
}

/** A message to a user. */
export async function buildMessage(db: Db, userId: number, overrides: { title?: string; content?: string; is_read?: number } = {}) {
  return db
    .insertInto('messages')
    .values({ user_id: userId, title: '', content: `Message ${next()}`, created_at: nowIso(), ...overrides })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A user's feedback (type 4, no screenshots, waiting) unless overridden; reply + reply_time make it replied. */
export async function buildFeedback(db: Db, userId: number, overrides: Partial<Omit<Insertable<FeedbackTable>, 'id' | 'user_id'>> = {}) {
  return db
    .insertInto('feedback')
    .values({ user_id: userId, type: 4, description: `Feedback ${next()}`, created_at: nowIso(), ...overrides })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function collectCountOf(db: Db, recipeId: string): Promise<number> {
  return (await db.selectFrom('recipes').select('collect_count').where('id', '=', Number(recipeId)).executeTakeFirstOrThrow())
    .collect_count;
}

/**
 * A provisioned appliance with a known secret (the answer carries it, as addDevice's would once); sn is
 * unique per call. Overrides: user_id (bound), model, online/status...
 */
export async function buildDevice(db: Db, overrides: Partial<Omit<Insertable<DeviceTable>, 'id' | 'secret_hash'>> = {}) {
  const secret = randomBytes(16).toString('base64url');
  const sn = `SIM-${randomBytes(5).toString('hex').toUpperCase()}`;
  const row = await db
    .insertInto('devices')
    .values({ sn, model: 'CR-2', secret_hash: sha256(secret), created_at: nowIso(), ...overrides })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, secret };
}
