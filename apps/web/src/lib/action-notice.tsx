import { Button, Group, Text } from '@mantine/core';
import { hideNotification, showNotification } from './notify';

/**
 * A notification that offers one thing to do (log in, log in again). One per id: a new one replaces
 * the last, so calls failing together show it once. The button closes it, then acts.
 */
export function showActionNotice(notice: {
  id: string;
  color: string;
  autoClose: number;
  text: string;
  action: string;
  onAction: () => void;
}): void {
  hideNotification(notice.id);
  showNotification({
    id: notice.id,
    color: notice.color,
    autoClose: notice.autoClose,
    'data-testid': notice.id,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{notice.text}</Text>
        {/* Never shrunk: beside a long message on a phone its label was cut ("Log i"). */}
        <Button
          size="xs"
          variant="light"
          flex="none"
          onClick={() => {
            hideNotification(notice.id);
            notice.onAction();
          }}
        >
          {notice.action}
        </Button>
      </Group>
    ),
  });
}
