import {
  celsiusToFahrenheit,
  fahrenheitToCelsius,
  NUTRIENTS,
  ROTATION_PRESETS,
  TEMPERATURE_UNIT,
  heatingOf,
  INGREDIENTS_MAX,
  stepValuesInText,
  type StepValues,
  type Difficulty,
  type IngredientLine,
  type Flavor,
  type IngredientUnit,
  type MyRecipeDetail,
  type Nutrient,
  type RecipeDraft,
  type RecipeInput,
  type TemperatureUnit,
} from '@chef/shared';

/**
 * The editor's state and its two translations: to the addRecipe body (temperatures from the user's
 * unit to Celsius, minutes and seconds to seconds, the rotation preset to the step's rotation) and
 * from a stored recipe or an imported draft. Empty inputs stay empty ('' or null) so the shared
 * schema words what is missing exactly as the server would.
 */
export type Blank<T> = T | '';

export interface StepForm {
  key: string;
  title: string;
  description: string;
  stepType: number;
  /** In the user's temperature unit; null: no heating ("none", a choice), '': not chosen yet. */
  temperature: Blank<number> | null;
  speed: number | null;
  rotationType: number | null;
  /** Index in ROTATION_PRESETS, or null for a plain rotation. */
  preset: number | null;
  minutes: Blank<number>;
  seconds: Blank<number>;
}

export interface IngredientForm {
  key: string;
  name: string;
  value: Blank<number>;
  unit: IngredientUnit | null;
}

export interface RecipeForm {
  id?: string;
  cover: string | null;
  name: string;
  description: string;
  country: string | null;
  categoryId: string | null;
  cookingTime: Blank<number>;
  difficulty: Difficulty;
  flavor: Flavor | null;
  portions: Blank<number>;
  ingredients: IngredientForm[];
  nutrition: Record<Nutrient, Blank<number>>;
  tips: string;
  accessories: number[];
  preparations: string[];
  steps: StepForm[];
  /** The page an imported recipe came from (issue 26): kept with it; publishing needs the author's word. */
  sourceUrl: string | null;
}

let counter = 0;
/** A key for list rows that move (React keeps a moved step's inputs with it). */
export const rowKey = () => `k${Date.now().toString(36)}${(counter++).toString(36)}`;

export const emptyStep = (): StepForm => ({
  key: rowKey(),
  title: '',
  description: '',
  stepType: 2,
  temperature: '',
  speed: null,
  rotationType: null,
  preset: null,
  minutes: '',
  seconds: '',
});

export const emptyIngredient = (): IngredientForm => ({ key: rowKey(), name: '', value: '', unit: 'g' });

/**
 * Ingredient lines pasted into row `index` (read by the shared parser, as the import reads them):
 * the first fills that row, the others follow it as new rows, within INGREDIENTS_MAX rows.
 */
export function withPastedLines(rows: readonly IngredientForm[], index: number, lines: readonly IngredientLine[]): IngredientForm[] {
  const room = Math.max(1, INGREDIENTS_MAX - rows.length + 1);
  const pasted = lines.slice(0, room).map((line, i) => ({
    key: i === 0 ? rows[index]!.key : rowKey(),
    name: line.name,
    value: line.value ?? ('' as const),
    unit: line.unit ?? rows[index]!.unit,
  }));
  return [...rows.slice(0, index), ...pasted, ...rows.slice(index + 1)];
}

const NUTRIENT_NAMES = Object.keys(NUTRIENTS) as Nutrient[];

export const emptyForm = (): RecipeForm => ({
  cover: null,
  name: '',
  description: '',
  country: null,
  categoryId: null,
  cookingTime: '',
  difficulty: 1,
  flavor: null,
  portions: 2,
  ingredients: [emptyIngredient()],
  nutrition: Object.fromEntries(NUTRIENT_NAMES.map((n) => [n, ''])) as Record<Nutrient, Blank<number>>,
  tips: '',
  accessories: [],
  preparations: [],
  steps: [emptyStep()],
  sourceUrl: null,
});

const orUndefined = <T>(value: Blank<T> | null): T | undefined => (value === '' || value === null ? undefined : value);
const toCelsius = (value: number, unit: TemperatureUnit) => (unit === TEMPERATURE_UNIT.fahrenheit ? fahrenheitToCelsius(value) : value);
const fromCelsius = (value: number, unit: TemperatureUnit) => (unit === TEMPERATURE_UNIT.fahrenheit ? celsiusToFahrenheit(value) : value);

function stepDuration(step: StepForm): number | undefined {
  if (step.minutes === '' && step.seconds === '') return undefined;
  return Number(step.minutes || 0) * 60 + Number(step.seconds || 0);
}

function stepRotation(step: StepForm): RecipeInput['steps'][number]['rotation'] | undefined {
  if (step.preset !== null) {
    const preset = ROTATION_PRESETS[step.preset];
    if (preset) return { type: preset.type, time: preset.time, type1: preset.type1 };
  }
  return step.rotationType === null ? undefined : { type: step.rotationType };
}

