import { Anchor, Badge, Button, Group, Image, Loader, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UseMutationResult } from '@tanstack/react-query';
import {
  ADMIN_RECIPE_AUTHORS,
  ADMIN_RECIPE_STATES,
  adminRecipeReasonBodySchema,
  AUDIT_REASON_MAX,
  SEARCH_KEYWORD_MAX,
  type AdminRecipe,
  type AdminRecipeDetail,
  type AdminRecipeState,
  type RecipeInput,
} from '@chef/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmPopup } from '../../../components/ConfirmPopup';
import { LoadError } from '../../../components/LoadError';
import { QueryState } from '../../../components/QueryState';
import { PageNumbers } from '../../../components/PageNumbers';
import { serverErrorToFields, validate, type FieldErrors } from '../../../lib/form';
import { toastSuccess } from '../../../lib/notify';
import { addOnDemandWords } from '../../../lib/on-demand-words';
import type { UploadAuth } from '../../../lib/upload';
import { useConsoleRecipe, useConsoleRecipeAction, useConsoleRecipes, useSaveConsoleRecipe, type RecipeAction } from '../api/recipes';
import { staffUploadAuth } from '../lib/staff-session';

addOnDemandWords();

const PAGE_SIZE = 20;
/** The filters' "any" choice (a Select's options need a value). */
const ANY = 'any';
const STATE_COLORS: Record<AdminRecipeState, string> = { published: 'teal', waiting: 'yellow', unpublished: 'gray', failed: 'red' };

/** What the page hands the users' recipe editor (composed in app/routes/admin: another feature's). */
export interface ConsoleEditorProps {
  /** The recipe to edit, or null for a new team recipe. */
  detail: AdminRecipeDetail | null;
  save: UseMutationResult<{ id: string }, Error, RecipeInput>;
  submitLabel: string;
  savedMessage: string;
  uploadAuth: UploadAuth;
  onDone: () => void;
}

/**
 * One recipe's actions: edit; unpublish (published) or republish (unpublished); delete. Unpublish and
 * delete take the reason the author is told (the shared schema asks for it) and ask first.
 */
