/**
 * The recipe's action buttons, in the order the detail page shows them. The basket, anthologies, the
 * weekly plan, the appliance, cooking history and sharing are live (RecipeActions.tsx beside this file
 * opens their dialogs). Visitors are asked to log in first.
 */
export const RECIPE_ACTIONS = ['addToCart', 'addToAnthology', 'addToWeek', 'cookOnRobot', 'cooked', 'share'] as const;
export type RecipeAction = (typeof RECIPE_ACTIONS)[number];