/** The addRecipe body. Missing values stay undefined: the schema then says "required" / "Please select". */
export function toRecipeInput(form: RecipeForm, unit: TemperatureUnit): RecipeInput {
  return {
    ...(form.id ? { id: form.id } : {}),
    ...(form.sourceUrl ? { sourceUrl: form.sourceUrl } : {}),
    cover: form.cover ?? undefined,
    name: form.name,
    description: form.description,
    country: form.country,
    categoryId: form.categoryId ?? undefined,
    cookingTime: orUndefined(form.cookingTime),
    difficulty: form.difficulty,
    flavor: form.flavor,
    portions: orUndefined(form.portions),
    tips: form.tips,
    accessories: form.accessories,
    preparations: form.preparations.filter((p) => p.trim()),
    ingredients: form.ingredients
      .filter((i) => i.name.trim() || i.value !== '')
      .map((i) => ({ name: i.name, value: i.value === '' ? null : i.value, unit: i.value === '' ? null : i.unit })),
    nutrition: NUTRIENT_NAMES.filter((n) => form.nutrition[n] !== '').map((n) => ({
      name: n,
      amount: Number(form.nutrition[n]),
      unit: NUTRIENTS[n],
    })),
    steps: form.steps.map((step) => {
      const temperature = step.temperature === null ? null : orUndefined(step.temperature);
      return {
        title: step.title,
        description: step.description,
        stepType: step.stepType,
        temperature: temperature == null ? temperature : toCelsius(temperature, unit),
        speed: step.speed,
        duration: stepDuration(step),
        rotation: stepRotation(step),
      };
    }),
  } as RecipeInput;
}

/** A stored recipe (the author's latest version) back into the editor. */
export function fromRecipe(recipe: MyRecipeDetail, unit: TemperatureUnit): RecipeForm {
  const base = emptyForm();
  return {
    id: recipe.id,
    sourceUrl: recipe.sourceUrl,
    cover: recipe.cover,
    name: recipe.name,
    description: recipe.description,
    country: recipe.countryCode,
    categoryId: recipe.categoryId,
    cookingTime: recipe.cookingTime,
    difficulty: recipe.difficulty,
    flavor: recipe.flavor,
    portions: recipe.portions,
    ingredients: recipe.ingredients.map((i) => ({ key: rowKey(), name: i.name, value: i.value ?? '', unit: i.unit })),
    nutrition: { ...base.nutrition, ...Object.fromEntries(recipe.nutrition.map((n) => [n.name, n.amount])) },
    tips: recipe.tips,
    accessories: recipe.accessories,
    preparations: recipe.preparations,
    steps: recipe.steps.map((s) => {
      const preset = s.rotation
        ? ROTATION_PRESETS.findIndex((p) => p.type === s.rotation!.type && p.type1 === s.rotation!.type1 && p.time === s.rotation!.time)
        : -1;
      return {
        key: rowKey(),
        title: s.title,
        description: s.description,
        stepType: s.stepType,
        // heatingOf: the 0 the editor once wrote for "no heating" reads as none.
        temperature: heatingOf(s.temperature) === null ? null : fromCelsius(s.temperature!, unit),
        speed: s.speed,
        rotationType: s.rotation?.type ?? null,
        preset: preset >= 0 ? preset : null,
        minutes: s.duration === null ? '' : Math.floor(s.duration / 60),
        seconds: s.duration === null ? '' : s.duration % 60,
      };
    }),
  };
}

/** Step types: a written step, and the cooking table (the robot's temperature, speed and time). */
const TEXT_STEP = 1;
const MACHINE_STEP = 2;

/**
 * A step whose text names a temperature, a speed or a time the robot can take, while its machine
 * fields are still empty (a text step, or one imported from a page): the values the editor offers
 * to fill in, and the change that fills them (the author confirms; nothing is set without that).
 */
export function machineOffer(step: StepForm, unit: TemperatureUnit): { values: StepValues; patch: Partial<StepForm> } | null {
  const blank = step.temperature === '' && step.speed === null && step.minutes === '' && step.seconds === '';
  if (step.stepType !== TEXT_STEP && !blank) return null;
  const values = stepValuesInText(`${step.title}\n${step.description}`);
  if (!values) return null;
  const patch: Partial<StepForm> = { stepType: MACHINE_STEP };
  if (values.celsius !== undefined) patch.temperature = fromCelsius(values.celsius, unit);
  if (values.speed !== undefined) patch.speed = values.speed;
  if (values.seconds !== undefined) {
    patch.minutes = Math.floor(values.seconds / 60);
    patch.seconds = values.seconds % 60;
  }
  return { values, patch };
}

/** An imported page's recipe laid over the form: what the page gave replaces, the rest stays. */
export function withDraft(form: RecipeForm, draft: RecipeDraft): RecipeForm {
  return {
    ...form,
    sourceUrl: draft.sourceUrl,
    name: draft.name || form.name,
    description: draft.description || form.description,
    cover: draft.cover ?? form.cover,
    cookingTime: draft.cookingTime ?? form.cookingTime,
    portions: draft.portions ?? form.portions,
    tips: draft.tips || form.tips,
    ingredients: draft.ingredients.length
      ? draft.ingredients.map((i) => ({ key: rowKey(), name: i.name, value: i.value ?? '', unit: i.unit }))
      : form.ingredients,
    steps: draft.steps.length ? draft.steps.map((s) => ({ ...emptyStep(), title: s.title, description: s.description })) : form.steps,
  };
}

/** Where the editor goes after a save: the box (createRecord) for a private one, My Post for one sent. */
export const sentTo = (kept: 'private' | 'audit') => (kept === 'private' ? '/myCenter/createRecord' : '/myCenter/myRelease');
