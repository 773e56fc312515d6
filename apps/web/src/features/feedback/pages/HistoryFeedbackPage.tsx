import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMoreFooter } from '../../../components/ListFooter';
import { PictureThumbs } from '../../../components/PictureThumbs';
import { addOnDemandWords } from '../../../lib/on-demand-words';
import { onHubEvent } from '../../../lib/realtime';
import { useRefreshQueries } from '../../../lib/refresh';
import { formatRelativeTime } from '../../../lib/relative-time';
import { feedbackQueryKey, useMyFeedback } from '../api/qry-feedback';
import { STATUS_COLORS } from '../components/feedback-words';

addOnDemandWords();

/**
 * Feedback history: newest first, each with its status, screenshots (click to enlarge) and the
 * platform's reply with its time. A reply arrives as a message (ShowMsg, SyncMsgCount): the list is
 * fetched again then, so it shows without a reload.
 */
export default function HistoryFeedbackPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useMyFeedback();
  useRefreshQueries([feedbackQueryKey]);
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: feedbackQueryKey });
    // A reply arrives as a message: ShowMsg, then always SyncMsgCount, the one to follow.
    return onHubEvent('SyncMsgCount', refetch);
  }, [queryClient]);

  const records = query.data?.records ?? [];
  if (query.isSuccess && records.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg" data-testid="feedback-empty">
        {t('feedback.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <Stack gap="sm" data-testid="feedback-history">
        {records.map((feedback) => (
          <Paper key={feedback.id} withBorder radius="md" p="md" data-testid="feedback-item" data-status={feedback.status}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs">
                  <Badge variant="light" color="gray">
                    {t(`feedback.types.${feedback.type}`)}
                  </Badge>
                  <Badge variant="light" color={STATUS_COLORS[feedback.status]} data-testid="feedback-status">
                    {t(`feedback.status.${feedback.status}`)}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {t('feedback.sentAt', { time: formatRelativeTime(feedback.createTime) })}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {feedback.description}
              </Text>
              <PictureThumbs urls={feedback.screenshots} labelOf={(index) => t('feedback.screenshot', { index })} />
              {feedback.reply !== null && (
                <Paper radius="sm" p="sm" bg="var(--mantine-color-brand-light)" data-testid="feedback-reply">
                  <Group justify="space-between" wrap="nowrap" mb={4}>
                    <Text size="sm" fw={600}>
                      {t('feedback.reply')}
                    </Text>
                    {feedback.replyTime && (
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {t('feedback.repliedAt', { time: formatRelativeTime(feedback.replyTime) })}
                      </Text>
                    )}
                  </Group>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                    {feedback.reply}
                  </Text>
                </Paper>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
      <LoadMoreFooter query={query} />
    </Stack>
  );
}
