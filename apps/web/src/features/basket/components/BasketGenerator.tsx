import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { BASKET_NAME_MAX, PORTIONS_MAX } from '@chef/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useAddBasket } from '../api/add-basket';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are loaded with its code (@chef/shared i18n/on-demand.ts), not with the first view.
addOnDemandWords();

/** A recipe picked for a new list; portions absent: the recipe's own. */
export interface PickedRecipe {
  id: string;
  name: string;
  portions?: number | undefined;
}

/**
 * Generating a list (spec 5): recipes must be selected first and the list needs a name, both said
 * before anything is sent. `sources` is where recipes are picked (the page composes collections, the
 * weekly plan, recently viewed and search into it); the picked ones are listed here with their
 * portions. Once generated, the new list opens.
 */
export function BasketGenerator({
  picked,
  onPortions,
  onRemove,
  onDone,
  sources,
}: {
  picked: readonly PickedRecipe[];
  onPortions: (id: string, portions: number | undefined) => void;
  onRemove: (id: string) => void;
  onDone: () => void;
  sources: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addBasket = useAddBasket();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (picked.length === 0) return toastError(t('basket.selectRecipes'));
    if (!name.trim()) return setNameError(t('basket.nameRequired'));
    const portions = Object.fromEntries(picked.filter((r) => r.portions !== undefined).map((r) => [r.id, r.portions!]));
    addBasket.mutate(
      { name: name.trim(), recipeIds: picked.map((r) => r.id), portions },
      {
        onSuccess: ({ id }) => {
          toastSuccess(t('basket.created'));
          onDone();
          setName('');
          void navigate(`/shopBasket/basketDetail?id=${id}`);
        },
        onError: (error) => toastError(error.message),
      },
    );
  };

  return (
    <Stack gap="sm" data-testid="basket-generator">
      <Title order={2} size="h4">
        {t('basket.generateTitle')}
      </Title>
      {sources}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" fw={600} data-testid="picked-count">
            {t('basket.selected', { count: picked.length })}
          </Text>
          {picked.map((recipe) => (
            <Group key={recipe.id} gap="xs" wrap="nowrap" data-testid="picked-recipe">
              <Text size="sm" style={{ flex: 1 }} truncate>
                {recipe.name}
              </Text>
              <NumberInput
                w={110}
                size="xs"
                min={1}
                max={PORTIONS_MAX}
                allowDecimal={false}
                placeholder={t('basket.portions')}
                aria-label={`${t('basket.portions')} ${recipe.name}`}
                value={recipe.portions ?? ''}
                onChange={(value) => onPortions(recipe.id, typeof value === 'number' ? value : undefined)}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`${t('anthology.remove')} ${recipe.name}`}
                onClick={() => onRemove(recipe.id)}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          <Group align="flex-start" gap="xs">
            <TextInput
              style={{ flex: 1 }}
              label={t('basket.name')}
              placeholder={t('basket.namePlaceholder')}
              maxLength={BASKET_NAME_MAX}
              value={name}
              error={nameError}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setNameError(null);
              }}
              data-testid="basket-name"
            />
            <Button type="submit" mt={25} loading={addBasket.isPending} data-testid="generate-basket">
              {t('basket.generate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
