import type { Meal } from '@chef/shared';
import type { Db } from '../../db/index.js';

export interface WeekPlanEntry {
  id: number;
  recipe_id: number;
  date: string;
  meal: Meal;
  servings: number;
}

const COLUMNS = ['id', 'recipe_id', 'date', 'meal', 'servings'] as const;

/** The only SQL of the weekly plan. Every read and write names the owner, so others' entries match nothing. */
export function createWeekRepository(db: Db) {
  const mine = (userId: number) => db.selectFrom('week_plans').where('user_id', '=', userId);
  const entry = (row: { meal: string } & Omit<WeekPlanEntry, 'meal'>) => ({ ...row, meal: row.meal as Meal });

  return {
    /** The user's entries from one day to another (both included), by day, then in the order planned. */
    async between(userId: number, from: string, to: string): Promise<WeekPlanEntry[]> {
      const rows = await mine(userId)
        .select(COLUMNS)
        .where('date', '>=', from)
        .where('date', '<=', to)
        .orderBy('date')
        .orderBy('id')
        .execute();
      return rows.map(entry);
    },

    async find(userId: number, recipeId: number, date: string): Promise<WeekPlanEntry | undefined> {
      const row = await mine(userId).select(COLUMNS).where('recipe_id', '=', recipeId).where('date', '=', date).executeTakeFirst();
      return row && entry(row);
    },

    /** One of the user's entries; another user's id is undefined, as a missing one. */
    async findOwned(userId: number, id: number): Promise<WeekPlanEntry | undefined> {
      const row = await mine(userId).select(COLUMNS).where('id', '=', id).executeTakeFirst();
      return row && entry(row);
    },

    async countOnDay(userId: number, date: string): Promise<number> {
      const row = await mine(userId)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('date', '=', date)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Plans a recipe for a day; undefined when it was planned for that day already. */
    async insert(row: {
      user_id: number;
      recipe_id: number;
      date: string;
      meal: Meal;
      servings: number;
      created_at: string;
    }): Promise<number | undefined> {
      const inserted = await db
        .insertInto('week_plans')
        .values(row)
        .onConflict((oc) => oc.columns(['user_id', 'date', 'recipe_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id;
    },

    async updateOwned(userId: number, id: number, changes: { date: string; meal: Meal; servings: number }): Promise<void> {
      await db.updateTable('week_plans').set(changes).where('user_id', '=', userId).where('id', '=', id).execute();
    },

    async deleteOwned(userId: number, ids: readonly number[]): Promise<number> {
      const result = await db.deleteFrom('week_plans').where('user_id', '=', userId).where('id', 'in', ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Whether the user planned the recipe for a day on or after the given one. */
    async plannedFrom(userId: number, recipeId: number, from: string): Promise<boolean> {
      const row = await mine(userId).select('id').where('recipe_id', '=', recipeId).where('date', '>=', from).limit(1).executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type WeekRepository = ReturnType<typeof createWeekRepository>;
