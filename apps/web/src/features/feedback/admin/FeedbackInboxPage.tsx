import { Badge, Button, Group, Paper, SegmentedControl, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { FEEDBACK_REPLY_MAX, replyFeedbackBodySchema, type AdminFeedback, type FeedbackStatus } from '@chef/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { PageNumbers } from '../../../components/PageNumbers';
import { PictureThumbs } from '../../../components/PictureThumbs';
import { toastSuccess } from '../../../lib/notify';
import { addOnDemandWords } from '../../../lib/on-demand-words';
import type { StaffApi } from '../../../lib/staff-api';
import { useApiForm } from '../../../lib/use-api-form';
import { feedbackTypeOptions, STATUS_COLORS } from '../components/feedback-words';
import { useAdminFeedback } from './qry-admin-feedback';
import { useReplyFeedback } from './reply-feedback';

addOnDemandWords();

const PAGE_SIZE = 20;

/** The reply form of one feedback: required, at most 1000 characters; a second reply replaces the first. */
function ReplyForm({ api, feedback }: { api: StaffApi; feedback: AdminFeedback }) {
  const { t } = useTranslation();
  const form = useApiForm({
    initial: { id: feedback.id, reply: '' },
    schema: replyFeedbackBodySchema,
    mutation: useReplyFeedback(api),
    onSuccess: () => {
      toastSuccess(t('feedback.console.replySent'));
      form.setValue('reply', '');
    },
  });
  return (
    <form onSubmit={form.submit} noValidate data-testid="feedback-reply-form">
      <Stack gap="xs">
        <Textarea
          label={feedback.reply === null ? t('feedback.console.replyLabel') : t('feedback.console.replaceReply')}
          autosize
          minRows={2}
          maxLength={FEEDBACK_REPLY_MAX}
          name="reply"
          value={form.values.reply}
          error={form.errors.reply}
          onChange={(event) => form.setValue('reply', event.currentTarget.value)}
        />
        <Button type="submit" size="xs" loading={form.pending} style={{ alignSelf: 'flex-start' }}>
          {t('feedback.console.sendReply')}
        </Button>
      </Stack>
    </form>
  );
}

function Attached({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
      {label}: {value}
    </Text>
  );
}

function InboxItem({ api, feedback }: { api: StaffApi; feedback: AdminFeedback }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid="feedback-inbox-item" data-status={feedback.status}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs">
            <Badge variant="light" color="gray">
              {t(`feedback.types.${feedback.type}`)}
            </Badge>
            <Badge variant="light" color={STATUS_COLORS[feedback.status]} data-testid="feedback-inbox-status">
              {t(`feedback.status.${feedback.status}`)}
            </Badge>
            <Text size="sm" fw={500}>
              {feedback.user.nickname} · {feedback.user.account}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {feedback.createTime.slice(0, 16).replace('T', ' ')}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {feedback.description}
        </Text>
        <PictureThumbs urls={feedback.screenshots} labelOf={(index) => t('feedback.screenshot', { index })} testId="inbox-thumbs" />
        <Stack gap={0}>
          <Attached label={t('feedback.console.contact')} value={feedback.contact} />
          <Attached label={t('feedback.console.appVersion')} value={feedback.appVersion} />
          <Attached label={t('feedback.console.browser')} value={feedback.browser} />
          <Attached label={t('feedback.console.page')} value={feedback.page} />
        </Stack>
        {feedback.reply !== null && (
          <Paper radius="sm" p="sm" bg="var(--mantine-color-gray-light)" data-testid="feedback-inbox-reply">
            <Text size="xs" c="dimmed">
              {t('feedback.repliedAt', { time: (feedback.replyTime ?? '').slice(0, 16).replace('T', ' ') })}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {feedback.reply}
            </Text>
          </Paper>
        )}
        <ReplyForm key={`${feedback.id}-${feedback.replyTime ?? ''}`} api={api} feedback={feedback} />
      </Stack>
    </Paper>
  );
}

/**
 * The console's feedback inbox: everyone's feedback, waiting first, filtered by type and status; each
 * with its sender, attached data and screenshots (click to enlarge), and a reply form. Self-contained:
 * the console passes its staff API client (app/routes/admin/FeedbackInboxRoute.tsx).
 */
export function FeedbackInboxPage({ api }: { api: StaffApi }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const [type, setType] = useState<number | null>(null);
  const [status, setStatus] = useState<FeedbackStatus | null>(null);
  const query = useAdminFeedback(api, { current, size: PAGE_SIZE, type, status });
  const page = query.data;
  return (
    <Stack gap="md" data-testid="feedback-inbox">
      <Title order={2}>{t('feedback.console.title')}</Title>
      <Group gap="md">
        <Select
          aria-label={t('feedback.type')}
          placeholder={t('feedback.console.allTypes')}
          data={feedbackTypeOptions(t)}
          value={type === null ? null : String(type)}
          onChange={(value) => (setType(value === null ? null : Number(value)), setCurrent(1))}
          clearable
          w={220}
        />
        <SegmentedControl
          data={[
            { value: 'all', label: t('feedback.console.allStatuses') },
            { value: 'waiting', label: t('feedback.status.waiting') },
            { value: 'replied', label: t('feedback.status.replied') },
          ]}
          value={status ?? 'all'}
          data-testid="feedback-inbox-status-filter"
          onChange={(value) => (setStatus(value === 'all' ? null : (value as FeedbackStatus)), setCurrent(1))}
        />
        {page && (
          <Text size="sm" c="dimmed">
            {t('feedback.console.total', { count: page.total })}
          </Text>
        )}
      </Group>
      <QueryState query={query} isEmpty={(data) => data.records.length === 0} empty={<Text c="dimmed">{t('feedback.console.empty')}</Text>}>
        {(page) => (
          <Stack gap="sm">
            {page.records.map((feedback) => (
              <InboxItem key={feedback.id} api={api} feedback={feedback} />
            ))}
          </Stack>
        )}
      </QueryState>
      <PageNumbers total={page?.total} size={PAGE_SIZE} current={current} onChange={setCurrent} />
    </Stack>
  );
}
