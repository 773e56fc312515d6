import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations see the schema as it was then */

/**
 * Collections (anthologies) and their recipes, the weekly plan, cooking history, and the content pages
 * (privacy policy, registration agreement, about us) that staff will edit. Every personal row names
 * its owner, and goes with the user (cascade); rows naming a recipe go with the recipe.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('anthologies'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('cover', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('anthologies_user').on('anthologies').columns(['user_id', 'id']).execute();

  // The id orders a collection (newest added first); the pair is unique, so adding twice adds once.
  await withId(db, db.schema.createTable('anthology_recipes'))
    .addColumn('anthology_id', 'integer', (c) => c.notNull().references('anthologies.id').onDelete('cascade'))
    .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('anthology_recipes_pair', ['anthology_id', 'recipe_id'])
    .execute();
  // "Is this recipe in any of my collections" (recipe detail) starts from the recipe.
  await db.schema.createIndex('anthology_recipes_recipe').on('anthology_recipes').columns(['recipe_id', 'anthology_id']).execute();

  await withId(db, db.schema.createTable('week_plans'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    /** UTC calendar day, YYYY-MM-DD. */
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('week_plans_one_per_day', ['user_id', 'date', 'recipe_id'])
    .execute();
  await db.schema.createIndex('week_plans_recipe').on('week_plans').columns(['user_id', 'recipe_id', 'date']).execute();

  await withId(db, db.schema.createTable('cook_records'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    // 'web' ("I cooked this" on recipe detail) or 'device' (reported by the appliance, later).
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('web'))
    .addColumn('cooked_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cook_records_user').on('cook_records').columns(['user_id', 'id']).execute();

  await withId(db, db.schema.createTable('pages'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('pages_code_lang', ['code', 'lang'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['pages', 'cook_records', 'week_plans', 'anthology_recipes', 'anthologies']) {
    await db.schema.dropTable(table).execute();
  }
}
