import { onDemandCatalogues } from '@chef/shared';
import { addCatalogues } from './i18n';

let added = false;

/**
 * The words of pages outside the first view (@chef/shared i18n/on-demand.ts: the recipe editor, my
 * recipes, sharing, the staff console, the basket, the appliance): each module that shows them calls
 * this at load, before it renders.
 */
export function addOnDemandWords(): void {
  if (added) return;
  added = true;
  addCatalogues(onDemandCatalogues);
}
