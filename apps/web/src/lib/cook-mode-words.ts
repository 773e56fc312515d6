import { cookModeEntryCatalogues } from '@chef/shared';
import { addCatalogues } from './i18n';

let added = false;

/**
 * Cook mode's few words shown outside it (@chef/shared i18n/cook-mode-entry.ts): the recipe page's way
 * in and offer to go on, the cooking history's "cooked in cook mode". Those modules call this at load,
 * before they render, so /home's first view carries none of them.
 */
export function addCookModeEntryWords(): void {
  if (added) return;
  added = true;
  addCatalogues(cookModeEntryCatalogues);
}
