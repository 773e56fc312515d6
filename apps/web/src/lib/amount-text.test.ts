import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { WEIGHT_UNIT, displayVolume, enUS, volumeUnitCatalogues, zhCN } from '@chef/shared';
import { amountText } from './amount-text';

/**
 * Issue 28: with imperial units a volume reads as a US cookbook writes it, whole words and all; metric
 * readers see what they saw before. A no-break space joins a whole number and its fraction.
 */
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en-US',
    fallbackLng: 'en-US',
    resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  for (const [language, words] of Object.entries(volumeUnitCatalogues)) i18n.addResourceBundle(language, 'translation', words, true, true);
});
const t = (language: string) => i18n.getFixedT(language);
const imperial = (ml: number, language = 'en-US') =>
  amountText(t(language), displayVolume(ml, WEIGHT_UNIT.ounces), WEIGHT_UNIT.ounces).replace(/\u00a0/g, ' ');

describe('amountText', () => {
  it.each([
    [1.25, '¼ tsp'],
    [2.5, '½ tsp'],
    [5, '1 tsp'],
    [7.5, '1 ½ tsp'],
    [15, '1 tbsp'],
    [30, '2 tbsp'],
    [50, '3 ¼ tbsp'],
    [60, '¼ cup'],
    [80, '⅓ cup'],
    [120, '½ cup'],
    [160, '⅔ cup'],
    [180, '¾ cup'],
    [240, '1 cup'],
    [330, '1 ⅓ cups'],
    [360, '1 ½ cups'],
    [500, '2 cups'],
    [1000, '4 ¼ cups'],
    [100, '3 ½ fl oz'],
    [200, '6 ½ fl oz'],
  ])('writes %d ml as “%s” with imperial units', (ml, text) => expect(imperial(ml)).toBe(text));

  it('writes the same in Chinese with its own words', () => {
    expect(imperial(80, 'zh-CN')).toBe('⅓ 杯');
    expect(imperial(360, 'zh-CN')).toBe('1 ½ 杯');
    expect(imperial(100, 'zh-CN')).toBe('3 ½ 液量盎司');
    expect(imperial(7.5, 'zh-CN')).toBe('1 ½ 茶匙');
  });

  it('writes spoons and cups a recipe gives in fractions for imperial readers, decimals when no fraction fits', () => {
    expect(amountText(t('en-US'), { value: 0.5, unit: 'cup' }, WEIGHT_UNIT.ounces)).toBe('½ cup');
    expect(amountText(t('en-US'), { value: 0.33, unit: 'cup' }, WEIGHT_UNIT.ounces)).toBe('⅓ cup');
    expect(amountText(t('en-US'), { value: 1.2, unit: 'tbsp' }, WEIGHT_UNIT.ounces)).toBe('1.2 tbsp');
    expect(amountText(t('en-US'), { value: 2, unit: 'cup' }, WEIGHT_UNIT.ounces)).toBe('2 cups');
    // Not a measure: as before.
    expect(amountText(t('en-US'), { value: 15.06, unit: 'oz' }, WEIGHT_UNIT.ounces)).toBe('15.06 oz');
    expect(amountText(t('en-US'), { value: 0.5, unit: 'pcs' }, WEIGHT_UNIT.ounces)).toBe('0.5 pcs');
  });

  it('keeps metric as it was: millilitres, litres and decimal spoons', () => {
    const metric = (value: number, unit: string, language = 'en-US') => amountText(t(language), { value, unit }, WEIGHT_UNIT.grams);
    expect(metric(330, 'ml')).toBe('330 ml');
    expect(metric(1.5, 'l')).toBe('1.5 l');
    expect(metric(0.5, 'tsp')).toBe('0.5 tsp');
    expect(metric(1250, 'g')).toBe('1,250 g');
    expect(metric(0.5, 'tsp', 'zh-CN')).toBe('0.5 茶匙');
  });
});
