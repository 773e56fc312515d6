/**
 * Ingredient lines of an imported page are read by the one parser in shared (packages/shared
 * ingredient-line.ts), so the import reads amounts as the rest of the portal does.
 */
export { parseIngredientLine as parseIngredient, type IngredientLine as ParsedIngredient } from '@chef/shared';
