import { describe, expect, it } from 'vitest';
import { aisleOf } from './aisles';
import { shownAmount } from './amount';

describe('aisleOf', () => {
  it.each([
    ['Red Onions', 'produce'],
    ['plain flour', 'dry'],
    ['Olive oil', 'condiment'],
    ['Soy sauce', 'condiment'],
    ['Salt', 'seasoning'],
    ['Black pepper', 'seasoning'],
    ['Red peppers', 'produce'],
    ['Eggs', 'dairy'],
    ['Chicken thighs', 'meat'],
    ['西红柿', 'produce'],
    ['五花肉', 'meat'],
    ['酱油', 'condiment'],
    ['盐', 'seasoning'],
    ['Saffron threads', 'other'],
  ])('%s -> %s', (name, aisle) => expect(aisleOf(name)).toBe(aisle));
});

describe('shownAmount', () => {
  it('shows mass in g or oz per the setting, other units as stored', () => {
    expect(shownAmount({ value: 427, unit: 'g' }, 2)).toEqual({ value: 427, unit: 'g' });
    expect(shownAmount({ value: 427, unit: 'g' }, 3)).toEqual({ value: 15.06, unit: 'oz' });
    expect(shownAmount({ value: 3, unit: 'tsp' }, 3)).toEqual({ value: 3, unit: 'tsp' });
    expect(shownAmount({ value: null, unit: null }, 2)).toBeNull();
  });
});
