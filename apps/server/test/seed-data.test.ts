import { readFileSync } from 'node:fs';
import { FLAVORS, INGREDIENT_UNITS, NUTRIENTS, recipeContentSchema } from '@chef/shared';
import { describe, expect, it } from 'vitest';

/**
 * The demo content in src/seed/data: every file loads, every reference resolves and every value
 * stays within the ranges of spec sections 3, 5 and 9 (and of the shared recipe content schema).
 */

interface Category {
  code: string;
  nameEn: string;
  nameZh: string;
  sort: number;
}
interface Country {
  code: string;
  nameEn: string;
  nameZh: string;
}
interface Rotation {
  type: number;
  type1?: number;
  gears?: number;
  gears1?: number;
  time?: number;
}
interface Step {
  title: string;
  description: string;
  stepType: number;
  temperature: number | null;
  speed: number | null;
  duration: number | null;
  rotation: Rotation | null;
}
interface Ingredient {
  name: string;
  value: number | null;
  unit: string | null;
  note?: string;
}
interface Recipe {
  name: string;
  description: string;
  category: string;
  country: string;
  cookingTime: number;
  difficulty: number;
  flavor: string | null;
  portions: number;
  tags: string[];
  tips: string;
  accessories: number[];
  preparations: string[];
  ingredients: Ingredient[];
  nutrition: { name: string; amount: number; unit: string }[];
  steps: Step[];
}
interface Article {
  title: string;
  summary: string;
  body: string;
  author: string;
  tags: string[];
  featured: boolean;
}

function load<T>(file: string): T {
  return JSON.parse(readFileSync(new URL(`../src/seed/data/${file}`, import.meta.url), 'utf8')) as T;
}

const categories = load<Category[]>('categories.json');
const countries = load<Country[]>('countries.json');
const recipesEn = load<Recipe[]>('recipes-en.json');
const recipesZh = load<Recipe[]>('recipes-zh.json');
const articlesEn = load<Article[]>('articles-en.json');
const articlesZh = load<Article[]>('articles-zh.json');

const CATEGORY_CODES = ['meat', 'seafood', 'vegetable', 'staple', 'soup', 'dessert', 'breakfast', 'drink', 'sauce'];
const REQUIRED_COUNTRIES = ['CN', 'IT', 'FR', 'IN', 'JP', 'MX', 'TH', 'US', 'ES', 'GR', 'KR', 'MA', 'GB', 'DE', 'VN'];

const isInt = (n: unknown, min: number, max: number) => Number.isInteger(n) && (n as number) >= min && (n as number) <= max;
const intOrNull = (n: unknown, min: number, max: number) => n === null || isInt(n, min, max);

