import type { Language } from '../enums.js';

/**
 * The words of imperial volumes (issue 28: displayVolume in volume.ts), beside the other units of
 * `recipe.unit` in en-US.ts but loaded by the code that writes amounts (apps/web lib/unit-text.ts), so
 * /home's first view, which shows none, does not carry them. zh-CN has the same keys (i18n.test.ts).
 */
export const volumeUnitsEnUS = {
  recipe: {
    unit: {
      'fl oz': '{{value}} fl oz',
      cup_one: '{{value}} cup',
      cup_other: '{{value}} cups',
    },
  },
};

export const volumeUnitsZhCN: typeof volumeUnitsEnUS = {
  recipe: {
    unit: {
      'fl oz': '{{value}} 液量盎司',
      cup_one: '{{value}} 杯',
      cup_other: '{{value}} 杯',
    },
  },
};

export const volumeUnitCatalogues: Record<Language, object> = { 'en-US': volumeUnitsEnUS, 'zh-CN': volumeUnitsZhCN };
