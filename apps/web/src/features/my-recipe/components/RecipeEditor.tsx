import {
  ActionIcon,
  Anchor,
  Button,
  Checkbox,
  Chip,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ACCESSORIES,
  canMove,
  DIFFICULTY,
  FLAVORS,
  ingredientLinesOf,
  INGREDIENT_UNITS,
  INGREDIENTS_MAX,
  moveItem,
  NUTRIENTS,
  readsAsIngredientLines,
  recipeInputSchema,
  ROTATION_PRESETS,
  ROTATION_TYPES,
  speedLabel,
  SPEED_MAX,
  STEP_TYPES,
  TEMPERATURE_UNIT,
  type IngredientLine,
  type MoveDirection,
  type Nutrient,
  type RecipeInput,
  type TemperatureUnit,
} from '@chef/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../../../lib/api/qry-category';
import { useCountries } from '../../../lib/api/qry-country';
import { serverErrorToFields, validate, type FieldErrors } from '../../../lib/form';
import { toastError, toastSuccess } from '../../../lib/notify';
import { unitSetting } from '../../../lib/settings';
import type { UploadAuth } from '../../../lib/upload';
import { useAddRecipe } from '../api/add-recipe';
import { dropDraft, saveDraft } from '../lib/draft';
import {
  emptyIngredient,
  emptyStep,
  machineOffer,
  toRecipeInput,
  withPastedLines,
  type IngredientForm,
  type RecipeForm,
  type StepForm,
} from '../lib/recipe-form';
import { CoverField } from './CoverField';
import { ImportFromLink } from './ImportFromLink';
import { addOnDemandWords } from '../../../lib/on-demand-words';

addOnDemandWords();

const NUTRIENT_NAMES = Object.keys(NUTRIENTS) as Nutrient[];
const num = (value: string | number): number | '' => (value === '' || Number.isNaN(Number(value)) ? '' : Number(value));

function MoveButtons({
  index,
  length,
  onMove,
  onRemove,
  label,
}: {
  index: number;
  length: number;
  onMove: (d: MoveDirection) => void;
  onRemove?: (() => void) | undefined;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={`${t('editor.moveUp')} ${label}`}
        disabled={!canMove(index, length, 'up')}
        onClick={() => onMove('up')}
        data-testid="move-up"
      >
        ↑
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={`${t('editor.moveDown')} ${label}`}
        disabled={!canMove(index, length, 'down')}
        onClick={() => onMove('down')}
        data-testid="move-down"
      >
        ↓
      </ActionIcon>
      {onRemove && (
        <ActionIcon variant="subtle" color="red" aria-label={`${t('editor.remove')} ${label}`} onClick={onRemove} data-testid="remove">
          ×
        </ActionIcon>
      )}
    </Group>
  );
}

/**
 * The offer under a written step that names a temperature, a speed or a time: the values as they
 * would be filled in, "Fill in" (the step becomes a machine step with them) or "Keep as written".
 */