/** Every problem of one recipe, as readable strings (empty when it is fine). */
function recipeProblems(r: Recipe): string[] {
  const problems: string[] = [];
  const bad = (what: string) => problems.push(`${r.name}: ${what}`);
  if (typeof r.name !== 'string' || !r.name.trim() || r.name.length > 60) bad('name');
  if (!categories.some((c) => c.code === r.category)) bad(`unknown category ${r.category}`);
  if (!countries.some((c) => c.code === r.country)) bad(`unknown country ${r.country}`);
  if (!isInt(r.difficulty, 1, 3)) bad(`difficulty ${r.difficulty}`);
  if (!isInt(r.cookingTime, 1, 1440)) bad(`cookingTime ${r.cookingTime}`);
  if (!isInt(r.portions, 1, 20)) bad(`portions ${r.portions}`);
  if (r.flavor !== null && !(FLAVORS as readonly string[]).includes(r.flavor)) bad(`flavor ${r.flavor}`);
  if (!Array.isArray(r.tags) || r.tags.some((t) => typeof t !== 'string' || !t)) bad('tags');
  if (typeof r.tips !== 'string' || typeof r.description !== 'string') bad('tips or description');
  if (!Array.isArray(r.accessories) || r.accessories.some((a) => !isInt(a, 0, 4))) bad(`accessories ${JSON.stringify(r.accessories)}`);
  if (new Set(r.accessories).size !== r.accessories.length) bad('repeated accessory');
  if (!Array.isArray(r.preparations) || r.preparations.some((p) => typeof p !== 'string' || !p.trim())) bad('preparations');
  for (const i of r.ingredients) {
    if (typeof i.name !== 'string' || !i.name.trim()) bad('ingredient without a name');
    if (i.value !== null && !(typeof i.value === 'number' && i.value > 0)) bad(`ingredient ${i.name} value ${i.value}`);
    if (i.unit !== null && !(INGREDIENT_UNITS as readonly string[]).includes(i.unit)) bad(`ingredient ${i.name} unit ${i.unit}`);
    if ((i.value === null) !== (i.unit === null)) bad(`ingredient ${i.name}: value and unit must be both set or both null`);
  }
  if (!Array.isArray(r.steps) || r.steps.length === 0) bad('no steps');
  for (const s of r.steps) {
    const where = `step "${s.title}"`;
    if (typeof s.title !== 'string' || !s.title.trim() || typeof s.description !== 'string' || !s.description.trim()) bad(`${where} text`);
    if (!isInt(s.stepType, 1, 6)) bad(`${where} stepType ${s.stepType}`);
    if (!intOrNull(s.speed, 0, 21)) bad(`${where} speed ${s.speed}`);
    if (!intOrNull(s.duration, 1, 5940)) bad(`${where} duration ${s.duration}`);
    if (!intOrNull(s.temperature, 0, 120)) bad(`${where} temperature ${s.temperature}`);
    const rot = s.rotation;
    if (rot !== null) {
      if (!isInt(rot.type, 0, 5)) bad(`${where} rotation.type ${rot.type}`);
      if (rot.type1 !== undefined && !isInt(rot.type1, 0, 5)) bad(`${where} rotation.type1`);
      if (rot.gears !== undefined && !isInt(rot.gears, 0, 21)) bad(`${where} rotation.gears`);
      if (rot.gears1 !== undefined && !isInt(rot.gears1, 0, 21)) bad(`${where} rotation.gears1`);
      if (rot.time !== undefined && !isInt(rot.time, 1, 5940)) bad(`${where} rotation.time`);
    }
  }
  // What the API accepts when a recipe is written (category and country are stored beside it).
  const parsed = recipeContentSchema.safeParse(r);
  if (!parsed.success) bad(`content schema: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  return problems;
}

describe('seed data: reference lists', () => {
  it('has the nine categories in order, named in both languages', () => {
    expect(categories.map((c) => c.code)).toEqual(CATEGORY_CODES);
    for (const c of categories) {
      expect(c.nameEn.trim()).not.toBe('');
      expect(c.nameZh.trim()).not.toBe('');
      expect(Number.isInteger(c.sort)).toBe(true);
    }
    expect(new Set(categories.map((c) => c.sort)).size).toBe(categories.length);
  });

  it('has unique ISO alpha-2 countries including the required ones', () => {
    for (const c of countries) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.nameEn.trim()).not.toBe('');
      expect(c.nameZh.trim()).not.toBe('');
    }
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    expect(countries.map((c) => c.code)).toEqual(expect.arrayContaining(REQUIRED_COUNTRIES));
  });
});

describe('seed data: English recipes', () => {
  it('has at least 64 recipes, every category with at least 5, from at least 10 countries', () => {
    expect(recipesEn.length).toBeGreaterThanOrEqual(64);
    for (const code of CATEGORY_CODES) {
      expect(recipesEn.filter((r) => r.category === code).length, code).toBeGreaterThanOrEqual(5);
    }
    expect(new Set(recipesEn.map((r) => r.country)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(recipesEn.map((r) => r.name)).size).toBe(recipesEn.length);
  });

  it('keeps every recipe within the allowed values', () => {
    expect(recipesEn.flatMap(recipeProblems)).toEqual([]);
  });

  it('gives each recipe a short text, tags, at least 3 steps and a machine step', () => {
    const problems: string[] = [];
    for (const r of recipesEn) {
      if (!r.description.trim() || r.description.length > 300) problems.push(`${r.name}: description`);
      if (!r.tips.trim() || r.tips.length > 400) problems.push(`${r.name}: tips`);
      if (r.tags.length < 2 || r.tags.length > 5 || r.tags.some((t) => t !== t.toLowerCase())) problems.push(`${r.name}: tags`);
      if (r.ingredients.length === 0) problems.push(`${r.name}: no ingredients`);
      if (r.steps.length < 3) problems.push(`${r.name}: fewer than 3 steps`);
      if (!r.steps.some((s) => s.duration !== null)) problems.push(`${r.name}: no machine step`);
      // Kneading has no speed; text and weigh-in steps have no machine settings.
      for (const s of r.steps) {
        if (s.stepType === 3 && s.speed !== null) problems.push(`${r.name}: kneading step with a speed`);
        if ((s.stepType === 1 || s.stepType === 6) && (s.duration !== null || s.speed !== null || s.temperature !== null)) {
          problems.push(`${r.name}: "${s.title}" is a text step with machine settings`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists the five nutrition items per portion with their units', () => {
    const expected = Object.entries(NUTRIENTS).map(([name, unit]) => ({ name, unit }));
    for (const r of recipesEn) {
      expect(
        r.nutrition.map(({ name, unit }) => ({ name, unit })),
        r.name,
      ).toEqual(expected);
      for (const n of r.nutrition) expect(n.amount, `${r.name} ${n.name}`).toBeGreaterThanOrEqual(0);
      expect(r.nutrition[0]?.amount, r.name).toBeGreaterThan(0);
    }
  });
});

describe('seed data: Chinese recipes (imported from howtocook-mcp)', () => {
  it('has all 322 recipes, from China', () => {
    expect(recipesZh).toHaveLength(322);
    expect(recipesZh.every((r) => r.country === 'CN')).toBe(true);
  });

  it('keeps every recipe within the allowed values', () => {
    expect(recipesZh.flatMap(recipeProblems)).toEqual([]);
  });

  it('has text-only steps', () => {
    for (const r of recipesZh) {
      for (const s of r.steps) {
        expect(s).toMatchObject({ stepType: 1, temperature: null, speed: null, duration: null, rotation: null });
      }
    }
  });

  it('lists each ingredient once, with a clean name, and text about it in the note, never in place of an amount', () => {
    const problems: string[] = [];
    for (const r of recipesZh) {
      const names = r.ingredients.map((i) => i.name);
      const repeated = names.filter((n, i) => names.indexOf(n) !== i);
      if (repeated.length) problems.push(`${r.name}: listed twice: ${repeated.join(', ')}`);
      for (const i of r.ingredients) {
        const where = `${r.name} / ${i.name}`;
        // Brackets, "份数" formulas and emoji belong to the note, or nowhere.
        if (/[（()）]|份数|\p{Extended_Pictographic}/u.test(i.name)) problems.push(`${where}: name`);
        // Without an amount the note is shown where the amount goes (IngredientsPanel): it must read as
        // one ("适量；可选"), not as a qualifier ("可选") or an alternative ("/ 味极鲜", "或…") alone.
        if (i.value === null && i.note && /^([/／]|或|(可选|必备|必须|备选|进阶)(；|$))/.test(i.note))
          problems.push(`${where}: note "${i.note}"`);
        // An amount we can read is never left as text.
        if (i.value === null && i.note && /^[(（]?\d+(\.\d+)?\s*(g|克|ml|mL|毫升)[)）]?$/.test(i.note))
          problems.push(`${where}: amount left in the note`);
        if (i.note && /^[/／]/.test(i.note)) problems.push(`${where}: note "${i.note}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has nutrition estimated from the ingredients (packages/shared nutrition.ts) for many, per portion, with sane values', () => {
    const expected = Object.entries(NUTRIENTS).map(([name, unit]) => ({ name, unit }));
    const withNutrition = recipesZh.filter((r) => r.nutrition.length > 0);
    // 91 of 322 with howtocook-mcp 0.2.2: the others have a food without an amount, a piece count the
    // table cannot weigh, or too much weight outside the table; they show none.
    expect(withNutrition.length).toBeGreaterThanOrEqual(80);
    for (const r of withNutrition) {
      expect(
        r.nutrition.map(({ name, unit }) => ({ name, unit })),
        r.name,
      ).toEqual(expected);
      const n = Object.fromEntries(r.nutrition.map((i) => [i.name, i.amount])) as Record<string, number>;
      for (const [name, amount] of Object.entries(n)) expect(amount, `${r.name} ${name}`).toBeGreaterThanOrEqual(0);
      expect(n.energy, r.name).toBeGreaterThan(50);
      // The howtocook recipes are one portion each, often a whole dish: at most ~5,000 kcal.
      expect(n.energy, r.name).toBeLessThanOrEqual(21_000);
      expect(n.sodium, r.name).toBeLessThanOrEqual(30_000); // a pot of 卤菜 with its braising soy sauce
      // Energy agrees with the macronutrients (fibre, alcohol and vinegar aside).
      const atwater = 17 * n.protein! + 17 * n.carbohydrate! + 37 * n.fat!;
      expect(Math.abs(n.energy! - atwater), r.name).toBeLessThanOrEqual(Math.max(150, n.energy! / 3));
    }
  });
});

