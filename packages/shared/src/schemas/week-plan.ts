import { z } from 'zod';
import { BASKET_NAME_MAX, INGREDIENT_NAME_MAX } from '../limits.js';
import { idSchema, idsSchema, userIdQuerySchema } from './common.js';
import { planDateSchema } from './personal.js';
import { lineText } from './text.js';

/**
 * Issue 26: "Shop this week" and the pantry (docs/API.md "Week plan"). Names are checked by the
 * services, so an empty one gets the feature's own words rather than "Field: ...".
 */

/**
 * The planned meals of the days from..to (both included, at most MY_WEEK_SHOP_DAYS_MAX days) into a
 * new list (name) or merged into one of the caller's lists (basketId). pantry: "leave" (default)
 * leaves out what the pantry holds, "include" buys everything, "only" adds just the pantry lines
 * (the "add them anyway" after a first generation, with the list's basketId).
 */
export const shopMyWeekBodySchema = z.object({
  from: planDateSchema,
  to: planDateSchema,
  name: lineText().max(BASKET_NAME_MAX).optional(),
  basketId: idSchema.optional(),
  pantry: z.enum(['leave', 'include', 'only'], 'validation.invalid').default('leave'),
});
export type ShopMyWeekBody = z.input<typeof shopMyWeekBodySchema>;

const lineSchema = z.object({ name: z.string(), value: z.number().nullable(), unit: z.string().nullable() });
/** id: the list; added: the lines put into it (scaled, merged); leftOut: the pantry's lines, for "You may already have". */
export const shopMyWeekResultSchema = z.object({ id: z.string(), added: z.array(lineSchema), leftOut: z.array(lineSchema) });
export type ShopMyWeekResult = z.infer<typeof shopMyWeekResultSchema>;

export const pantryItemSchema = z.object({ id: z.string(), name: z.string() });
export type PantryItem = z.infer<typeof pantryItemSchema>;
/** The caller's pantry, by name. */
export const pantrySchema = z.array(pantryItemSchema);
export const qryPantryQuerySchema = userIdQuerySchema;

/** Adding a name the pantry holds already (same ingredient key) answers the existing item. */
export const addPantryBodySchema = z.object({ name: lineText().max(INGREDIENT_NAME_MAX) });
export type AddPantryBody = z.input<typeof addPantryBodySchema>;

export const delPantryBodySchema = z.object({ ids: idsSchema });
export type DelPantryBody = z.input<typeof delPantryBodySchema>;