function MachineOffer({
  step,
  unit,
  unitSymbol,
  onAccept,
}: {
  step: StepForm;
  unit: TemperatureUnit;
  unitSymbol: string;
  onAccept: (patch: Partial<StepForm>) => void;
}) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  const offer = machineOffer(step, unit);
  if (!offer || dismissed) return null;
  const { patch } = offer;
  const values = [
    typeof patch.temperature === 'number' ? `${patch.temperature} ${unitSymbol}` : null,
    patch.speed !== undefined && patch.speed !== null
      ? t('editor.machineSpeed', { speed: patch.speed === 1 ? t('recipe.step.speedStir') : speedLabel(patch.speed) })
      : null,
    patch.minutes !== undefined ? t('editor.machineTime', { minutes: patch.minutes, seconds: patch.seconds }) : null,
  ].filter(Boolean);
  return (
    <Paper withBorder p="xs" data-testid="step-machine-offer">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('editor.machineOffer', { values: values.join(' · ') })}</Text>
        <Group gap="xs">
          <Button size="xs" variant="subtle" onClick={() => setDismissed(true)} data-testid="step-machine-dismiss">
            {t('editor.machineDismiss')}
          </Button>
          <Button size="xs" onClick={() => onAccept(patch)} data-testid="step-machine-accept">
            {t('editor.machineAccept')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

function StepFields({
  step,
  index,
  errors,
  onChange,
  unit,
  unitSymbol,
}: {
  step: StepForm;
  index: number;
  errors: FieldErrors;
  onChange: (s: StepForm) => void;
  unit: TemperatureUnit;
  unitSymbol: string;
}) {
  const { t } = useTranslation();
  const err = (field: string) => errors[`steps.${index}.${field}`];
  const set = (patch: Partial<StepForm>) => onChange({ ...step, ...patch });
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('editor.stepTitle')}
          withAsterisk
          value={step.title}
          onChange={(e) => set({ title: e.currentTarget.value })}
          error={err('title')}
          data-testid="step-title"
        />
        <Select
          label={t('editor.stepType')}
          data={STEP_TYPES.map((type) => ({ value: String(type), label: t(`enum.stepType.${type}`) }))}
          value={String(step.stepType)}
          onChange={(v) => set({ stepType: Number(v ?? 2) })}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Textarea
        label={t('editor.stepDescription')}
        withAsterisk
        autosize
        minRows={2}
        value={step.description}
        onChange={(e) => set({ description: e.currentTarget.value })}
        error={err('description')}
        data-testid="step-description"
      />
      <MachineOffer step={step} unit={unit} unitSymbol={unitSymbol} onAccept={set} />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Stack gap={4}>
          <NumberInput
            label={t('editor.temperature', { unit: unitSymbol })}
            withAsterisk
            allowDecimal={false}
            disabled={step.temperature === null}
            value={step.temperature ?? ''}
            onChange={(v) => set({ temperature: num(v) })}
            error={err('temperature')}
            data-testid="step-temperature"
          />
          {/* "none" is a choice of its own (an unheated step), never stored as 0. */}
          <Checkbox
            size="xs"
            label={t('editor.noHeating')}
            checked={step.temperature === null}
            onChange={(e) => set({ temperature: e.currentTarget.checked ? null : '' })}
            data-testid="step-no-heating"
          />
        </Stack>
        <Select
          label={t('editor.speed')}
          data={Array.from({ length: SPEED_MAX + 1 }, (_, level) => ({
            value: String(level),
            label: level === 1 ? t('recipe.step.speedStir') : speedLabel(level),
          }))}
          value={step.speed === null ? null : String(step.speed)}
          onChange={(v) => set({ speed: v === null ? null : Number(v) })}
          error={err('speed')}
          data-testid="step-speed"
        />
        <NumberInput
          label={t('editor.durationMinutes')}
          withAsterisk
          allowDecimal={false}
          min={0}
          max={99}
          value={step.minutes}
          onChange={(v) => set({ minutes: num(v) })}
          error={err('duration')}
          data-testid="step-minutes"
        />
        <NumberInput
          label={t('editor.durationSeconds')}
          allowDecimal={false}
          min={0}
          max={59}
          value={step.seconds}
          onChange={(v) => set({ seconds: num(v) })}
          data-testid="step-seconds"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('editor.rotation')}
          withAsterisk
          data={ROTATION_TYPES.map((type) => ({ value: String(type), label: t(`enum.rotation.${type}`) }))}
          value={step.rotationType === null ? null : String(step.rotationType)}
          onChange={(v) => set({ rotationType: v === null ? null : Number(v), preset: null })}
          allowDeselect={false}
          error={err('rotation')}
          data-testid="step-rotation"
        />
        <Select
          label={t('editor.preset')}
          data={ROTATION_PRESETS.map((p, i) => ({
            value: String(i),
            label: t('editor.presetLabel', {
              first: t(`enum.rotation.${p.type}`),
              firstTime: p.time,
              second: t(`enum.rotation.${p.type1}`),
              secondTime: p.time1,
            }),
          }))}
          value={step.preset === null ? null : String(step.preset)}
          onChange={(v) => set({ preset: v === null ? null : Number(v), rotationType: v === null ? step.rotationType : 2 })}
          placeholder={t('editor.noPreset')}
          clearable
        />
      </SimpleGrid>
    </Stack>
  );
}