describe('seed data: articles', () => {
  const check = (a: Article) => {
    expect(a.title.trim(), a.title).not.toBe('');
    expect(a.summary.trim().length, a.title).toBeGreaterThan(0);
    expect(a.summary.length, a.title).toBeLessThanOrEqual(200);
    expect(a.author.trim(), a.title).not.toBe('');
    expect(Array.isArray(a.tags) && a.tags.length > 0, a.title).toBe(true);
    expect(typeof a.featured, a.title).toBe('boolean');
    const paragraphs = a.body.split('\n\n');
    expect(paragraphs.length, a.title).toBeGreaterThan(2);
    expect(
      paragraphs.every((p) => p.trim() === p && p.length > 0 && !p.includes('\n')),
      a.title,
    ).toBe(true);
  };

  it('has at least 12 English articles of 250-600 words', () => {
    expect(articlesEn.length).toBeGreaterThanOrEqual(12);
    for (const a of articlesEn) {
      check(a);
      const words = a.body.split(/\s+/).filter((w) => w && w !== '##').length;
      expect(words, a.title).toBeGreaterThanOrEqual(250);
      expect(words, a.title).toBeLessThanOrEqual(600);
    }
    expect(articlesEn.some((a) => a.featured)).toBe(true);
  });

  it('has at least 6 Chinese articles', () => {
    expect(articlesZh.length).toBeGreaterThanOrEqual(6);
    for (const a of articlesZh) {
      check(a);
      expect(a.body.replace(/\s/g, '').length, a.title).toBeGreaterThanOrEqual(400);
      expect(a.body, a.title).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(articlesZh.some((a) => a.featured)).toBe(true);
  });
});
