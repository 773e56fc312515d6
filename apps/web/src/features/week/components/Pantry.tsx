import { Button, Chip, CloseButton, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { INGREDIENT_NAME_MAX, addPantryBodySchema } from '@chef/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorToFields, validate } from '../../../lib/form';
import { addOnDemandWords } from '../../../lib/on-demand-words';
import { useAddPantry, useDelPantry, usePantry } from '../api/pantry';

// Its words are not in the first view's catalogue (i18n/on-demand.ts): added before it renders.
addOnDemandWords();

/**
 * The pantry's settings: what the user always has (salt, oil, water), left out of the lists the week
 * makes. A few common items are one click away; any other is typed.
 */
function PantryForm() {
  const { t } = useTranslation();
  const pantry = usePantry();
  const add = useAddPantry();
  const del = useDelPantry();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const items = pantry.data ?? [];
  const held = new Set(items.map((item) => item.name.toLowerCase()));
  const suggestions = t('pantry.suggested')
    .split('|')
    .filter((s) => !held.has(s.toLowerCase()));

  const save = (value: string, onDone?: () => void) => {
    const checked = validate(addPantryBodySchema, { name: value });
    if (!checked.ok || !checked.data.name.trim()) {
      setError(checked.ok ? t('pantry.nameRequired') : (checked.errors.name ?? t('pantry.nameRequired')));
      return;
    }
    add.mutate(checked.data, {
      onSuccess: () => {
        setError(null);
        onDone?.();
      },
      onError: (e) => setError(serverErrorToFields(e, ['name']).name ?? null),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(name, () => setName(''));
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('pantry.intro')}
      </Text>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label={t('pantry.name')}
            placeholder={t('pantry.placeholder')}
            value={name}
            maxLength={INGREDIENT_NAME_MAX}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error}
            style={{ flex: 1 }}
            data-testid="pantry-name"
          />
          <Button type="submit" mt={25} loading={add.isPending}>
            {t('pantry.add')}
          </Button>
        </Group>
      </form>
      {suggestions.length > 0 && (
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t('pantry.suggestions')}
          </Text>
          <Group gap={6}>
            {suggestions.map((suggestion) => (
              <Chip key={suggestion} checked={false} size="xs" onChange={() => save(suggestion)}>
                {suggestion}
              </Chip>
            ))}
          </Group>
        </Stack>
      )}
      {pantry.isLoading ? (
        <Loader size="sm" role="status" aria-label={t('common.loading')} />
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('pantry.empty')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="pantry-items">
          {items.map((item) => (
            <Group key={item.id} component="li" justify="space-between" gap="xs" data-testid="pantry-item">
              <Text size="sm">{item.name}</Text>
              <CloseButton size="sm" aria-label={t('pantry.remove', { name: item.name })} onClick={() => del.mutate({ ids: [item.id] })} />
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** "My pantry": a button opening the pantry's settings, for the week and the shopping lists pages. */
export function PantryButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpened(true)} data-testid="pantry-open">
        {t('pantry.title')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('pantry.title')} centered>
        {opened && <PantryForm />}
      </Modal>
    </>
  );
}
