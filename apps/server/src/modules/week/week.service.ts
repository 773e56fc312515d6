import {
  MY_WEEK_DAYS_AHEAD_MAX,
  MY_WEEK_DAY_MAX,
  addDays,
  earliestToday,
  weekStartOf,
  type AddMyWeekResult,
  type Deleted,
  type Language,
  type MyWeekDay,
  type RecipeListItem,
} from '@chef/shared';
import type { Db } from '../../db/index.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { rowId, rowIds } from '../../lib/ids.js';
import { createRecipeItemRepository } from '../recipe-item/recipe-item.repository.js';
import { createRecipeItemService } from '../recipe-item/recipe-item.service.js';
import { createWeekRepository, type WeekPlanEntry } from './week.repository.js';

const WEEK_DAYS = 7;

/**
 * The weekly plan: recipes planned for calendar days (YYYY-MM-DD, as the user's calendar shows them).
 * "Today or later" (spec 5) is judged without knowing the user's time zone: any date that is today
 * somewhere on Earth is accepted (earliestToday), up to MY_WEEK_DAYS_AHEAD_MAX days ahead.
 */
export function createWeekService(deps: { db: Db; clock?: () => Date }) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const repo = createWeekRepository(db);
  const recipeItems = createRecipeItemService(db);
  const todayUtc = () => clock().toISOString().slice(0, 10);

  async function entriesWithItems(entries: WeekPlanEntry[], lang: Language) {
    const items = await recipeItems.byIds(
      entries.map((entry) => entry.recipe_id),
      lang,
    );
    return entries.flatMap((entry) => {
      const recipe = items.get(entry.recipe_id);
      return recipe ? [{ entry, recipe }] : [];
    });
  }

  return {
    /** Seven days from startDate (default: this week's Monday, UTC), each with its planned recipes. Two queries. */
    async week(userId: number, startDate: string | undefined, lang: Language): Promise<MyWeekDay[]> {
      const from = startDate ?? weekStartOf(todayUtc());
      const days = Array.from({ length: WEEK_DAYS }, (_, i) => addDays(from, i));
      const planned = await entriesWithItems(await repo.between(userId, from, days[WEEK_DAYS - 1]!), lang);
      return days.map((date) => ({
        date,
        records: planned.filter(({ entry }) => entry.date === date).map(({ entry, recipe }) => ({ id: String(entry.id), recipe })),
      }));
    },

    /** Plans a recipe (published, or the caller's own) for a day; planning it twice for one day adds it once. */
    async add(userId: number, recipeId: string, date: string): Promise<AddMyWeekResult> {
      if (date < earliestToday(clock())) throw new AppError(400, 'myWeek.pastDate', {}, 'date');
      if (date > addDays(todayUtc(), MY_WEEK_DAYS_AHEAD_MAX))
        throw new AppError(400, 'myWeek.tooFar', { days: MY_WEEK_DAYS_AHEAD_MAX }, 'date');
      const rId = rowId(recipeId);
      // Inside the transaction only trx is used: SQLite has one connection.
      return db.transaction().execute(async (trx) => {
        const week = createWeekRepository(trx);
        if (rId === null || !(await createRecipeItemRepository(trx).isVisible(rId, userId))) {
          throw new AppError(404, 'personal.recipeNotFound', {}, 'recipeId');
        }
        const existing = await week.find(userId, rId, date);
        if (existing) return { id: String(existing.id), date };
        if ((await week.countOnDay(userId, date)) >= MY_WEEK_DAY_MAX) throw badRequest('myWeek.dayFull', 'date', { max: MY_WEEK_DAY_MAX });
        const id =
          (await week.insert({ user_id: userId, recipe_id: rId, date, created_at: clock().toISOString() })) ??
          (await week.find(userId, rId, date))!.id;
        return { id: String(id), date };
      });
    },

    /** Removes the caller's entries among ids (others' ids are skipped). */
    async remove(userId: number, ids: string[]): Promise<Deleted> {
      const own = rowIds(ids);
      return { deleted: own.length === 0 ? 0 : await repo.deleteOwned(userId, own) };
    },

    /**
     * For home's "This Week's Meal Plan": the recipes planned for the seven days from weekStart (a
     * Monday, YYYY-MM-DD), by day, each recipe once. Empty when nothing is planned.
     */
    async planForWeek(userId: number, weekStart: string, lang: Language = 'en-US'): Promise<RecipeListItem[]> {
      const planned = await entriesWithItems(await repo.between(userId, weekStart, addDays(weekStart, WEEK_DAYS - 1)), lang);
      const seen = new Set<string>();
      return planned.flatMap(({ recipe }) => (seen.has(recipe.id) ? [] : (seen.add(recipe.id), [recipe])));
    },

    /** For recipe detail (inMyWeek): whether the user planned the recipe for today or a later day. */
    isInWeek(userId: number, recipeId: number): Promise<boolean> {
      return repo.plannedFrom(userId, recipeId, earliestToday(clock()));
    },
  };
}

export type WeekService = ReturnType<typeof createWeekService>;
