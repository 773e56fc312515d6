import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations see the schema as it was then */

/**
 * Shopping lists (issue 9): a list names its owner and goes with the user; its recipes (with the
 * portions chosen) go with the list and with the recipe; its items go with the list. An item keeps
 * the ids of the recipes it was merged from as JSON text (a line shows them; a deleted recipe simply
 * drops out when the list is shown, since the list's recipes are the foreign-keyed table).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('baskets'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // Read-only share link: an unguessable token, null while the list is not shared.
    .addColumn('share_token', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('baskets_user').on('baskets').columns(['user_id', 'updated_at']).execute();

  await withId(db, db.schema.createTable('basket_recipes'))
    .addColumn('basket_id', 'integer', (c) => c.notNull().references('baskets.id').onDelete('cascade'))
    .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('portions', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('basket_recipes_pair', ['basket_id', 'recipe_id'])
    .execute();
  // Deleting a recipe cascades here: the foreign key needs an index that starts with the recipe.
  await db.schema.createIndex('basket_recipes_recipe').on('basket_recipes').column('recipe_id').execute();

  await withId(db, db.schema.createTable('basket_items'))
    .addColumn('basket_id', 'integer', (c) => c.notNull().references('baskets.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // null: "to taste". Mass is kept in grams.
    .addColumn('value', 'double precision')
    .addColumn('unit', 'text')
    .addColumn('checked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recipe_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // A list's items in order, and its counts (items, ticked) from the index alone.
  await db.schema.createIndex('basket_items_basket').on('basket_items').columns(['basket_id', 'id', 'checked']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['basket_items', 'basket_recipes', 'baskets']) await db.schema.dropTable(table).execute();
}
