import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The spec's confirm dialog: titled 'notice', with cancel and confirm. It opens on cancel (what it
 * confirms is a deletion or a loss): Enter at once changes nothing, Tab reaches confirm, Escape closes
 * and gives the focus back to the button that opened it.
 */
export function ConfirmPopup({
  opened,
  message,
  loading = false,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  message: ReactNode;
  loading?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('common.notice')} centered size="sm">
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} loading={loading}>
          {t('common.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
