import { describe, expect, it } from 'vitest';
import { NUTRIENTS } from './enums.js';
import { FOODS, NUTRITION_COVERAGE, estimateNutrition, findFood, ingredientGrams } from './nutrition.js';

const amounts = (items: { name: string; amount: number }[]) => Object.fromEntries(items.map((i) => [i.name, i.amount]));

describe('the food table', () => {
  it('names every food in both languages, once', () => {
    const seen = new Map<string, string>();
    for (const f of FOODS) {
      expect(f.zh.length, f.en[0]).toBeGreaterThan(0);
      expect(f.en.length, f.zh[0]).toBeGreaterThan(0);
      for (const name of [...f.zh, ...f.en]) {
        expect(seen.get(name), `${name} in ${f.zh[0]} and ${seen.get(name)}`).toBeUndefined();
        seen.set(name, f.zh[0]!);
      }
    }
    expect(FOODS.length).toBeGreaterThanOrEqual(60);
  });

  it('has energy that agrees with the macronutrients (Atwater 17/17/37 kJ per g), a typo shows', () => {
    // Fibre, counted in USDA's carbohydrate (spices up to a quarter of their weight), lowers the energy
    // below the Atwater sum; alcohol and acetic acid (wine, beer, vinegar) raise it above. A slipped
    // digit is far outside a third.
    const aboveAllowed = new Set(['料酒', '啤酒', '醋']);
    for (const f of FOODS) {
      const p = f.per100g;
      expect(p.protein + p.carbohydrate + p.fat, f.zh[0]).toBeLessThanOrEqual(100.5);
      const atwater = 17 * p.protein + 17 * p.carbohydrate + 37 * p.fat;
      if (aboveAllowed.has(f.zh[0]!)) expect(p.energy, f.zh[0]).toBeGreaterThanOrEqual(atwater);
      else expect(Math.abs(p.energy - atwater), f.zh[0]).toBeLessThanOrEqual(Math.max(80, p.energy / 3));
    }
  });
});

describe('findFood', () => {
  it('finds a name, an alias, an English name and a name that ends with one (the longest)', () => {
    expect(findFood('西红柿')?.zh[0]).toBe('番茄');
    expect(findFood('Soy Sauce')?.zh[0]).toBe('生抽');
    expect(findFood('新鲜番茄')?.zh[0]).toBe('番茄');
    expect(findFood('李锦记蚝油')?.zh[0]).toBe('蚝油');
    expect(findFood('辣椒油')?.zh[0]).toBe('食用油');
    expect(findFood('鸡蛋🥚')?.zh[0]).toBe('鸡蛋');
    expect(findFood('香油（或芝麻油）')?.zh[0]).toBe('食用油');
    expect(findFood('保鲜膜')).toBeNull();
    expect(findFood('')).toBeNull();
  });
});

describe('ingredientGrams', () => {
  const oil = findFood('油');
  it('weighs grams, millilitres and spoons by density, and pieces only with a piece weight', () => {
    expect(ingredientGrams({ value: 200, unit: 'g' }, null)).toBe(200);
    expect(ingredientGrams({ value: 100, unit: 'ml' }, oil)).toBeCloseTo(92);
    expect(ingredientGrams({ value: 100, unit: 'ml' }, null)).toBe(100);
    expect(ingredientGrams({ value: 1, unit: 'tbsp' }, oil)).toBeCloseTo(13.8);
    expect(ingredientGrams({ value: 2, unit: 'tsp' }, findFood('盐'))).toBeCloseTo(12);
    expect(ingredientGrams({ value: 2, unit: 'pcs' }, findFood('鸡蛋'))).toBe(100);
    expect(ingredientGrams({ value: 2, unit: 'pcs' }, findFood('豆腐'))).toBeNull();
    expect(ingredientGrams({ value: null, unit: null }, oil)).toBeNull();
  });
});

describe('estimateNutrition', () => {
  it('sums the table per portion, in the order and units of NUTRIENTS', () => {
    const result = estimateNutrition(
      [
        { name: '鸡蛋', value: 2, unit: 'pcs' }, // 100 g
        { name: '番茄', value: 200, unit: 'g' },
        { name: '食用油', value: 10, unit: 'g' },
        { name: '盐', value: 2, unit: 'g' },
        { name: '葱花', value: null, unit: null }, // a seasoning to taste: left out
        { name: '保鲜膜', value: null, unit: null }, // not food of the table: left out
      ],
      2,
    );
    expect(result.reason).toBe('ok');
    expect(result.items.map((i) => [i.name, i.unit])).toEqual(Object.entries(NUTRIENTS));
    // (598 + 2 * 75 + 0.1 * 3699) / 2; sodium (142 + 2 * 5 + 0.02 * 38758) / 2
    expect(amounts(result.items)).toEqual({ energy: 559, protein: 7.2, carbohydrate: 4.3, fat: 10, sodium: 464 });
    expect(result.coverage).toBe(1);
  });

  it('leaves a little unknown weight out, but gives none when the table covers too little of it', () => {
    const base = [{ name: '土豆', value: 500, unit: 'g' as const }];
    const some = estimateNutrition([...base, { name: '罗勒', value: 20, unit: 'g' }], 1);
    expect(some.reason).toBe('ok');
    expect(some.coverage).toBeGreaterThanOrEqual(NUTRITION_COVERAGE);
    expect(amounts(some.items).energy).toBe(1610);
    const little = estimateNutrition([...base, { name: '罗勒', value: 100, unit: 'g' }], 1);
    expect(little).toMatchObject({ items: [], reason: 'coverage' });
  });

  it('gives none when a piece count cannot be weighed or a food (known or not) has no amount', () => {
    expect(
      estimateNutrition(
        [
          { name: '鸡蛋', value: 2, unit: 'pcs' },
          { name: '大闸蟹', value: 2, unit: 'pcs' },
        ],
        1,
      ),
    ).toMatchObject({
      items: [],
      reason: 'unweighable',
    });
    for (const main of ['五花肉', '凉皮']) {
      expect(
        estimateNutrition(
          [
            { name: '盐', value: 3, unit: 'g' },
            { name: main, value: null, unit: null },
          ],
          1,
        ),
        main,
      ).toMatchObject({
        items: [],
        reason: 'unmeasured',
      });
    }
    expect(estimateNutrition([{ name: '保鲜膜', value: null, unit: null }], 1)).toMatchObject({ items: [], reason: 'empty' });
  });

  it('gives none for deep-frying, when oil is more than FRYING_OIL_SHARE of the weight, and ignores water', () => {
    const ribs = { name: '排骨', value: 200, unit: 'g' as const };
    expect(estimateNutrition([ribs, { name: '食用油', value: 500, unit: 'ml' }], 1)).toMatchObject({ items: [], reason: 'frying' });
    expect(estimateNutrition([ribs, { name: '食用油', value: 15, unit: 'ml' }], 1).reason).toBe('ok');
    // 3 l of steaming water do not cover 100 g of an unknown food.
    const steamed = [ribs, { name: '蒸肉米粉', value: 100, unit: 'g' as const }, { name: '清水', value: 3000, unit: 'ml' as const }];
    expect(estimateNutrition(steamed, 1)).toMatchObject({ items: [], reason: 'coverage' });
  });
});
