import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { ANTHOLOGY_NAME_MAX, ANTHOLOGY_NAME_MIN, anthologyNameLength, type Anthology } from '@chef/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddAnthology } from '../api/add-anthology';
import { toastError, toastSuccess } from '../../../lib/notify';
import { ImageUpload } from '../../../components/ImageUpload';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are loaded with its code (@chef/shared i18n/on-demand.ts), not with the first view.
addOnDemandWords();

/** The spec's create-anthology popup is 640 px wide. */
export const ANTHOLOGY_POPUP_WIDTH = 640;

function AnthologyForm({ anthology, onSaved }: { anthology: Anthology | null; onSaved: (anthology: Anthology) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(anthology?.anthologyName ?? '');
  const [cover, setCover] = useState<string | null>(anthology?.anthologyCover ?? null);
  const save = useAddAnthology();
  const length = anthologyNameLength(name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spec 5: 1-10 characters, else this toast and nothing is sent.
    if (length < ANTHOLOGY_NAME_MIN || length > ANTHOLOGY_NAME_MAX) return toastError(t('toast.anthologyName'));
    save.mutate(
      { ...(anthology ? { id: anthology.id } : {}), anthologyName: name.trim(), anthologyCover: cover },
      {
        onSuccess: (saved) => {
          toastSuccess(t(anthology ? 'anthology.saved' : 'anthology.created'));
          onSaved(saved);
        },
        onError: (error) => toastError(error.message),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="anthology-form">
      <Stack gap="md">
        <TextInput
          label={t('anthology.name')}
          placeholder={t('anthology.namePlaceholder')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          description={`${length}/${ANTHOLOGY_NAME_MAX}`}
          data-autofocus
        />
        <ImageUpload
          label={t('anthology.cover')}
          value={cover}
          onChange={setCover}
          folderName="anthology"
          removable
          testId="anthology-cover"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('anthology.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The create-anthology popup (spec "Dialogs", 640 px): a name of 1-10 characters and an optional
 * cover. Given an anthology, it edits that one (rename, change or remove the cover).
 */
export function AnthologyFormModal({
  opened,
  onClose,
  anthology = null,
  onSaved,
}: {
  opened: boolean;
  onClose: () => void;
  anthology?: Anthology | null;
  onSaved?: (anthology: Anthology) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(anthology ? 'anthology.editTitle' : 'anthology.createTitle')}
      size={ANTHOLOGY_POPUP_WIDTH}
      centered
    >
      {/* The form mounts with the modal, so each opening starts from the anthology given. */}
      <AnthologyForm
        anthology={anthology}
        onSaved={(saved) => {
          onSaved?.(saved);
          onClose();
        }}
      />
    </Modal>
  );
}
