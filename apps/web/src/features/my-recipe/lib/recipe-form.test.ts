import { ingredientLinesOf, INGREDIENTS_MAX, recipeInputSchema, TEMPERATURE_UNIT } from '@chef/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyForm,
  emptyIngredient,
  emptyStep,
  machineOffer,
  fromRecipe,
  toRecipeInput,
  withDraft,
  withPastedLines,
  type RecipeForm,
} from './recipe-form';

const filled = (): RecipeForm => ({
  ...emptyForm(),
  cover: 'https://chef.example.com/media/recipe/2026/11/0123456789abcdef0123456789abcdef.webp',
  name: 'Soup',
  categoryId: '3',
  cookingTime: 20,
  ingredients: [{ key: 'a', name: 'Salt', value: 2, unit: 'g' }],
  steps: [
    {
      ...emptyStep(),
      title: 'Boil',
      description: 'Boil water',
      temperature: 212,
      minutes: 2,
      seconds: 30,
      rotationType: null,
      preset: 0,
      speed: 4,
    },
  ],
});

describe('the editor form', () => {
  it('sends temperatures in Celsius, times in seconds and a preset as the step rotation', () => {
    const input = toRecipeInput(filled(), TEMPERATURE_UNIT.fahrenheit);
    expect(input.steps[0]).toEqual({
      title: 'Boil',
      description: 'Boil water',
      stepType: 2,
      temperature: 100,
      speed: 4,
      duration: 150,
      rotation: { type: 0, time: 60, type1: 1 },
    });
    expect(recipeInputSchema.safeParse(input).success).toBe(true);
  });

  it('leaves what is missing missing, so the shared schema words it', () => {
    const result = recipeInputSchema.safeParse(toRecipeInput(emptyForm(), TEMPERATURE_UNIT.celsius));
    const fields = result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(
      expect.arrayContaining([
        'cover',
        'name',
        'categoryId',
        'cookingTime',
        'steps.0.title',
        'steps.0.temperature',
        'steps.0.duration',
        'steps.0.rotation',
      ]),
    );
  });

  it('reads a stored recipe back in the user’s unit', () => {
    const input = recipeInputSchema.parse(toRecipeInput(filled(), TEMPERATURE_UNIT.fahrenheit));
    const detail = { ...input, id: '7', countryCode: null, categoryId: '3' } as never;
    const form = fromRecipe(detail, TEMPERATURE_UNIT.fahrenheit);
    expect(form.steps[0]).toMatchObject({ temperature: 212, minutes: 2, seconds: 30, preset: 0 });
  });

  it('lays an imported draft over the form', () => {
    const form = withDraft(filled(), {
      name: 'Pie',
      description: '',
      cover: null,
      cookingTime: 80,
      portions: 8,
      ingredients: [{ name: 'flour', value: 600, unit: 'ml' }],
      steps: [{ title: 'Bake', description: 'Bake it.' }],
      tips: '',
      sourceUrl: 'https://example.com/pie',
    });
    expect(form).toMatchObject({ name: 'Pie', cookingTime: 80, portions: 8, cover: filled().cover, categoryId: '3' });
    expect(form.steps.map((s) => s.title)).toEqual(['Bake']);
    expect(form.ingredients[0]).toMatchObject({ name: 'flour', value: 600, unit: 'ml' });
  });
});

describe('ingredient lines pasted into a row', () => {
  it('fills that row and adds the others after it, read by the shared parser', () => {
    const rows = [
      { key: 'a', name: 'Salt', value: 2, unit: 'g' as const },
      { ...emptyIngredient(), key: 'b' },
      { key: 'c', name: 'Milk', value: 1, unit: 'ml' as const },
    ];
    const next = withPastedLines(rows, 1, ingredientLinesOf('200 g Butter\n2 EL Zucker\nPfeffer', 10));
    expect(next.map(({ key: _key, ...row }) => row)).toEqual([
      { name: 'Salt', value: 2, unit: 'g' },
      { name: 'Butter', value: 200, unit: 'g' },
      { name: 'Zucker', value: 2, unit: 'tbsp' },
      { name: 'Pfeffer', value: '', unit: 'g' },
      { name: 'Milk', value: 1, unit: 'ml' },
    ]);
    // The pasted-into row keeps its key; the new ones have their own.
    expect(new Set(next.map((row) => row.key)).size).toBe(5);
    expect(next[1]!.key).toBe('b');
  });

  it('adds no rows past the recipe’s limit', () => {
    const rows = Array.from({ length: INGREDIENTS_MAX - 1 }, () => emptyIngredient());
    expect(withPastedLines(rows, 0, ingredientLinesOf('1 egg\n2 eggs\n3 eggs', 10))).toHaveLength(INGREDIENTS_MAX);
  });
});

describe('the machine step a written step offers', () => {
  it('offers the temperature (in the user’s unit), speed and time a step names while its machine fields are empty', () => {
    const step = { ...emptyStep(), title: 'Simmer', description: 'Cook 5 min at 100 °C, speed 2.' };
    expect(machineOffer(step, TEMPERATURE_UNIT.celsius)?.patch).toEqual({
      stepType: 2,
      temperature: 100,
      speed: 5,
      minutes: 5,
      seconds: 0,
    });
    expect(machineOffer(step, TEMPERATURE_UNIT.fahrenheit)?.patch.temperature).toBe(212);
    expect(machineOffer({ ...step, stepType: 1, speed: 3 }, TEMPERATURE_UNIT.celsius)?.patch.speed).toBe(5);
  });

  it('offers nothing for a step already set, or one that names nothing the robot takes', () => {
    const step = { ...emptyStep(), title: 'Simmer', description: 'Cook 5 min at 100 °C, speed 2.' };
    expect(machineOffer({ ...step, minutes: 3 }, TEMPERATURE_UNIT.celsius)).toBeNull();
    expect(machineOffer({ ...step, description: 'Bake at 200 °C until golden.' }, TEMPERATURE_UNIT.celsius)).toBeNull();
  });
});
