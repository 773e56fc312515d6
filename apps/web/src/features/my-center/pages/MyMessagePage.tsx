import { Badge, Box, Button, Checkbox, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPopup } from '../../../components/ConfirmPopup';
import { ListFooter } from '../../../components/ListFooter';
import { toastError, toastSuccess } from '../../../lib/notify';
import { messagesQueryKey } from '../../../lib/realtime';
import { useRefreshQueries } from '../../../lib/refresh';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useSession } from '../../../lib/session';
import { useDelMsg } from '../api/del-msg';
import { useMessages } from '../api/qry-user-msg-info';
import { useReadMsg } from '../api/read-msg';
import { LoginInvite } from '../../../components/LoginInvite';

function MessageList() {
  const { t } = useTranslation();
  const { msgCount } = useSession();
  const query = useMessages();
  const readMsg = useReadMsg();
  const delMsg = useDelMsg();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  useRefreshQueries([messagesQueryKey]);

  const messages = query.data?.pages.flatMap((page) => page.records) ?? [];
  const allSelected = messages.length > 0 && messages.every((m) => selected.has(m.id));
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const askDelete = () => {
    // Spec: delete requires selecting items first.
    if (selected.size === 0) return toastError(t('message.selectFirst'));
    setConfirming(true);
  };
  const confirmDelete = () =>
    delMsg.mutate(
      { ids: [...selected] },
      {
        onSuccess: () => {
          setSelected(new Set());
          setConfirming(false);
          toastSuccess(t('message.deleted'));
        },
        onError: (error) => toastError(error.message),
      },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Checkbox
          label={t('message.selectAll')}
          checked={allSelected}
          indeterminate={!allSelected && selected.size > 0}
          disabled={messages.length === 0}
          onChange={() => setSelected(allSelected ? new Set() : new Set(messages.map((m) => m.id)))}
        />
        <Group gap="xs">
          <Button
            variant="light"
            size="xs"
            disabled={msgCount === 0 && messages.every((m) => m.isRead)}
            loading={readMsg.isPending}
            onClick={() => readMsg.mutate({ all: true }, { onError: (error) => toastError(error.message) })}
          >
            {t('message.markAllRead')}
          </Button>
          <Button variant="light" color="red" size="xs" onClick={askDelete} data-testid="delete-messages">
            {t('message.delete')}
          </Button>
        </Group>
      </Group>

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
                checked={selected.has(message.id)}
                onChange={() => toggle(message.id)}
              />
              <UnstyledButton
                style={{ flex: 1, minWidth: 0 }}
                onClick={() => !message.isRead && readMsg.mutate({ ids: [message.id] })}
                aria-label={message.isRead ? undefined : t('message.unread')}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                    {!message.isRead && (
                      <Badge size="xs" color="red" variant="filled" circle aria-hidden="true">
                        {' '}
                      </Badge>
                    )}
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
      <ListFooter
        count={messages.length}
        hasMore={query.hasNextPage}
        loading={query.isLoading || query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
      <ConfirmPopup
        opened={confirming}
        message={t('message.deleteConfirm')}
        loading={delMsg.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}

/** My news: newest first, unread ones marked; open one to read it; mark all read; select and delete. */
export default function MyMessagePage() {
  const { t } = useTranslation();
  const { token } = useSession();
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t('route.myMessage')}
      </Title>
      {token ? <MessageList /> : <LoginInvite />}
    </Stack>
  );
}
