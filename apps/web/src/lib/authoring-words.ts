import { authoringCatalogues } from '@chef/shared';
import { addCatalogues } from './i18n';

let added = false;

/**
 * The words of the recipe editor, my recipes, sharing and the staff console (@chef/shared
 * i18n/authoring.ts): each page module that shows them calls this at load, before it renders.
 */
export function addAuthoringWords(): void {
  if (added) return;
  added = true;
  addCatalogues(authoringCatalogues);
}
