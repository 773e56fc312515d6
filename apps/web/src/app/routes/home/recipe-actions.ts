/**
 * The recipe's action buttons, in the order the detail page shows them. The basket, anthologies, the
 * weekly plan and cooking history are live (RecipeActions.tsx beside this file opens their dialogs);
 * the appliance arrives with its own issue and says so until then. Visitors are asked to log in first.
 */
export const RECIPE_ACTIONS = ['addToCart', 'addToAnthology', 'addToWeek', 'cookOnRobot', 'cooked'] as const;
export type RecipeAction = (typeof RECIPE_ACTIONS)[number];

/** Actions whose feature has not landed yet: a user is told plainly that it is coming. */
export const COMING_SOON: ReadonlySet<RecipeAction> = new Set(['cookOnRobot']);
