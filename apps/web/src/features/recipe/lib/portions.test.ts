import { describe, expect, it } from 'vitest';
import { PORTIONS_MAX, WEIGHT_UNIT, type Ingredient } from '@chef/shared';
import { clampPortions, nutritionAmount, roundAmount, scaleValue, scaledAmount } from './portions';

const ingredient = (value: number | null, unit: Ingredient['unit'], note?: string): Ingredient => ({
  name: 'x',
  value,
  unit,
  ...(note ? { note } : {}),
});

describe('scaleValue', () => {
  it('rescales by portions / recipe portions', () => {
    expect(scaleValue(300, 4, 2)).toBe(150);
    expect(scaleValue(300, 4, 6)).toBe(450);
    expect(scaleValue(1, 3, 1)).toBeCloseTo(1 / 3);
  });

  it('keeps the value when the recipe has no portions to divide by', () => {
    expect(scaleValue(300, 0, 2)).toBe(300);
  });
});

describe('roundAmount', () => {
  it('rounds grams and millilitres to whole units from 10 up and to one decimal below', () => {
    expect(roundAmount(133.333, 'g')).toBe(133);
    expect(roundAmount(10.6, 'ml')).toBe(11);
    expect(roundAmount(6.666, 'g')).toBe(6.7);
  });

  it('rounds pieces to halves and spoons and pinches to quarters', () => {
    expect(roundAmount(1.3, 'pcs')).toBe(1.5);
    expect(roundAmount(2.2, 'pcs')).toBe(2);
    expect(roundAmount(0.33, 'tsp')).toBe(0.25);
    expect(roundAmount(1.4, 'tbsp')).toBe(1.5);
    expect(roundAmount(2.9, 'pinches')).toBe(3);
  });

  it('never rounds an amount that was there down to zero', () => {
    expect(roundAmount(0.01, 'g')).toBe(0.1);
    expect(roundAmount(0.1, 'pcs')).toBe(0.5);
    expect(roundAmount(0.05, 'tsp')).toBe(0.25);
  });
});

describe('scaledAmount', () => {
  it('scales grams and shows them in grams by default', () => {
    expect(scaledAmount(ingredient(700, 'g'), 4, 2, WEIGHT_UNIT.grams)).toEqual({ value: 350, unit: 'g' });
  });

  it('converts grams to ounces with two decimals when the unit setting says so', () => {
    expect(scaledAmount(ingredient(100, 'g'), 4, 4, WEIGHT_UNIT.ounces)).toEqual({ value: 3.53, unit: 'oz' });
    expect(scaledAmount(ingredient(700, 'g'), 4, 2, WEIGHT_UNIT.ounces)).toEqual({ value: 12.35, unit: 'oz' });
  });

  it('keeps other units as they are, only rescaled', () => {
    expect(scaledAmount(ingredient(400, 'ml'), 4, 1, WEIGHT_UNIT.grams)).toEqual({ value: 100, unit: 'ml' });
    expect(scaledAmount(ingredient(1.5, 'tsp'), 4, 6, WEIGHT_UNIT.grams)).toEqual({ value: 2.25, unit: 'tsp' });
    expect(scaledAmount(ingredient(1, 'pcs'), 4, 2, WEIGHT_UNIT.grams)).toEqual({ value: 0.5, unit: 'pcs' });
  });

  it('shows millilitres in spoons, fluid ounces or cups with imperial units, from the rescaled amount', () => {
    // 400 ml for 4, cooked for 1: 100 ml, not a clean cup measure, so fluid ounces.
    expect(scaledAmount(ingredient(400, 'ml'), 4, 1, WEIGHT_UNIT.ounces)).toEqual({ value: 3.5, unit: 'fl oz' });
    expect(scaledAmount(ingredient(250, 'ml'), 2, 4, WEIGHT_UNIT.ounces)).toEqual({ value: 2, unit: 'cup' });
    expect(scaledAmount(ingredient(30, 'ml'), 4, 2, WEIGHT_UNIT.ounces)).toEqual({ value: 1, unit: 'tbsp' });
    expect(scaledAmount(ingredient(1.5, 'tsp'), 4, 4, WEIGHT_UNIT.ounces)).toEqual({ value: 1.5, unit: 'tsp' });
  });

  it('answers null for "to taste" amounts', () => {
    expect(scaledAmount(ingredient(null, null, 'a handful'), 4, 8, WEIGHT_UNIT.grams)).toBeNull();
  });

  it('shows an amount given in ounces in ounces, or in whole grams (spec: oz to g rounded)', () => {
    expect(scaledAmount(ingredient(4, 'oz'), 4, 2, WEIGHT_UNIT.ounces)).toEqual({ value: 2, unit: 'oz' });
    expect(scaledAmount(ingredient(1.333, 'oz'), 1, 1, WEIGHT_UNIT.ounces)).toEqual({ value: 1.33, unit: 'oz' });
    expect(scaledAmount(ingredient(4, 'oz'), 4, 4, WEIGHT_UNIT.grams)).toEqual({ value: 113, unit: 'g' });
  });

  it('keeps milligrams and kilojoules in their unit, rescaled', () => {
    expect(scaledAmount(ingredient(500, 'mg'), 4, 2, WEIGHT_UNIT.ounces)).toEqual({ value: 250, unit: 'mg' });
    expect(scaledAmount(ingredient(84, 'kJ'), 2, 1, WEIGHT_UNIT.ounces)).toEqual({ value: 42, unit: 'kJ' });
  });

  it('shows at least 0.01 oz for a tiny weight', () => {
    expect(scaledAmount(ingredient(0.1, 'g'), 4, 1, WEIGHT_UNIT.ounces)).toEqual({ value: 0.01, unit: 'oz' });
  });
});

describe('clampPortions', () => {
  it('keeps portions between 1 and the maximum, whole', () => {
    expect(clampPortions(0)).toBe(1);
    expect(clampPortions(-3)).toBe(1);
    expect(clampPortions(2.4)).toBe(2);
    expect(clampPortions(PORTIONS_MAX + 5)).toBe(PORTIONS_MAX);
    expect(clampPortions(Number.NaN)).toBe(1);
  });
});

describe('nutritionAmount', () => {
  it('shows grams in ounces with two decimals when the unit setting says so', () => {
    expect(nutritionAmount({ name: 'protein', amount: 25, unit: 'g' }, WEIGHT_UNIT.ounces)).toEqual({ value: 0.88, unit: 'oz' });
    expect(nutritionAmount({ name: 'fat', amount: 12.5, unit: 'g' }, WEIGHT_UNIT.ounces)).toEqual({ value: 0.44, unit: 'oz' });
  });

  it('keeps grams in grams by default, and kJ and mg always', () => {
    expect(nutritionAmount({ name: 'protein', amount: 25, unit: 'g' }, WEIGHT_UNIT.grams)).toEqual({ value: 25, unit: 'g' });
    expect(nutritionAmount({ name: 'energy', amount: 1250, unit: 'kJ' }, WEIGHT_UNIT.ounces)).toEqual({ value: 1250, unit: 'kJ' });
    expect(nutritionAmount({ name: 'sodium', amount: 480, unit: 'mg' }, WEIGHT_UNIT.ounces)).toEqual({ value: 480, unit: 'mg' });
  });

  it('shows nothing as 0, not as the smallest ounce', () => {
    expect(nutritionAmount({ name: 'fat', amount: 0, unit: 'g' }, WEIGHT_UNIT.ounces)).toEqual({ value: 0, unit: 'g' });
  });
});
