import { Badge, Box, Button, Checkbox, Group, Paper, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadMoreFooter } from '../../../components/ListFooter';
import { toastError } from '../../../lib/notify';
import { messagesQueryKey } from '../../../lib/realtime';
import { useRefreshQueries } from '../../../lib/refresh';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useSession } from '../../../lib/session';
import { useDelMsg } from '../api/del-msg';
import { useMessages } from '../api/qry-user-msg-info';
import { useReadMsg } from '../api/read-msg';
import { SelectionBar, useSelectionDelete } from '../../../components/SelectionBar';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are loaded with its code (@chef/shared i18n/on-demand.ts), not with the first view.
addOnDemandWords();

/** My news: newest first, unread ones marked; open one to read it; mark all read; select and delete. */
export default function MyMessagePage() {
  const { t } = useTranslation();
  const { msgCount } = useSession();
  const query = useMessages();
  const readMsg = useReadMsg();
  const delMsg = useDelMsg();
  useRefreshQueries([messagesQueryKey]);

  const messages = query.data?.records ?? [];
  const bulk = useSelectionDelete(
    messages.map((m) => m.id),
    delMsg,
    (ids) => ({ ids }),
  );
  const { selection } = bulk;

  return (
    <Stack gap="md">
      <SelectionBar bulk={bulk} testId="delete-messages">
        <Button
          variant="light"
          size="xs"
          disabled={msgCount === 0 && messages.every((m) => m.isRead)}
          loading={readMsg.isPending}
          onClick={() => readMsg.mutate({ all: true }, { onError: (error) => toastError(error.message) })}
        >
          {t('message.markAllRead')}
        </Button>
      </SelectionBar>

      <Stack gap="xs" data-testid="message-list">
        {messages.map((message) => (
          <Paper
            key={message.id}
            withBorder
            radius="md"
            p="sm"
            data-testid="message-item"
            data-read={message.isRead}
            bg={message.isRead ? undefined : 'var(--mantine-color-brand-light)'}
          >
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <Checkbox
                mt={3}
                aria-label={message.title || message.content}
                checked={selection.has(message.id)}
                onChange={() => selection.toggle(message.id)}
              />
              <UnstyledButton style={{ flex: 1, minWidth: 0 }} onClick={() => !message.isRead && readMsg.mutate({ ids: [message.id] })}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                    {!message.isRead && (
                      <Badge size="xs" color="red" variant="filled" circle aria-hidden="true">
                        {' '}
                      </Badge>
                    )}
                    {/* Said before the title, not instead of it: the button's name is its visible text. */}
                    {!message.isRead && <VisuallyHidden>{t('message.unread')}</VisuallyHidden>}
                    <Text fw={message.isRead ? 500 : 700} truncate>
                      {message.title || t('message.systemTitle')}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatRelativeTime(message.createTime)}
                  </Text>
                </Group>
                <Box mt={4}>
                  <Text size="sm" c={message.isRead ? 'dimmed' : undefined} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                    {message.content}
                  </Text>
                </Box>
              </UnstyledButton>
            </Group>
          </Paper>
        ))}
      </Stack>
      <LoadMoreFooter query={query} />
    </Stack>
  );
}
