import { describe, expect, it } from 'vitest';
import {
  ACCESSORIES,
  CODE_SCENES,
  DEFAULT_LANGUAGE,
  DIFFICULTY,
  DIFFICULTY_LABEL_KEYS,
  FEEDBACK_TYPES,
  FLAVORS,
  GENDERS,
  LANGUAGES,
  ROTATION_PRESETS,
  ROTATION_TYPES,
  SERVINGS,
  SPEED_MAX,
  SPEED_MIN,
  STEP_MODES,
  STEP_TYPES,
  TASTES,
  UNITS,
  INGREDIENT_UNITS,
  SERVINGS_LABEL_KEYS,
  servingsOf,
  speedLabel,
} from './enums.js';

/** Spec section 3, "Enumerations": the numeric codes are exchanged with the API and the mobile app. */
describe('enumerations', () => {
  it('codes difficulty 1 simple, 2 normal, 3 complex', () => {
    expect(DIFFICULTY).toEqual({ simple: 1, normal: 2, complex: 3 });
    expect(Object.keys(DIFFICULTY_LABEL_KEYS).map(Number)).toEqual([1, 2, 3]);
  });

  it('codes servings 1 (1-3 people), 2 (3-6), 3 (many)', () => {
    expect(SERVINGS).toEqual([1, 2, 3]);
    expect(Object.keys(SERVINGS_LABEL_KEYS).map(Number)).toEqual([1, 2, 3]);
  });

  it('puts a number of portions in its servings band (the bands meet at 3)', () => {
    expect([1, 2, 3].map(servingsOf)).toEqual([1, 1, 1]);
    expect([4, 5, 6].map(servingsOf)).toEqual([2, 2, 2]);
    expect([7, 12].map(servingsOf)).toEqual([3, 3]);
  });

  it('codes tastes 0-9 (ten values)', () => {
    expect(TASTES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('lists the 17 flavor labels in the spec order, without duplicates', () => {
    expect(FLAVORS).toEqual([
      'salty',
      'sourSweet',
      'spicy',
      'slightlySpicy',
      'sweetSpicy',
      'sour',
      'sweet',
      'bitter',
      'mediumSpicy',
      'bigSpicy',
      'curry',
      'garlic',
      'milk',
      'cumin',
      'fishFragrant',
      'fiveSpice',
      'light',
    ]);
    expect(FLAVORS).toHaveLength(17);
    expect(new Set(FLAVORS).size).toBe(17);
  });

  it('codes accessories 0-4 (measuring cup, steamer, whisk, scraper, mesh pot)', () => {
    expect(ACCESSORIES).toEqual([0, 1, 2, 3, 4]);
  });

  it('codes step types 1-6 (text, cooking table, kneading, stirring, special, weigh-and-add)', () => {
    expect(STEP_TYPES).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('has the five step mode labels (kneading, stir, special, scale, steam)', () => {
    expect(STEP_MODES).toEqual(['knead', 'stir', 'special', 'scale', 'steam']);
  });

  it('codes rotation types 0-5 (reverse, forward, cycle, pause, ramp up, ramp down)', () => {
    expect(ROTATION_TYPES).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('offers the reverse 60 s / forward 30 s preset cycle', () => {
    expect(ROTATION_PRESETS).toContainEqual({ type: 0, time: 60, type1: 1, time1: 30 });
    for (const preset of ROTATION_PRESETS) {
      expect(ROTATION_TYPES).toContain(preset.type);
      expect(ROTATION_TYPES).toContain(preset.type1);
    }
  });

  it('codes feedback types 1-6 (loading, upload, download, experience, lag, other)', () => {
    expect(FEEDBACK_TYPES).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('lists the ingredient units kJ g mg oz pcs tsp tbsp pinches', () => {
    expect(UNITS).toEqual(['kJ', 'g', 'mg', 'oz', 'pcs', 'tsp', 'tbsp', 'pinches']);
  });

  it('offers every unit of the spec for ingredients, and ml besides', () => {
    expect(INGREDIENT_UNITS).toEqual([...UNITS, 'ml']);
  });

  it('has the genders male and female', () => {
    expect(GENDERS).toEqual(['male', 'female']);
  });

  it('speaks en-US and zh-CN, en-US by default', () => {
    expect(LANGUAGES).toEqual(['en-US', 'zh-CN']);
    expect(DEFAULT_LANGUAGE).toBe('en-US');
  });

  it('has the verification code scenes', () => {
    expect(CODE_SCENES).toEqual(['register', 'login', 'resetPwd', 'changePhone']);
  });
});

/** Spec: speed scale 0 to 21: 0, stir, then 0.5 to 10 in half steps. */
describe('speed scale', () => {
  it('has levels 0-21, i.e. 22 values', () => {
    expect(SPEED_MIN).toBe(0);
    expect(SPEED_MAX).toBe(21);
    const labels = Array.from({ length: SPEED_MAX - SPEED_MIN + 1 }, (_, i) => speedLabel(SPEED_MIN + i));
    expect(labels).toHaveLength(22);
    expect(new Set(labels).size).toBe(22);
  });

  it.each([
    [0, '0'],
    [1, 'stir'],
    [2, '0.5'],
    [3, '1'],
    [4, '1.5'],
    [20, '9.5'],
    [21, '10'],
  ])('labels level %d as %j', (level, label) => {
    expect(speedLabel(level)).toBe(label);
  });

  it('goes from 0.5 to 10 in half steps for levels 2-21', () => {
    for (let level = 2; level <= 21; level++) expect(Number(speedLabel(level))).toBe((level - 1) * 0.5);
  });

  it.each([-1, 22, 100, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects the out-of-range level %d', (level) => {
    expect(() => speedLabel(level)).toThrow(RangeError);
  });
});
