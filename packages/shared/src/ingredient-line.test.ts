import { describe, expect, it } from 'vitest';
import { ingredientLinesOf, parseIngredientLine, readsAsIngredientLines } from './ingredient-line.js';

describe('parseIngredientLine', () => {
  it.each([
    // English: fractions, the fraction slash, unicode fractions, ranges, conversions.
    ['1/2 cup olives', { name: 'olives', value: 120, unit: 'ml' }],
    ['1 1/2 cups flour', { name: 'flour', value: 360, unit: 'ml' }],
    ['1⁄4 tsp salt', { name: 'salt', value: 0.25, unit: 'tsp' }],
    ['1½ tbsp oil', { name: 'oil', value: 1.5, unit: 'tbsp' }],
    ['⅓ cup milk', { name: 'milk', value: 80, unit: 'ml' }],
    ['2-3 cloves garlic', { name: 'cloves garlic (2-3)', value: 2, unit: 'pcs' }],
    ['3 T sugar', { name: 'sugar', value: 3, unit: 'tbsp' }],
    ['100g/3½oz butter', { name: 'butter', value: 100, unit: 'g' }],
    ['- 200 g butter', { name: 'butter', value: 200, unit: 'g' }],
    ['Sugar, to taste', { name: 'Sugar, to taste', value: null, unit: null }],
    // German, French, Dutch, Spanish, Portuguese, Italian, Nordic.
    ['2 EL Olivenöl', { name: 'Olivenöl', value: 2, unit: 'tbsp' }],
    ['1 Prise Salz', { name: 'Salz', value: 1, unit: 'pinches' }],
    ['18 Scheibe Speck', { name: 'Scheibe Speck', value: 18, unit: 'pcs' }],
    ['½ c. à s. de sel', { name: 'sel', value: 0.5, unit: 'tbsp' }],
    ['2 c. à c. sucre', { name: 'sucre', value: 2, unit: 'tsp' }],
    ['2 eetlepels olie', { name: 'olie', value: 2, unit: 'tbsp' }],
    ['2 cucharadas de aceite', { name: 'aceite', value: 2, unit: 'tbsp' }],
    ['2 colheres de sopa de azeite', { name: 'azeite', value: 2, unit: 'tbsp' }],
    ['1 cucchiaio olio', { name: 'olio', value: 1, unit: 'tbsp' }],
    ['1 dl mjölk', { name: 'mjölk', value: 100, unit: 'ml' }],
    ['2 msk smör', { name: 'smör', value: 2, unit: 'tbsp' }],
    ['1 tsk salt', { name: 'salt', value: 1, unit: 'tsp' }],
    ['4 ss olje', { name: 'olje', value: 4, unit: 'tbsp' }],
    // Chinese and Japanese: glued units, amounts after the name, "as needed".
    ['250克奶油奶酪', { name: '奶油奶酪', value: 250, unit: 'g' }],
    ['120g淡奶油', { name: '淡奶油', value: 120, unit: 'g' }],
    ['鸡蛋 2个', { name: '鸡蛋', value: 2, unit: 'pcs' }],
    ['玉ねぎ 2個', { name: '玉ねぎ', value: 2, unit: 'pcs' }],
    ['适量盐', { name: '适量盐', value: null, unit: null }],
    // Czech: amount after the name.
    ['Salátová okurka 1 ks', { name: 'Salátová okurka', value: 1, unit: 'pcs' }],
    // No amount: a number inside a name is not one.
    ['Mehl Type 405', { name: 'Mehl Type 405', value: null, unit: null }],
    // A form's empty amount: "0" with "as required" is no value, the phrase after the name.
    ['0 As required salt', { name: 'salt, As required', value: null, unit: null }],
    ['0 nach Belieben Pfeffer', { name: 'Pfeffer, nach Belieben', value: null, unit: null }],
    ['0 适量 盐', { name: '盐, 适量', value: null, unit: null }],
    ['6 Numbers basil', { name: 'basil', value: 6, unit: 'pcs' }],
    ['4 nos green chillies', { name: 'green chillies', value: 4, unit: 'pcs' }],
  ])('%s', (line, expected) => {
    expect(parseIngredientLine(line)).toEqual(expected);
  });
});

describe('ingredientLinesOf (a pasted list)', () => {
  it('reads one line a row, without blank lines or bullets, up to the limit', () => {
    const lines = ingredientLinesOf('• 200 g Butter\r\n\n- 2 EL Zucker\n鸡蛋 2个\nSalz\n1 Prise Muskat', 4);
    expect(lines).toEqual([
      { name: 'Butter', value: 200, unit: 'g' },
      { name: 'Zucker', value: 2, unit: 'tbsp' },
      { name: '鸡蛋', value: 2, unit: 'pcs' },
      { name: 'Salz', value: null, unit: null },
    ]);
    expect(readsAsIngredientLines(lines)).toBe(true);
  });

  it('leaves a single name without an amount as typed', () => {
    expect(readsAsIngredientLines(ingredientLinesOf('Salt', 10))).toBe(false);
    expect(readsAsIngredientLines(ingredientLinesOf('½ cup milk', 10))).toBe(true);
    expect(readsAsIngredientLines(ingredientLinesOf('\n \n', 10))).toBe(false);
  });
});
