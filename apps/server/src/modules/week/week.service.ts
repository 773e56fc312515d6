import {
  BASKET_RECIPES_MAX,
  MY_WEEK_DAYS_AHEAD_MAX,
  MY_WEEK_DAY_MAX,
  MY_WEEK_SHOP_DAYS_MAX,
  addDays,
  earliestToday,
  ingredientKey,
  weekStartOf,
  type AddBasketBody,
  type AddMyWeekResult,
  type BasketLine,
  type Deleted,
  type Language,
  type Meal,
  type MyWeekDay,
  type RecipeListItem,
  type ShopMyWeekBody,
  type ShopMyWeekResult,
  type UpdMyWeekResult,
} from '@chef/shared';
import type { Db } from '../../db/index.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { rowId, rowIds } from '../../lib/ids.js';
import { createRecipeItemRepository } from '../recipe-item/recipe-item.repository.js';
import { createRecipeItemService } from '../recipe-item/recipe-item.service.js';
import { createPantryRepository } from './pantry.repository.js';
import { createWeekRepository, type WeekPlanEntry } from './week.repository.js';

/** The basket's generation (BasketService.add), given by the app: the week reuses it rather than merging lines itself. */
export type ShopInto = (
  userId: number,
  input: AddBasketBody,
  options: { leaveOut?: (line: BasketLine) => boolean; linesOnly?: boolean },
) => Promise<{ id: string; added: BasketLine[]; leftOut: BasketLine[] }>;

const DEFAULT_MEAL: Meal = 'dinner';
const entryNotFound = () => new AppError(404, 'myWeek.entryNotFound', {}, 'id');

const WEEK_DAYS = 7;

/**
 * The weekly plan: recipes planned for calendar days (YYYY-MM-DD, as the user's calendar shows them).
 * "Today or later" (spec 5) is judged without knowing the user's time zone: any date that is today
 * somewhere on Earth is accepted (earliestToday), up to MY_WEEK_DAYS_AHEAD_MAX days ahead.
 */
