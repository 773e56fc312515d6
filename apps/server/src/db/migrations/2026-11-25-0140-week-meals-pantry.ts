import { sql, type Kysely } from 'kysely';
import { withId } from './helpers.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations see the schema as it was then */

/**
 * Issue 26, the week that plans: a plan entry gets its meal (breakfast, lunch, dinner, snack; entries
 * planned before are dinner) and the servings to cook and shop for (entries planned before get their
 * recipe's portions). The pantry: what a user always has, left out of generated lists; name_key is
 * the ingredient key (shared ingredientKey) the list's lines are matched by, unique per user.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('week_plans')
    .addColumn('meal', 'text', (c) => c.notNull().defaultTo('dinner'))
    .execute();
  await db.schema
    .alterTable('week_plans')
    .addColumn('servings', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`update week_plans set servings = (select portions from recipes where recipes.id = week_plans.recipe_id) where exists (select 1 from recipes where recipes.id = week_plans.recipe_id and recipes.portions > 0)`.execute(
    db,
  );

  await withId(db, db.schema.createTable('pantry_items'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('pantry_items_key', ['user_id', 'name_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pantry_items').execute();
  await db.schema.alterTable('week_plans').dropColumn('servings').execute();
  await db.schema.alterTable('week_plans').dropColumn('meal').execute();
}
