import { describe, expect, it } from 'vitest';
import {
  addAmounts,
  ingredientKey,
  isPlainWater,
  linesOfRecipes,
  mergeIntoList,
  mergeLines,
  scaleAmount,
  type BasketLine,
} from './basket.js';
import { toBaseUnit, unitFamily } from './units.js';

const line = (name: string, value: number | null, unit: string | null, recipeId = '1'): BasketLine => ({
  name,
  value,
  unit,
  recipeIds: [recipeId],
});

describe('ingredientKey', () => {
  it.each([
    ['Flour', 'flour'],
    ['  plain   flour ', 'plain flour'],
    ['Onions', 'onion'],
    ['tomatoes', 'tomato'],
    ['Berries', 'berry'],
    ['spring onions', 'spring onion'],
    ['glass', 'glass'],
    ['asparagus', 'asparagus'],
    ['peas', 'pea'],
    ['gas', 'gas'],
    ['盐', '盐'],
    [' 白 糖 ', '白 糖'],
  ])('%j -> %j', (name, key) => expect(ingredientKey(name)).toBe(key));

  it('keeps Chinese names apart unless identical', () => {
    expect(ingredientKey('白糖')).not.toBe(ingredientKey('白砂糖'));
  });
});

describe('the conversion table', () => {
  it('knows both families and nothing else', () => {
    expect(['mg', 'g', 'kg', 'oz', 'lb'].map(unitFamily)).toEqual(['mass', 'mass', 'mass', 'mass', 'mass']);
    expect(['ml', 'l', 'tsp', 'tbsp', 'cup'].map(unitFamily)).toEqual(['volume', 'volume', 'volume', 'volume', 'volume']);
    expect(['pcs', 'pinches', 'kJ', null].map(unitFamily)).toEqual([null, null, null, null]);
  });

  it('converts to grams and ml, ounces rounded to whole grams as the spec says', () => {
    expect(toBaseUnit(1.5, 'kg')).toBe(1500);
    expect(toBaseUnit(250, 'mg')).toBe(0.25);
    expect(toBaseUnit(8, 'oz')).toBe(227);
    expect(toBaseUnit(1, 'lb')).toBe(454);
    expect(toBaseUnit(2, 'tbsp')).toBe(30);
    expect(toBaseUnit(1, 'cup')).toBe(240);
    expect(toBaseUnit(0.5, 'l')).toBe(500);
    expect(toBaseUnit(3, 'pcs')).toBeNull();
  });
});

describe('mergeLines', () => {
  it('sums the same name and unit, and keeps the recipes', () => {
    expect(mergeLines([line('Sugar', 1, 'tsp', '1'), line('sugar', 2, 'tsp', '2')])).toEqual([
      { name: 'Sugar', value: 3, unit: 'tsp', recipeIds: ['1', '2'] },
    ]);
  });

  it('sums across a family: mass in grams, mixed volume in ml', () => {
    expect(mergeLines([line('flour', 200, 'g', '1'), line('Flour', 0.5, 'kg', '2'), line('flour', 2, 'oz', '3')])).toEqual([
      { name: 'flour', value: 757, unit: 'g', recipeIds: ['1', '2', '3'] },
    ]);
    expect(mergeLines([line('milk', 1, 'cup', '1'), line('milk', 2, 'tbsp', '2'), line('milk', 100, 'ml', '1')])).toEqual([
      { name: 'milk', value: 370, unit: 'ml', recipeIds: ['1', '2'] },
    ]);
  });

  it('keeps mass in grams even from one unit', () => {
    expect(mergeLines([line('butter', 4, 'oz')])).toEqual([{ name: 'butter', value: 113, unit: 'g', recipeIds: ['1'] }]);
  });

  it('keeps units that do not convert, and different families, on lines of their own', () => {
    const merged = mergeLines([
      line('eggs', 2, 'pcs', '1'),
      line('egg', 3, 'pcs', '2'),
      line('salt', 1, 'pinches', '1'),
      line('salt', 1, 'tsp', '2'),
      line('salt', null, null, '3'),
      line('salt', 5, 'g', '4'),
      line('salt', null, null, '5'),
    ]);
    expect(merged).toEqual([
      { name: 'eggs', value: 5, unit: 'pcs', recipeIds: ['1', '2'] },
      { name: 'salt', value: 1, unit: 'pinches', recipeIds: ['1'] },
      { name: 'salt', value: 1, unit: 'tsp', recipeIds: ['2'] },
      { name: 'salt', value: null, unit: null, recipeIds: ['3', '5'] },
      { name: 'salt', value: 5, unit: 'g', recipeIds: ['4'] },
    ]);
  });

  it('rounds sums to two decimals (no float noise)', () => {
    expect(addAmounts({ value: 0.1, unit: 'tsp' }, { value: 0.2, unit: 'tsp' })).toEqual({ value: 0.3, unit: 'tsp' });
    expect(addAmounts({ value: 0.1, unit: 'g' }, { value: 0.2, unit: 'g' })).toEqual({ value: 0.3, unit: 'g' });
    // Each amount is in grams to two decimals before the sum.
    expect(addAmounts({ value: 333, unit: 'mg' }, { value: 1, unit: 'g' })).toEqual({ value: 1.33, unit: 'g' });
  });
});

