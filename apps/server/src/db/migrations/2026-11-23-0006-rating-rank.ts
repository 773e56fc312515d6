import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations see the schema as it was then */

/**
 * "Top rated" by a Bayesian average (modules/rating/rating.rank.ts): recipes.rating_rank, written with
 * every rating and recomputed at start, with the list indexes of 0005 for it in place of rating_avg's
 * (nothing orders by rating_avg any more; it stays, it is what a recipe shows).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('recipes')
    .addColumn('rating_rank', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.dropIndex('recipes_list_rating').execute();
  await db.schema.dropIndex('recipes_all_rating').execute();
  await db.schema.createIndex('recipes_list_rank').on('recipes').columns(['audit_status', 'lang', 'rating_rank', 'id']).execute();
  await db.schema.createIndex('recipes_all_rank').on('recipes').columns(['audit_status', 'rating_rank', 'id']).execute();
  // Existing ratings get their rank now (C = 10, the mean of all ratings); the start refreshes it anyway.
  await sql`update recipes set rating_rank = case when rating_count = 0 then 0 else
    (10 * coalesce((select cast(sum(rating_sum) as double precision) / nullif(sum(rating_count), 0) from recipes), 3) + rating_sum)
    / (10 + rating_count) end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('recipes_list_rank').execute();
  await db.schema.dropIndex('recipes_all_rank').execute();
  await db.schema.createIndex('recipes_list_rating').on('recipes').columns(['audit_status', 'lang', 'rating_avg', 'id']).execute();
  await db.schema.createIndex('recipes_all_rating').on('recipes').columns(['audit_status', 'rating_avg', 'id']).execute();
  await db.schema.alterTable('recipes').dropColumn('rating_rank').execute();
}
