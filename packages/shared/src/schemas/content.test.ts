import { describe, expect, it } from 'vitest';
import { UNITS } from '../enums.js';
import { ingredientInputSchema, ingredientSchema } from './content.js';

describe('ingredientSchema', () => {
  it('accepts every unit of the spec, and ml', () => {
    for (const unit of [...UNITS, 'ml']) expect(ingredientSchema.safeParse({ name: 'flour', value: 1, unit }).success, unit).toBe(true);
  });

  it('refuses an amount without its unit when a recipe is written, naming the unit; "to taste" has neither', () => {
    const result = ingredientInputSchema.safeParse({ name: 'Fresh ginger', value: 15, unit: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['unit', 'validation.unitRequired']]);
    expect(ingredientInputSchema.safeParse({ name: 'Salt', value: null, unit: null, note: 'to taste' }).success).toBe(true);
    expect(ingredientInputSchema.safeParse({ name: 'Fresh ginger', value: 15, unit: 'g' }).success).toBe(true);
  });

  it('rejects a unit outside the list', () => {
    expect(ingredientSchema.safeParse({ name: 'flour', value: 1, unit: 'cup' }).success).toBe(false);
  });
});