describe('portions', () => {
  it('scales by chosen / own portions, two decimals', () => {
    expect(scaleAmount(200, 2, 3)).toBe(300);
    expect(scaleAmount(1, 3, 2)).toBe(0.67);
    expect(scaleAmount(null, 2, 4)).toBeNull();
    expect(scaleAmount(5, 2, 2)).toBe(5);
  });

  it('merges recipes at their chosen portions', () => {
    const recipes = [
      { id: '1', portions: 2, ingredients: [{ name: 'Rice', value: 200, unit: 'g' }] },
      {
        id: '2',
        portions: 4,
        ingredients: [
          { name: 'rice', value: 1, unit: 'lb' },
          { name: 'Chilli', value: 2, unit: 'pcs' },
        ],
      },
    ];
    expect(linesOfRecipes(recipes, { '1': 4, '2': 2 })).toEqual([
      { name: 'Rice', value: 400 + 227, unit: 'g', recipeIds: ['1', '2'] },
      { name: 'Chilli', value: 1, unit: 'pcs', recipeIds: ['2'] },
    ]);
    expect(linesOfRecipes(recipes)[0]).toMatchObject({ value: 200 + 454 });
  });
});

describe('mergeIntoList (issue 28: one rule for recipes added to a list and items typed on its edit page)', () => {
  it('joins each line to the list’s first item of its key, and makes the others new items summed among themselves', () => {
    const flour = { name: 'Plain flour', value: 427, unit: 'g' };
    const flourAgain = { name: 'plain flour', value: 5, unit: 'g' };
    const milk = { name: 'Milk', value: 1, unit: 'cup' };
    const { grown, fresh } = mergeIntoList(
      [flour, milk, flourAgain],
      [
        { name: 'Plain Flours', value: 0.1, unit: 'kg' },
        { name: 'milk', value: 2, unit: 'pcs' },
        { name: 'Sugar', value: 2, unit: 'oz' },
        { name: 'sugar', value: 10, unit: 'g' },
      ],
    );
    expect([...grown.entries()].map(([item, { amount, lines }]) => [item, amount, lines.length])).toEqual([
      [flour, { value: 527, unit: 'g' }, 1],
    ]);
    expect(fresh.map(({ line, amount, lines }) => [line.name, amount, lines.length])).toEqual([
      ['milk', { value: 2, unit: 'pcs' }, 1],
      ['Sugar', { value: 67, unit: 'g' }, 2],
    ]);
  });
});

describe('isPlainWater', () => {
  it.each([
    ['Water', true],
    [' warm  water ', true],
    ['Boiling water', true],
    ['水', true],
    ['清水', true],
    ['温水', true],
    ['凉白开', true],
    // As the demo recipes write it (issue 28): amounts, temperatures, what it is for.
    ['Ice-cold water', true],
    ['Soaking water', true],
    ['cold tap water', true],
    ['water, for boiling', true],
    ['Water (to cover)', true],
    ['1 cup water', true],
    ['饮用水', true],
    ['凉白开水', true],
    ['两升水', true],
    ['适量清水', true],
    ['水（适量）', true],
    ['蒸锅用水', true],
    ['淹过玉米约半节指头的水', true],
    ['100°C 沸水锅', true],
    ['30°C 温水 1500ml', true],
    ['30 ℃ 温水 1 cup', true],
    // Bought, or made of something: stays.
    ['Coconut water', false],
    ['Rose water', false],
    ['Sparkling water', false],
    ['Tonic water', false],
    ['Tamarind water', false],
    ['Water or stock', false],
    ['Water chestnuts', false],
    ['Watermelon', false],
    ['Watercress', false],
    ['椰子水', false],
    ['苏打水', false],
    ['矿泉水', false],
    ['葱姜水', false],
    ['淡盐水', false],
    ['水淀粉', false],
    ['水饺', false],
    ['水果刀', false],
    ['云南单山蘸水', false],
  ])('%s -> %s', (name, plain) => expect(isPlainWater(name)).toBe(plain));
});
