import { describe, expect, it } from 'vitest';
import { UNITS } from '../enums.js';
import { ingredientSchema } from './content.js';

describe('ingredientSchema', () => {
  it('accepts every unit of the spec, and ml', () => {
    for (const unit of [...UNITS, 'ml']) expect(ingredientSchema.safeParse({ name: 'flour', value: 1, unit }).success, unit).toBe(true);
  });

  it('rejects a unit outside the list', () => {
    expect(ingredientSchema.safeParse({ name: 'flour', value: 1, unit: 'cup' }).success).toBe(false);
  });
});