export function createWeekService(deps: { db: Db; clock?: () => Date; shopInto?: ShopInto }) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const repo = createWeekRepository(db);
  const recipeItems = createRecipeItemService(db);
  const todayUtc = () => clock().toISOString().slice(0, 10);

  /** The rule for a day a recipe is planned for (added or moved to): today somewhere, not too far ahead. */
  function checkPlanDate(date: string) {
    if (date < earliestToday(clock())) throw new AppError(400, 'myWeek.pastDate', {}, 'date');
    if (date > addDays(todayUtc(), MY_WEEK_DAYS_AHEAD_MAX))
      throw new AppError(400, 'myWeek.tooFar', { days: MY_WEEK_DAYS_AHEAD_MAX }, 'date');
  }

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
        records: planned
          .filter(({ entry }) => entry.date === date)
          .map(({ entry, recipe }) => ({ id: String(entry.id), recipe, meal: entry.meal, servings: entry.servings })),
      }));
    },

    /**
     * Plans a recipe (published, or the caller's own) for a day and a meal (absent: dinner), for
     * servings (absent: the recipe's portions). A recipe is planned once a day: planning it again for
     * that day answers the existing entry, unchanged (the spec's "adds it once").
     */
    async add(userId: number, recipeId: string, date: string, options: { meal?: Meal; servings?: number } = {}): Promise<AddMyWeekResult> {
      checkPlanDate(date);
      const rId = rowId(recipeId);
      // Inside the transaction only trx is used: SQLite has one connection.
      return db.transaction().execute(async (trx) => {
        const week = createWeekRepository(trx);
        const portions = rId === null ? undefined : await createRecipeItemRepository(trx).portionsIfVisible(rId, userId);
        if (rId === null || portions === undefined) throw new AppError(404, 'personal.recipeNotFound', {}, 'recipeId');
        const existing = await week.find(userId, rId, date);
        if (existing) return { id: String(existing.id), date };
        if ((await week.countOnDay(userId, date)) >= MY_WEEK_DAY_MAX) throw badRequest('myWeek.dayFull', 'date', { max: MY_WEEK_DAY_MAX });
        const row = {
          user_id: userId,
          recipe_id: rId,
          date,
          meal: options.meal ?? DEFAULT_MEAL,
          servings: options.servings ?? Math.max(1, portions),
          created_at: clock().toISOString(),
        };
        const id = (await week.insert(row)) ?? (await week.find(userId, rId, date))!.id;
        return { id: String(id), date };
      });
    },

    /**
     * Moves one of the caller's entries (a new date follows the adding rule; a day where the recipe is
     * planned already is refused) or changes its meal or servings. Another user's entry is "not found".
     */
    async update(userId: number, input: { id: string; date?: string; meal?: Meal; servings?: number }): Promise<UpdMyWeekResult> {
      const id = rowId(input.id);
      return db.transaction().execute(async (trx) => {
        const week = createWeekRepository(trx);
        const current = id === null ? undefined : await week.findOwned(userId, id);
        if (!current) throw entryNotFound();
        const next = { date: input.date ?? current.date, meal: input.meal ?? current.meal, servings: input.servings ?? current.servings };
        if (next.date !== current.date) {
          checkPlanDate(next.date);
          if (await week.find(userId, current.recipe_id, next.date)) throw new AppError(409, 'myWeek.alreadyPlanned', {}, 'date');
          if ((await week.countOnDay(userId, next.date)) >= MY_WEEK_DAY_MAX)
            throw badRequest('myWeek.dayFull', 'date', { max: MY_WEEK_DAY_MAX });
        }
        await week.updateOwned(userId, current.id, next);
        return { id: String(current.id), ...next };
      });
    },

    /**
     * "Shop this week": the meals planned from..to become one list through the basket's own
     * generation, each recipe scaled to the servings planned (a recipe planned twice: their sum), merged
     * across unit families as the basket merges. Lines the pantry holds are left out (pantry "leave"),
     * kept ("include"), or the only ones added ("only", the "add them anyway" after a generation).
     * Recipes that are no longer the caller's to pick (taken down) are skipped.
     */
    async shop(userId: number, input: ShopMyWeekBody): Promise<ShopMyWeekResult> {
      if (!deps.shopInto) throw new Error('shopInto is not wired');
      if (input.to < input.from) throw badRequest('myWeek.shopRange', 'to');
      if (input.to > addDays(input.from, MY_WEEK_SHOP_DAYS_MAX - 1))
        throw badRequest('myWeek.shopTooLong', 'to', { days: MY_WEEK_SHOP_DAYS_MAX });
      const entries = await repo.between(userId, input.from, input.to);
      const visible = await createRecipeItemRepository(db).visibleIds(
        entries.map((entry) => entry.recipe_id),
        userId,
      );
      // Scaling is linear: one recipe planned for 4 and for 2 buys what 6 portions need.
      const servings = new Map<string, number>();
      for (const entry of entries) {
        if (!visible.has(entry.recipe_id)) continue;
        const key = String(entry.recipe_id);
        servings.set(key, (servings.get(key) ?? 0) + entry.servings);
      }
      if (servings.size === 0) throw badRequest('myWeek.nothingToShop', 'from');
      if (servings.size > BASKET_RECIPES_MAX) throw badRequest('myWeek.shopTooMany', 'to', { max: BASKET_RECIPES_MAX });
      const pantry = new Set((await createPantryRepository(db).list(userId)).map((item) => item.name_key));
      const inPantry = (line: BasketLine) => pantry.has(ingredientKey(line.name));
      const mode = input.pantry ?? 'leave';
      const result = await deps.shopInto(
        userId,
        { name: input.name, basketId: input.basketId, recipeIds: [...servings.keys()], portions: Object.fromEntries(servings) },
        mode === 'include' ? {} : mode === 'only' ? { leaveOut: (line) => !inPantry(line), linesOnly: true } : { leaveOut: inPantry },
      );
      const plain = (lines: BasketLine[]) => lines.map(({ name, value, unit }) => ({ name, value, unit }));
      return { id: result.id, added: plain(result.added), leftOut: mode === 'only' ? [] : plain(result.leftOut) };
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
