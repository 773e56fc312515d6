import { Button, Divider, Group, Loader, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { BASKET_NAME_MAX } from '@chef/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonalDialog, type PersonalDialogProps } from '../../../components/PersonalDialog';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useAddBasket } from '../api/add-basket';
import { useBaskets } from '../api/qry-basket';
import '../../../components/personal.css';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are not in the first view's catalogue (i18n/on-demand.ts): added before it renders.
addOnDemandWords();

function Picker({ recipeId, portions, onAdded }: { recipeId: string; portions?: number | undefined; onAdded: (id: string) => void }) {
  const { t } = useTranslation();
  const lists = useBaskets();
  const addBasket = useAddBasket();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const chosen = portions === undefined ? {} : { portions: { [recipeId]: portions } };

  const add = (target: { basketId: string; name: string } | { name: string }) =>
    addBasket.mutate(
      { ...target, recipeIds: [recipeId], ...chosen },
      {
        onSuccess: ({ id }) => {
          toastSuccess(t('basket.addedTo', { name: target.name }));
          onAdded(id);
        },
        onError: (error) => toastError(error.message),
      },
    );

  const createAndAdd = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setNameError(t('basket.nameRequired'));
    add({ name: name.trim() });
  };

  return (
    <Stack gap="md">
      <Text size="sm" fw={600}>
        {t('basket.existingList')}
      </Text>
      {lists.isLoading ? (
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
      ) : lists.data?.length ? (
        <ScrollArea.Autosize mah={280} type="auto">
          <Stack gap={6} data-testid="basket-picker">
            {lists.data.map((list) => (
              <UnstyledButton
                key={list.id}
                className="chef-pick-row"
                disabled={addBasket.isPending}
                onClick={() => add({ basketId: list.id, name: list.name })}
                data-testid="basket-pick"
              >
                <span className="chef-pick-row__name">{list.name}</span>
                <Text span size="xs" c="dimmed">
                  {t('basket.itemCount', { count: list.itemCount })}
                </Text>
              </UnstyledButton>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      ) : (
        // Not the lists page's words ("pick recipes below"): here the form below names a new list.
        <Text size="sm" c="dimmed" data-testid="basket-picker-empty">
          {t('basket.noListYet')}
        </Text>
      )}
      <Divider label={t('basket.newList')} labelPosition="left" />
      <form onSubmit={createAndAdd} noValidate>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label={t('basket.name')}
            placeholder={t('basket.namePlaceholder')}
            maxLength={BASKET_NAME_MAX}
            value={name}
            error={nameError}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
            data-testid="basket-inline-name"
          />
          <Button type="submit" loading={addBasket.isPending}>
            {t('basket.add')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

/**
 * "Add to cart" on recipe detail: into one of my lists (its ingredients merged into what is there) or
 * a new one named here. The recipe's own portions unless the page passes the ones chosen.
 */
export function AddToBasket({
  recipeId,
  portions,
  ...dialog
}: PersonalDialogProps<string> & { recipeId: string; portions?: number | undefined }) {
  const { t } = useTranslation();
  return (
    <PersonalDialog
      {...dialog}
      title={t('basket.addToCartTitle')}
      invite="addToList"
      size="md"
      form={(added) => <Picker recipeId={recipeId} portions={portions} onAdded={added} />}
    />
  );
}