function IngredientRow({
  item,
  index,
  errors,
  onChange,
  onPasteLines,
}: {
  item: IngredientForm;
  index: number;
  errors: FieldErrors;
  onChange: (i: IngredientForm) => void;
  onPasteLines: (lines: IngredientLine[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap" style={{ flex: 1 }}>
      <TextInput
        aria-label={t('editor.ingredientName')}
        placeholder={t('editor.ingredientName')}
        value={item.name}
        onChange={(e) => onChange({ ...item, name: e.currentTarget.value })}
        // A line pasted into an empty name ("200 g butter", or a whole list) is read as the import
        // reads it; a plain name is pasted as it is.
        onPaste={(e) => {
          if (item.name) return;
          const lines = ingredientLinesOf(e.clipboardData.getData('text'), INGREDIENTS_MAX);
          if (!readsAsIngredientLines(lines)) return;
          e.preventDefault();
          onPasteLines(lines);
        }}
        error={errors[`ingredients.${index}.name`]}
        style={{ flex: 2 }}
        data-testid="ingredient-name"
      />
      <NumberInput
        aria-label={t('editor.value')}
        placeholder={t('editor.value')}
        min={0}
        value={item.value}
        onChange={(v) => onChange({ ...item, value: num(v) })}
        error={errors[`ingredients.${index}.value`]}
        style={{ flex: 1 }}
        data-testid="ingredient-value"
      />
      <Select
        aria-label={t('editor.unit')}
        data={[...INGREDIENT_UNITS]}
        value={item.unit}
        onChange={(v) => onChange({ ...item, unit: (v as IngredientForm['unit']) ?? null })}
        // Picking the chosen unit again keeps it: an amount always has its unit (the schema says so too).
        allowDeselect={false}
        error={errors[`ingredients.${index}.unit`]}
        style={{ width: 110 }}
        data-testid="ingredient-unit"
      />
    </Group>
  );
}

/**
 * Where the editor saves when it is not a user writing their own recipe: the staff console (issue 29)
 * edits any recipe and writes the team's, with its own call and words and the staff session's uploads.
 * There is then no draft in the browser, no import, no private box and no author's word to give.
 */
export interface EditorTarget {
  save: UseMutationResult<{ id: string }, Error, RecipeInput>;
  submitLabel: string;
  savedMessage: string;
  uploadAuth: UploadAuth;
}

/**
 * The recipe editor (spec section 2, rules of section 5): every field of a recipe, steps and
 * ingredients added, removed and moved (the first cannot move up, the last cannot move down), the
 * browser's draft kept on every change, and checked with the server's own schema before sending.
 */
export function RecipeEditor({
  initial,
  onSent,
  canKeepPrivate = true,
  target,
}: {
  initial: RecipeForm;
  /** After a save: kept private (issue 26) or sent for audit (or saved by the target). */
  onSent: (id: string, kept: 'private' | 'audit') => void;
  /** False for a published recipe: it cannot go back into the private box. */
  canKeepPrivate?: boolean;
  target?: EditorTarget | undefined;
}) {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState<RecipeForm>(initial);
  // Issue 26: an imported recipe is someone else's text until its author says it is theirs.
  const [ownText, setOwnText] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const ownSave = useAddRecipe();
  const addRecipe = target?.save ?? ownSave;
  const inConsole = target !== undefined;
  const categories = useCategories();
  const countries = useCountries();
  const [unit] = useState(() => unitSetting().temperature);
  const unitSymbol = unit === TEMPERATURE_UNIT.fahrenheit ? '℉' : '℃';

  // The console's edits are staff's, never a draft the author would find in their browser.
  useEffect(() => (inConsole ? undefined : saveDraft(form)), [form, inConsole]);
  const set = (patch: Partial<RecipeForm>) => setForm((f) => ({ ...f, ...patch }));
  const setStep = (index: number, step: StepForm) => setForm((f) => ({ ...f, steps: f.steps.map((s, i) => (i === index ? step : s)) }));
  const setIngredient = (index: number, item: IngredientForm) =>
    setForm((f) => ({ ...f, ingredients: f.ingredients.map((s, i) => (i === index ? item : s)) }));

  const submit = (kept: 'private' | 'audit') => {
    const body = {
      ...toRecipeInput(form, unit),
      ...(kept === 'private' ? { private: true } : form.sourceUrl && !inConsole ? { ownText } : {}),
    };
    const checked = validate(recipeInputSchema, body);
    if (!checked.ok) {
      setErrors(checked.errors);
      toastError(t('editor.fixErrors'));
      return;
    }
    setErrors({});
    addRecipe.mutate(body, {
      onSuccess: ({ id }) => {
        if (!inConsole) dropDraft(form.id);
        toastSuccess(target ? target.savedMessage : t(kept === 'private' ? 'recipeBox.saved' : 'editor.submitted'));
        onSent(id, kept);
      },
      onError: (error) => {
        const fields = serverErrorToFields(error, Object.keys(checkedFields(form)));
        setErrors(fields);
      },
    });
  };

  return (
    <Stack gap="lg" data-testid="recipe-editor" lang={i18n.language}>
      {!form.id && !inConsole && <ImportFromLink onImported={(draft) => setForm((f) => draft(f))} />}
      <Paper withBorder radius="lg" p="lg">
        <Stack>
          <CoverField value={form.cover} onChange={(cover) => set({ cover })} error={errors.cover} uploadAuth={target?.uploadAuth} />
          <TextInput
            label={t('editor.name')}
            withAsterisk
            value={form.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={errors.name}
            data-testid="recipe-name-input"
          />
          <Textarea
            label={t('editor.description')}
            autosize
            minRows={2}
            value={form.description}
            onChange={(e) => set({ description: e.currentTarget.value })}
            error={errors.description}
            data-testid="recipe-description"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('editor.category')}
              withAsterisk
              data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              value={form.categoryId}
              onChange={(categoryId) => set({ categoryId })}
              allowDeselect={false}
              error={errors.categoryId}
              data-testid="recipe-category"
            />
            <Select
              label={t('editor.country')}
              searchable
              clearable
              data={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
              value={form.country}
              onChange={(country) => set({ country })}
              error={errors.country}
              data-testid="recipe-country"
            />
            <NumberInput
              label={t('editor.cookingTime')}
              withAsterisk
              allowDecimal={false}
              min={1}
              value={form.cookingTime}
              onChange={(v) => set({ cookingTime: num(v) })}
              error={errors.cookingTime}
              data-testid="recipe-cooking-time"
            />
            <NumberInput
              label={t('editor.portions')}
              withAsterisk
              allowDecimal={false}
              min={1}
              value={form.portions}
              onChange={(v) => set({ portions: num(v) })}
              error={errors.portions}
            />
            <Select
              label={t('editor.difficulty')}
              data={Object.values(DIFFICULTY).map((d) => ({ value: String(d), label: t(`enum.difficulty.${d}`) }))}
              value={String(form.difficulty)}
              onChange={(v) => set({ difficulty: Number(v ?? 1) as RecipeForm['difficulty'] })}
              allowDeselect={false}
            />
            <Select
              label={t('editor.flavor')}
              clearable
              data={FLAVORS.map((f) => ({ value: f, label: t(`enum.flavor.${f}`) }))}
              value={form.flavor}
              onChange={(v) => set({ flavor: v as RecipeForm['flavor'] })}
            />
          </SimpleGrid>
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p="lg">
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t('editor.ingredients')}
          </Title>
          {errors.ingredients && (
            <Text c="red" size="sm">
              {errors.ingredients}
            </Text>
          )}
          {form.ingredients.map((item, index) => (
            <Group key={item.key} gap="xs" align="flex-start" wrap="nowrap" data-testid="ingredient-row">
              <IngredientRow
                item={item}
                index={index}
                errors={errors}
                onChange={(next) => setIngredient(index, next)}
                onPasteLines={(lines) => set({ ingredients: withPastedLines(form.ingredients, index, lines) })}
              />
              <MoveButtons
                index={index}
                length={form.ingredients.length}
                label={item.name}
                onMove={(d) => set({ ingredients: [...moveItem(form.ingredients, index, d)] })}
                onRemove={() => set({ ingredients: form.ingredients.filter((_, i) => i !== index) })}
              />
            </Group>
          ))}
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            onClick={() => set({ ingredients: [...form.ingredients, emptyIngredient()] })}
            data-testid="add-ingredient"
          >
            {t('editor.addIngredient')}
          </Button>
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p="lg">
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t('editor.nutrition')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 5 }}>
            {NUTRIENT_NAMES.map((n) => (
              <NumberInput
                key={n}
                label={`${t(`recipe.nutrient.${n}`)} (${NUTRIENTS[n]})`}
                min={0}
                value={form.nutrition[n]}
                onChange={(v) => set({ nutrition: { ...form.nutrition, [n]: num(v) } })}
              />
            ))}
          </SimpleGrid>
          <Textarea
            label={t('editor.tips')}
            autosize
            minRows={2}
            value={form.tips}
            onChange={(e) => set({ tips: e.currentTarget.value })}
            error={errors.tips}
            data-testid="recipe-tips"
          />
          <Text size="sm" fw={500}>
            {t('editor.accessories')}
          </Text>
          <Chip.Group multiple value={form.accessories.map(String)} onChange={(v) => set({ accessories: v.map(Number) })}>
            <Group gap="xs">
              {ACCESSORIES.map((a) => (
                <Chip key={a} value={String(a)} size="sm">
                  {t(`enum.accessory.${a}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Text size="sm" fw={500}>
            {t('editor.preparations')}
          </Text>
          {form.preparations.map((text, index) => (
            <Group key={index} gap="xs" wrap="nowrap">
              <TextInput
                aria-label={t('editor.preparation')}
                value={text}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  set({ preparations: form.preparations.map((p, i) => (i === index ? value : p)) });
                }}
                style={{ flex: 1 }}
                data-testid="preparation"
              />
              <MoveButtons
                index={index}
                length={form.preparations.length}
                label={text}
                onMove={(d) => set({ preparations: [...moveItem(form.preparations, index, d)] })}
                onRemove={() => set({ preparations: form.preparations.filter((_, i) => i !== index) })}
              />
            </Group>
          ))}
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            onClick={() => set({ preparations: [...form.preparations, ''] })}
            data-testid="add-preparation"
          >
            {t('editor.addPreparation')}
          </Button>
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('editor.steps')}
          </Title>
          {errors.steps && (
            <Text c="red" size="sm">
              {errors.steps}
            </Text>
          )}
          {form.steps.map((step, index) => (
            <Paper key={step.key} withBorder radius="md" p="md" data-testid="step-editor">
              <Group justify="space-between" mb="xs">
                <Text fw={600}>{t('recipe.step.number', { number: index + 1 })}</Text>
                <MoveButtons
                  index={index}
                  length={form.steps.length}
                  label={t('recipe.step.number', { number: index + 1 })}
                  onMove={(d) => set({ steps: [...moveItem(form.steps, index, d)] })}
                  onRemove={form.steps.length > 1 ? () => set({ steps: form.steps.filter((_, i) => i !== index) }) : undefined}
                />
              </Group>
              <StepFields
                step={step}
                index={index}
                errors={errors}
                onChange={(next) => setStep(index, next)}
                unit={unit}
                unitSymbol={unitSymbol}
              />
            </Paper>
          ))}
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            onClick={() => set({ steps: [...form.steps, emptyStep()] })}
            disabled={form.steps.length >= 60}
            data-testid="add-step"
          >
            {t('editor.addStep')}
          </Button>
        </Stack>
      </Paper>

      {form.sourceUrl && !inConsole && (
        <Paper withBorder radius="lg" p="md" data-testid="recipe-source">
          <Stack gap="xs">
            <Anchor href={form.sourceUrl} target="_blank" rel="noopener noreferrer nofollow" size="sm">
              {t('recipeBox.source', { host: hostOf(form.sourceUrl) })}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t('recipeBox.ownTextHint')}
            </Text>
            <Checkbox
              label={t('recipeBox.ownText')}
              checked={ownText}
              onChange={(e) => setOwnText(e.currentTarget.checked)}
              data-testid="recipe-own-text"
            />
          </Stack>
        </Paper>
      )}
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {inConsole ? '' : t('editor.draftSaved')}
        </Text>
        <Group gap="sm">
          {canKeepPrivate && !inConsole && (
            <Button
              size="md"
              // An imported recipe is saved privately by default: the first, filled action.
              variant={form.sourceUrl ? 'filled' : 'light'}
              onClick={() => submit('private')}
              loading={addRecipe.isPending}
              data-testid="recipe-save-private"
            >
              {t('recipeBox.savePrivately')}
            </Button>
          )}
          <Button
            size="md"
            variant={form.sourceUrl && !inConsole ? 'light' : 'filled'}
            onClick={() => submit('audit')}
            loading={addRecipe.isPending}
            disabled={!!form.sourceUrl && !ownText && !inConsole}
            data-testid="recipe-submit"
          >
            {target ? target.submitLabel : t('editor.submit')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** A source link's site, as its owner knows it. */
const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** The fields a server error may name that the form shows inline (anything else becomes a toast). */
function checkedFields(form: RecipeForm): Record<string, true> {
  const fields: Record<string, true> = {
    cover: true,
    name: true,
    categoryId: true,
    country: true,
    cookingTime: true,
    portions: true,
    steps: true,
    ingredients: true,
  };
  form.steps.forEach((_, i) =>
    ['title', 'description', 'temperature', 'duration', 'rotation', 'speed'].forEach((f) => (fields[`steps.${i}.${f}`] = true)),
  );
  return fields;
}
