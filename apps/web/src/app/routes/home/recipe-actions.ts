import type { LoginInviteTopic } from '../../../lib/login-required';

/**
 * The recipe's action buttons, in the order the detail page shows them. The basket, anthologies, the
 * weekly plan, the appliance, cooking history and sharing are live (RecipeActions.tsx beside this file
 * opens their dialogs). Visitors are asked to log in first, except to share (a public page needs no
 * account, issue 28).
 */
export const RECIPE_ACTIONS = ['addToCart', 'addToAnthology', 'addToWeek', 'cookOnRobot', 'cooked', 'share'] as const;
export type RecipeAction = (typeof RECIPE_ACTIONS)[number];

/** What a visitor who taps an action is told logging in lets them do (the dialogs' own invitations). */
export const LOGIN_INVITES: Readonly<Record<Exclude<RecipeAction, 'share'>, LoginInviteTopic>> = {
  addToCart: 'addToList',
  addToAnthology: 'collect',
  addToWeek: 'plan',
  cookOnRobot: 'cookOnRobot',
  cooked: 'cooked',
};
