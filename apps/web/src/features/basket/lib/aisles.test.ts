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

  // Issue 28: common items a newcomer's lists showed in the wrong aisle, and their neighbours.
  it.each([
    // a ground or flaked vegetable or spice is a seasoning; the vegetable itself is produce
    ['Chilli flakes', 'seasoning'],
    ['Red chilli flakes', 'seasoning'],
    ['Ground Sichuan pepper', 'seasoning'],
    ['Sichuan peppercorns', 'seasoning'],
    ['Ground ginger', 'seasoning'],
    ['Garlic powder', 'seasoning'],
    ['Five-spice powder', 'seasoning'],
    ['Dried chillies', 'seasoning'],
    ['Fresh ginger', 'produce'],
    ['Red chillies', 'produce'],
    ['Garlic cloves', 'produce'],
    ['Cloves', 'seasoning'],
    ['Jalapeño', 'produce'],
    ['Cherry tomatoes', 'produce'],
    ['Spring onions', 'produce'],
    ['Eggplant', 'produce'],
    ['Dried shiitake mushrooms', 'dry'],
    // nuts are dry goods, whatever they are seasoned with
    ['Peanuts', 'dry'],
    ['Salted peanuts', 'dry'],
    ['Pine nuts', 'dry'],
    ['Nutmeg', 'seasoning'],
    // what a thing is comes last: the oil, the wine, the sauce
    ['Shaoxing wine', 'condiment'],
    ['Shaoxing rice wine', 'condiment'],
    ['Peanut oil', 'condiment'],
    ['Chicken stock', 'condiment'],
    ['Oyster sauce', 'condiment'],
    ['Peanut butter', 'condiment'],
    ['Coconut milk', 'dry'],
    ['Cocoa powder', 'dry'],
    ['Baking powder', 'dry'],
    ['Egg noodles', 'dry'],
    ['Cream cheese', 'dairy'],
    ['Ground beef', 'meat'],
    ['Crème fraîche', 'dairy'],
    ['干辣椒', 'seasoning'],
    ['辣椒面', 'seasoning'],
    ['辣椒粉', 'seasoning'],
    ['花椒', 'seasoning'],
    ['花椒粉', 'seasoning'],
    ['白胡椒粉', 'seasoning'],
    ['姜粉', 'seasoning'],
    ['五香粉', 'seasoning'],
    ['鸡精', 'seasoning'],
    ['辣椒', 'produce'],
    ['小米辣', 'produce'],
    ['青椒', 'produce'],
    ['生姜', 'produce'],
    ['土豆', 'produce'],
    ['玉米', 'produce'],
    ['干香菇', 'dry'],
    ['花生', 'dry'],
    ['花生米', 'dry'],
    ['腰果', 'dry'],
    ['面粉', 'dry'],
    ['玉米淀粉', 'dry'],
    ['玉米粉', 'dry'],
    ['牛肉面', 'dry'],
    ['红豆', 'dry'],
    ['绍兴酒', 'condiment'],
    ['料酒', 'condiment'],
    ['花生油', 'condiment'],
    ['生抽', 'condiment'],
    ['豆瓣酱', 'condiment'],
    ['鸡蛋', 'dairy'],
    ['牛奶', 'dairy'],
    ['鸡胸肉', 'meat'],
    ['虾仁', 'meat'],
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
