import { ActionIcon, Button, Group, Image, Paper, Stack, Text, TextInput } from '@mantine/core';
import { WEEK_SELECTION_MAX, addDays, canMove, imageVariant, moveItem, weekStartOf, type RecipeListItem } from '@chef/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { addOnDemandWords } from '../../../lib/on-demand-words';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useConsoleWeek, usePublishWeek, useRecipeOptions } from '../api/week-selection';

addOnDemandWords();

/** A recipe as a row of the picker or of the chosen list. */
function RecipeRow({ recipe, children }: { recipe: RecipeListItem; children: React.ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" data-testid="week-recipe">
      {recipe.cover && <Image src={imageVariant(recipe.cover, 'sm')} w={48} h={36} radius="sm" alt="" />}
      <Text size="sm" style={{ flex: 1 }}>
        {recipe.name}
      </Text>
      {children}
    </Group>
  );
}

/** Waits for typing to pause before asking the server (search as you type without a call per key). */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The weekly selection: pick a week (its Monday), find published recipes as you type, order the
 * chosen ones and publish the list; it replaces that week's selection at once (home and the weekly
 * selection page show the newest week that has started).
 */
export function WeekSelectionPage() {
  const { t } = useTranslation();
  const [week, setWeek] = useState(() => weekStartOf(new Date().toISOString().slice(0, 10)));
  const [keyword, setKeyword] = useState('');
  const saved = useConsoleWeek(week);
  const [chosen, setChosen] = useState<RecipeListItem[] | null>(null);
  const options = useRecipeOptions(useSettled(keyword.trim()));
  const publish = usePublishWeek();
  const list = chosen ?? saved.data?.records ?? [];
  // Until the week's saved selection has arrived, nothing is added to it (an add would start the list
  // from nothing, and Publish would then replace the saved one).
  const ready = chosen !== null || saved.data !== undefined;

  const pickWeek = (date: string) => {
    setWeek(weekStartOf(date));
    setChosen(null);
  };
  const add = (recipe: RecipeListItem) => {
    if (!ready || list.length >= WEEK_SELECTION_MAX || list.some((r) => r.id === recipe.id)) return;
    setChosen([...list, recipe]);
  };

  return (
    <Stack gap="md" data-testid="console-week">
      <Group align="flex-end">
        <TextInput
          type="date"
          label={t('consoleContent.weekly.week')}
          value={week}
          onChange={(e) => e.currentTarget.value && pickWeek(e.currentTarget.value)}
          data-testid="week-date"
        />
        <Button variant="default" onClick={() => pickWeek(addDays(week, -7))}>
          ‹
        </Button>
        <Button variant="default" onClick={() => pickWeek(addDays(week, 7))}>
          ›
        </Button>
      </Group>
      <Group align="flex-start" grow>
        <Paper withBorder radius="md" p="sm">
          <Stack gap="xs">
            <TextInput
              placeholder={t('consoleContent.weekly.search')}
              value={keyword}
              onChange={(e) => setKeyword(e.currentTarget.value)}
              data-testid="week-search"
            />
            {keyword.trim() && options.data?.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('consoleContent.weekly.noMatch')}
              </Text>
            )}
            {keyword.trim() &&
              options.data?.map((recipe) => (
                <RecipeRow key={recipe.id} recipe={recipe}>
                  <Button
                    size="compact-xs"
                    variant="light"
                    disabled={!ready || list.length >= WEEK_SELECTION_MAX || list.some((r) => r.id === recipe.id)}
                    onClick={() => add(recipe)}
                    data-testid="week-add"
                  >
                    {t('consoleContent.weekly.add')}
                  </Button>
                </RecipeRow>
              ))}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="sm" data-testid="week-chosen">
          <QueryState query={saved}>
            {() => (
              <Stack gap="xs">
                <Text size="sm" fw={600}>
                  {t('consoleContent.weekly.chosen', { count: list.length, max: WEEK_SELECTION_MAX })}
                </Text>
                {list.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('consoleContent.weekly.empty')}
                  </Text>
                )}
                {list.map((recipe, index) => (
                  <RecipeRow key={recipe.id} recipe={recipe}>
                    <ActionIcon
                      variant="default"
                      disabled={!canMove(index, list.length, 'up')}
                      onClick={() => setChosen([...moveItem(list, index, 'up')])}
                      aria-label={t('consoleContent.moveUp')}
                    >
                      ↑
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      disabled={!canMove(index, list.length, 'down')}
                      onClick={() => setChosen([...moveItem(list, index, 'down')])}
                      aria-label={t('consoleContent.moveDown')}
                    >
                      ↓
                    </ActionIcon>
                    <Button
                      size="compact-xs"
                      color="red"
                      variant="subtle"
                      onClick={() => setChosen(list.filter((r) => r.id !== recipe.id))}
                    >
                      {t('consoleContent.remove')}
                    </Button>
                  </RecipeRow>
                ))}
                <Button
                  w="fit-content"
                  loading={publish.isPending}
                  onClick={() =>
                    publish.mutate(
                      { week, recipeIds: list.map((r) => r.id) },
                      {
                        onSuccess: () => {
                          setChosen(null);
                          toastSuccess(t('consoleContent.weekly.published'));
                        },
                        onError: (err) => toastError(err.message),
                      },
                    )
                  }
                  data-testid="week-publish"
                >
                  {t('consoleContent.weekly.publish')}
                </Button>
              </Stack>
            )}
          </QueryState>
        </Paper>
      </Group>
    </Stack>
  );
}
