/**
 * The recipe's action buttons, in the order the detail page shows them. Anthologies, the weekly plan
 * cooking history and sharing are live (RecipeActions.tsx beside this file opens their dialogs); the basket and the
 * appliance arrive with their own issues and say so until then. Visitors are asked to log in first.
 */
export const RECIPE_ACTIONS = ['addToCart', 'addToAnthology', 'addToWeek', 'cookOnRobot', 'cooked', 'share'] as const;
export type RecipeAction = (typeof RECIPE_ACTIONS)[number];

/** Actions whose feature has not landed yet: a user is told plainly that it is coming. */
export const COMING_SOON: ReadonlySet<RecipeAction> = new Set(['addToCart', 'cookOnRobot']);
