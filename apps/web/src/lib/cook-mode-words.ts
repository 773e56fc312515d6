import { cookModeCatalogues } from '@chef/shared';
import { addCatalogues } from './i18n';

let added = false;

/**
 * Cook mode's words (@chef/shared i18n/cook-mode.ts): the recipe page's entry, the cook mode view and
 * the cooking history call this at load, before they render, so /home's first view carries none.
 */
export function addCookModeWords(): void {
  if (added) return;
  added = true;
  addCatalogues(cookModeCatalogues);
}
