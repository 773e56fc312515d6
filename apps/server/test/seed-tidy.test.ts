import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSeedData } from '../src/seed/content.js';
import { firstPhrase, tidyIngredient, tidyStep } from '../src/seed/tidy.js';
import { buildTestApp, type TestApp } from './helper.js';

const step = (title: string, description: string) => ({
  title,
  description,
  stepType: 1,
  temperature: null,
  speed: null,
  duration: null,
  rotation: null,
});

describe('tidying the imported Chinese recipes (seed/tidy.ts)', () => {
  it('drops a note that only repeats the amount, in the same kind of unit', () => {
    expect(tidyIngredient({ name: '西红柿', value: 1, unit: 'pcs', note: '1 个' })).toEqual({ name: '西红柿', value: 1, unit: 'pcs' });
    expect(tidyIngredient({ name: '姜', value: 13, unit: 'g', note: '13g。' })).toEqual({ name: '姜', value: 13, unit: 'g' });
    expect(tidyIngredient({ name: '鲤鱼', value: 1000, unit: 'g', note: '大约 2 斤' })).toEqual({ name: '鲤鱼', value: 1000, unit: 'g' });
    expect(tidyIngredient({ name: '料酒', value: 10, unit: 'ml', note: '10-15ml' })).toEqual({ name: '料酒', value: 10, unit: 'ml' });
    expect(tidyIngredient({ name: '糖', value: 1, unit: 'tsp', note: '1 茶匙' })).toEqual({ name: '糖', value: 1, unit: 'tsp' });
  });

  it('lets a finer measure word replace a count of pieces: the note is what is shown as the amount', () => {
    expect(tidyIngredient({ name: '姜', value: 1, unit: 'pcs', note: '1 片' })).toEqual({
      name: '姜',
      value: null,
      unit: null,
      note: '1 片',
    });
    expect(tidyIngredient({ name: '香葱', value: 0.5, unit: 'pcs', note: '0.5 根' })).toEqual({
      name: '香葱',
      value: null,
      unit: null,
      note: '0.5 根',
    });
    expect(tidyIngredient({ name: '大蒜', value: 5, unit: 'pcs', note: '5 瓣' })).toEqual({
      name: '大蒜',
      value: null,
      unit: null,
      note: '5 瓣',
    });
  });

  it('keeps notes that say more than an amount, and ingredients without one', () => {
    const kept: Parameters<typeof tidyIngredient>[0][] = [
      { name: '姜', value: 1, unit: 'pcs', note: '切片' },
      { name: '鸡蛋', value: 2, unit: 'pcs', note: '2 个（约 100g）' },
      { name: '盐', value: null, unit: null, note: '适量' },
      { name: '水', value: 500, unit: 'ml', note: '2 碗' },
    ];
    for (const ingredient of kept) expect(tidyIngredient(ingredient)).toEqual(ingredient);
  });

  it('titles a "步骤 N" step with the first phrase of its description, and leaves real titles alone', () => {
    expect(tidyStep(step('步骤 1', '小龙虾刷干净去虾线，葱切 2cm 葱段，姜蒜切末。')).title).toBe('小龙虾刷干净去虾线');
    expect(tidyStep(step('步骤 2', '西红柿切成小丁、鸡蛋打入碗中搅拌、豆腐切块备用')).title).toBe('西红柿切成小丁、鸡蛋打入碗中搅…');
    expect(tidyStep(step('腌制', '鸡肉切块。')).title).toBe('腌制');
    expect(firstPhrase('  烧油。 ')).toBe('烧油');
    expect(tidyStep(step('步骤 3', '（可选）如果格外嗜甜可以加额外的糖。')).title).toBe('如果格外嗜甜可以加额外的糖');
  });
});

describe('the seeded Chinese recipes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('have no note repeating or contradicting an amount, and no "步骤 N" step title', async () => {
    const rows = await t.db
      .selectFrom('recipes')
      .select(['id', 'name', 'ingredients', 'steps'])
      .where('lang', '=', 'zh-CN')
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(readSeedData().recipes['zh-CN'].length);
    const problems: string[] = [];
    for (const r of rows) {
      for (const i of JSON.parse(r.ingredients) as { name: string; value: number | null; unit: string | null; note?: string }[]) {
        if (
          i.value !== null &&
          i.note &&
          /^(约|大约)?\s*[\d./½]+(\s*[-~]\s*[\d./]+)?\s*(个|只|片|根|瓣|颗|粒|g|克|斤|ml|mL|升)\s*。?$/.test(i.note)
        )
          problems.push(`${r.name} / ${i.name}: ${i.value} ${i.unit} "${i.note}"`);
      }
      for (const s of JSON.parse(r.steps) as { title: string }[])
        if (/^步骤\s*\d+$/.test(s.title)) problems.push(`${r.name}: step "${s.title}"`);
    }
    expect(problems).toEqual([]);

    // The example, 西红柿豆腐汤羹: 西红柿 1 个 without its note, 香葱 "0.5 根" in place of "0.5 个".
    const soup = rows.find((r) => r.name === '西红柿豆腐汤羹')!;
    const ingredients = JSON.parse(soup.ingredients) as Record<string, unknown>[];
    expect(ingredients.find((i) => i.name === '西红柿')).toEqual({ name: '西红柿', value: 1, unit: 'pcs' });
    expect(ingredients.find((i) => i.name === '香葱')).toEqual({ name: '香葱', value: null, unit: null, note: '0.5 根' });
    expect((JSON.parse(soup.steps) as { title: string }[])[0]!.title).toBe('西红柿切成小丁、鸡蛋打入碗中搅…');
  });
});
