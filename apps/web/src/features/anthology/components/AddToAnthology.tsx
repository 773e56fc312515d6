import { Button, Divider, Group, Loader, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import {
  ANTHOLOGY_NAME_MAX,
  ANTHOLOGY_NAME_MIN,
  anthologyNameLength,
  imageVariant,
  type AddAnthologyRecipeResult,
  type Anthology,
} from '@chef/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddAnthology } from '../api/add-anthology';
import { useAddAnthologyRecipe } from '../api/add-anthology-recipe';
import { useAnthologies } from '../api/qry-anthology';
import { toastError, toastSuccess } from '../../../lib/notify';
import { ChefHatIcon } from '../../../components/icons';
import { PersonalDialog, type PersonalDialogProps } from '../../../components/PersonalDialog';
import '../../../components/personal.css';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are loaded with its code (@chef/shared i18n/on-demand.ts), not with the first view.
addOnDemandWords();

function Picker({ recipeId, onAdded }: { recipeId: string; onAdded: (result: AddAnthologyRecipeResult) => void }) {
  const { t } = useTranslation();
  const anthologies = useAnthologies();
  const addRecipe = useAddAnthologyRecipe();
  const create = useAddAnthology();
  const [name, setName] = useState('');
  const busy = addRecipe.isPending || create.isPending;

  const addTo = (anthology: Pick<Anthology, 'id' | 'anthologyName'>) =>
    addRecipe.mutate(
      { anthologyId: anthology.id, recipeId },
      {
        onSuccess: (result) => {
          toastSuccess(t(result.added ? 'anthology.added' : 'anthology.alreadyIn', { name: anthology.anthologyName }));
          onAdded(result);
        },
        onError: (error) => toastError(error.message),
      },
    );

  const createAndAdd = (event: FormEvent) => {
    event.preventDefault();
    const length = anthologyNameLength(name);
    if (length < ANTHOLOGY_NAME_MIN || length > ANTHOLOGY_NAME_MAX) return toastError(t('toast.anthologyName'));
    create.mutate({ anthologyName: name.trim() }, { onSuccess: addTo, onError: (error) => toastError(error.message) });
  };

  return (
    <Stack gap="md">
      <Text size="sm" fw={600}>
        {t('anthology.pick')}
      </Text>
      {anthologies.isLoading ? (
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
      ) : anthologies.data?.length ? (
        <ScrollArea.Autosize mah={320} type="auto">
          <Stack gap={6} data-testid="anthology-picker">
            {anthologies.data.map((anthology) => (
              <UnstyledButton
                key={anthology.id}
                className="chef-pick-row"
                disabled={busy}
                onClick={() => addTo(anthology)}
                data-testid="anthology-pick"
              >
                <span className="chef-thumb chef-thumb--sm">
                  {anthology.cover ? <img src={imageVariant(anthology.cover, 'sm') ?? undefined} alt="" /> : <ChefHatIcon size={20} />}
                </span>
                <span className="chef-pick-row__name">{anthology.anthologyName}</span>
                <Text span size="xs" c="dimmed">
                  {t('anthology.recipeCount', { count: anthology.recipeCount })}
                </Text>
              </UnstyledButton>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      ) : (
        <Text size="sm" c="dimmed">
          {t('anthology.empty')}
        </Text>
      )}
      <Divider label={t('anthology.newInline')} labelPosition="left" />
      <form onSubmit={createAndAdd} noValidate>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label={t('anthology.name')}
            placeholder={t('anthology.namePlaceholder')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            description={`${anthologyNameLength(name)}/${ANTHOLOGY_NAME_MAX}`}
            data-testid="anthology-inline-name"
          />
          <Button type="submit" loading={create.isPending} disabled={addRecipe.isPending}>
            {t('anthology.add')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

/**
 * "Add to collection" on recipe detail: pick one of my anthologies, or name a new one (it is created
 * and the recipe added to it at once). A success toast says where the recipe went; onAdded gets the
 * answer (added, the recipe's new collectCount), then the dialog closes.
 */
export function AddToAnthology({ recipeId, ...dialog }: PersonalDialogProps<AddAnthologyRecipeResult> & { recipeId: string }) {
  const { t } = useTranslation();
  return (
    <PersonalDialog
      {...dialog}
      title={t('anthology.addTitle')}
      invite="collect"
      size="md"
      form={(added) => <Picker recipeId={recipeId} onAdded={added} />}
    />
  );
}