function RecipeRow({ recipe, onEdit }: { recipe: AdminRecipe; onEdit: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState<RecipeAction | null>(null);
  const action = useConsoleRecipeAction();
  const ask = (next: RecipeAction) => {
    if (next !== 'republish') {
      const checked = validate(adminRecipeReasonBodySchema, { id: recipe.id, reason });
      if (!checked.ok) return setErrors(checked.errors);
    }
    setErrors({});
    setConfirming(next);
  };
  const run = (next: RecipeAction) =>
    action.mutate(
      { action: next, id: recipe.id, reason: reason.trim() },
      {
        onSuccess: () => (setConfirming(null), setReason(''), toastSuccess(t('consoleRecipes.done'))),
        // A refusal naming the reason shows on its field; any other is a toast.
        onError: (error) => (setConfirming(null), setErrors(serverErrorToFields(error, ['reason']))),
      },
    );
  return (
    <Table.Tr data-testid="console-recipe">
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          {recipe.cover && <Image src={recipe.cover} alt="" w={48} h={48} radius="sm" />}
          <div>
            {recipe.state === 'published' ? (
              <Anchor href={`/home/recipeDetail/${recipe.id}`} target="_blank" size="sm" data-testid="console-recipe-name">
                {recipe.name}
              </Anchor>
            ) : (
              <Text size="sm" data-testid="console-recipe-name">
                {recipe.name}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              #{recipe.id} · {recipe.authorId ? recipe.authorName : t('consoleRecipes.team')} · {recipe.updateTime.slice(0, 10)}
            </Text>
          </div>
        </Group>
      </Table.Td>
      <Table.Td>
        <Stack gap={4}>
          <Badge color={STATE_COLORS[recipe.state]} variant="light" data-testid="console-recipe-state">
            {t(`consoleRecipes.${recipe.state}`)}
          </Badge>
          {recipe.hasChange && (
            <Text size="xs" c="dimmed">
              {t('consoleRecipes.hasChange')}
            </Text>
          )}
          {recipe.reason && <Text size="xs">{recipe.reason}</Text>}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Stack gap={6}>
          <TextInput
            size="xs"
            label={t('consoleRecipes.reason')}
            value={reason}
            maxLength={AUDIT_REASON_MAX}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={errors.reason}
          />
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={onEdit} data-testid="console-recipe-edit">
              {t('consoleRecipes.edit')}
            </Button>
            {recipe.state === 'published' && (
              <Button size="xs" color="orange" variant="light" onClick={() => ask('unpublish')}>
                {t('consoleRecipes.unpublish')}
              </Button>
            )}
            {recipe.state === 'unpublished' && (
              <Button size="xs" color="teal" variant="light" loading={action.isPending} onClick={() => run('republish')}>
                {t('consoleRecipes.republish')}
              </Button>
            )}
            <Button size="xs" color="red" variant="light" onClick={() => ask('delete')}>
              {t('consoleRecipes.delete')}
            </Button>
          </Group>
        </Stack>
        <ConfirmPopup
          opened={confirming !== null}
          loading={action.isPending}
          message={t(confirming === 'delete' ? 'consoleRecipes.deleteConfirm' : 'consoleRecipes.unpublishConfirm', { name: recipe.name })}
          onCancel={() => setConfirming(null)}
          onConfirm={() => confirming && run(confirming)}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/** The editor for one recipe (its stored version) or a new team recipe; back to the list once saved. */
function EditorView({ id, editor, onBack }: { id: string | null; editor: (props: ConsoleEditorProps) => ReactNode; onBack: () => void }) {
  const { t } = useTranslation();
  const detail = useConsoleRecipe(id);
  const save = useSaveConsoleRecipe();
  const back = (
    <Button variant="subtle" onClick={onBack} style={{ alignSelf: 'flex-start' }}>
      {t('consoleRecipes.back')}
    </Button>
  );
  if (id !== null && detail.isError) return <LoadError message={detail.error.message} onRetry={() => void detail.refetch()} />;
  if (id !== null && !detail.data) return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  return (
    <Stack gap="md" data-testid="console-recipe-editor">
      {back}
      <Title order={2}>{detail.data?.name ?? t('consoleRecipes.new')}</Title>
      {editor({
        detail: id === null ? null : detail.data!,
        save,
        submitLabel: t('consoleRecipes.save'),
        savedMessage: t('consoleRecipes.saved'),
        uploadAuth: staffUploadAuth,
        onDone: onBack,
      })}
    </Stack>
  );
}

/**
 * Recipes (area 'recipes', issue 29): every recipe but private ones, searched by name or id, by state
 * and author; edit one with the users' editor (`?edit=<id>`), write a team recipe (`?edit=new`),
 * unpublish, republish or delete.
 */
export function RecipesPage({ editor }: { editor: (props: ConsoleEditorProps) => ReactNode }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit');
  const [typed, setTyped] = useState('');
  const [keyword] = useDebouncedValue(typed.trim(), 300);
  const [state, setState] = useState<AdminRecipeState | null>(null);
  const [author, setAuthor] = useState<(typeof ADMIN_RECIPE_AUTHORS)[number] | null>(null);
  const [current, setCurrent] = useState(1);
  const query = useConsoleRecipes({ keyword, current, size: PAGE_SIZE, ...(state ? { state } : {}), ...(author ? { author } : {}) });
  const open = (id: string) => setParams({ edit: id });
  if (editing !== null) {
    return <EditorView key={editing} id={editing === 'new' ? null : editing} editor={editor} onBack={() => setParams({})} />;
  }
  const page = query.data;
  const any = { value: ANY, label: t('consoleRecipes.any') };
  return (
    <Stack gap="md" data-testid="console-recipes">
      <Group justify="space-between">
        <Title order={2}>{t('consoleRecipes.title')}</Title>
        <Button onClick={() => open('new')}>{t('consoleRecipes.new')}</Button>
      </Group>
      <Group align="flex-end">
        <TextInput
          label={t('consoleRecipes.search')}
          value={typed}
          maxLength={SEARCH_KEYWORD_MAX}
          onChange={(e) => (setTyped(e.currentTarget.value), setCurrent(1))}
          data-testid="console-recipe-search"
        />
        <Select
          label={t('consoleRecipes.state')}
          data={[any, ...ADMIN_RECIPE_STATES.map((s) => ({ value: s, label: t(`consoleRecipes.${s}`) }))]}
          value={state ?? ANY}
          onChange={(value) => (setState(value === ANY ? null : (value as AdminRecipeState)), setCurrent(1))}
          allowDeselect={false}
          w={180}
        />
        <Select
          label={t('consoleRecipes.author')}
          data={[any, ...ADMIN_RECIPE_AUTHORS.map((a) => ({ value: a, label: t(`consoleRecipes.${a}`) }))]}
          value={author ?? ANY}
          onChange={(value) => (setAuthor(value === ANY ? null : (value as typeof author)), setCurrent(1))}
          allowDeselect={false}
          w={140}
        />
      </Group>
      <QueryState query={query} isEmpty={(data) => data.records.length === 0} empty={<Text c="dimmed">{t('consoleRecipes.empty')}</Text>}>
        {(page) => (
          <Table verticalSpacing="sm">
            <Table.Tbody>
              {page.records.map((recipe) => (
                <RecipeRow key={recipe.id} recipe={recipe} onEdit={() => open(recipe.id)} />
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
      <PageNumbers total={page?.total} size={PAGE_SIZE} current={current} onChange={setCurrent} />
    </Stack>
  );
}
