import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../index.js';
import { withId } from './helpers.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations see the schema as it was then */

/**
 * Recipes, articles, ratings, comments, views and the weekly selection.
 *
 * A recipe's parts (ingredients, nutrition, steps, accessories, preparations, tags) are JSON text
 * columns: they are always read and written whole with their recipe, so a detail is one row and a
 * save is one statement. Aggregates (rating, views, collections, comments) are kept on the row so a
 * list page sorts and shows them without joins. `search_text` is what search matches (name,
 * ingredients, description, tags): FTS5 trigram tables on SQLite, a pg_trgm index on PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);

  await withId(db, db.schema.createTable('categories'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('countries')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('recipes'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover', 'text')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('country_code', 'text', (c) => c.references('countries.code'))
    .addColumn('cooking_time', 'integer', (c) => c.notNull())
    .addColumn('difficulty', 'integer', (c) => c.notNull())
    .addColumn('flavor', 'text')
    .addColumn('portions', 'integer', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('tips', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('accessories', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('preparations', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('ingredients', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('nutrition', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('steps', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    // Platform recipes have no author row; user recipes (a later issue) point at their author.
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('audit_status', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('audit_reason', 'text')
    .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_avg', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('collect_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One index per list order, each led by the filters every public list applies.
  await db.schema.createIndex('recipes_new').on('recipes').columns(['audit_status', 'lang', 'id']).execute();
  await db.schema.createIndex('recipes_hot').on('recipes').columns(['audit_status', 'lang', 'view_count']).execute();
  await db.schema.createIndex('recipes_rating').on('recipes').columns(['audit_status', 'lang', 'rating_avg']).execute();
  await db.schema.createIndex('recipes_popular').on('recipes').columns(['audit_status', 'lang', 'collect_count']).execute();
  await db.schema.createIndex('recipes_category').on('recipes').columns(['category_id', 'id']).execute();
  await db.schema.createIndex('recipes_author').on('recipes').columns(['author_id', 'id']).execute();

  await withId(db, db.schema.createTable('articles'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('cover', 'text')
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_avg', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('articles_lang_published').on('articles').columns(['lang', 'published_at']).execute();

  await withId(db, db.schema.createTable('ratings'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_type', 'integer', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // One rating per user and target: a new score replaces the old (upsert on this key).
    .addUniqueConstraint('ratings_one_per_user', ['user_id', 'target_type', 'target_id'])
    .execute();

  await withId(db, db.schema.createTable('comments'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_type', 'integer', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('comments_target').on('comments').columns(['target_type', 'target_id', 'id']).execute();

  // Views per recipe and UTC day: "trending" sums the last seven days.
  await db.schema
    .createTable('recipe_views')
    .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('recipe_views_pk', ['recipe_id', 'day'])
    .execute();
  await db.schema.createIndex('recipe_views_day').on('recipe_views').columns(['day', 'recipe_id']).execute();

  await db.schema
    .createTable('recently_viewed')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('viewed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('recently_viewed_pk', ['user_id', 'recipe_id'])
    .execute();
  await db.schema.createIndex('recently_viewed_user').on('recently_viewed').columns(['user_id', 'viewed_at']).execute();

  // Staff picks per week (Monday, YYYY-MM-DD); the newest week not in the future is shown.
  await withId(db, db.schema.createTable('week_selection'))
    .addColumn('week_start', 'text', (c) => c.notNull())
    .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('week_selection_week').on('week_selection').columns(['week_start', 'sort']).execute();

  if (pg) {
    // Trigram indexes answer substring matches (any language) from the index.
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index recipes_search_trgm on recipes using gin (search_text gin_trgm_ops)`.execute(db);
    await sql`create index recipes_name_trgm on recipes using gin (name gin_trgm_ops)`.execute(db);
    await sql`create index articles_search_trgm on articles using gin (search_text gin_trgm_ops)`.execute(db);
  } else {
    // Contentless FTS5 tables keyed by the row id, kept in step by the repositories.
    await sql`create virtual table recipe_fts using fts5(name, body, content='', contentless_delete=1, tokenize='trigram')`.execute(db);
    await sql`create virtual table article_fts using fts5(title, body, content='', contentless_delete=1, tokenize='trigram')`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    await sql`drop table if exists recipe_fts`.execute(db);
    await sql`drop table if exists article_fts`.execute(db);
  }
  for (const table of [
    'week_selection',
    'recently_viewed',
    'recipe_views',
    'comments',
    'ratings',
    'articles',
    'recipes',
    'countries',
    'categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
