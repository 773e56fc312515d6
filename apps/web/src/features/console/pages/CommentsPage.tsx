import { Anchor, Badge, Button, Group, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import {
  COMMENT_KEYWORD_MAX,
  MODERATION_REASON_MAX,
  moderateCommentSchema,
  TARGET_TYPE,
  type ModeratedComment,
  type ModerationQueue,
} from '@chef/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPopup } from '../../../components/ConfirmPopup';
import { QueryState } from '../../../components/QueryState';
import { PageNumbers } from '../../../components/PageNumbers';
import { serverErrorToFields, validate, type FieldErrors } from '../../../lib/form';
import { toastSuccess } from '../../../lib/notify';
import { addOnDemandWords } from '../../../lib/on-demand-words';
import { useModerateComment, useModerationQueue } from '../api/comments';

addOnDemandWords();

const PAGE_SIZE = 20;
type Queue = ModerationQueue;

/** Where the comment is: the public page it was written on. */
const targetHref = (comment: ModeratedComment) =>
  comment.targetType === TARGET_TYPE.recipe ? `/home/recipeDetail/${comment.targetId}` : `/home/articleDetail?id=${comment.targetId}`;

/**
 * One comment: hide or delete with the reason its author is told (the shared schema asks for it),
 * restore a hidden one, or keep a reported one (its reports are cleared). Delete asks first.
 */
function CommentRow({ comment, queue }: { comment: ModeratedComment; queue: Queue }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const moderate = useModerateComment();
  const act = (action: 'hide' | 'restore' | 'delete') => {
    const checked = validate(moderateCommentSchema, { id: comment.id, action, ...(action === 'restore' ? {} : { reason }) });
    if (!checked.ok) return (setErrors(checked.errors), setConfirming(false));
    setErrors({});
    moderate.mutate(checked.data, {
      onSuccess: () => (
        setConfirming(false),
        toastSuccess(t(action === 'restore' && queue === 'reported' ? 'moderation.kept' : 'moderation.done'))
      ),
      onError: (error) => (setConfirming(false), setErrors(serverErrorToFields(error, ['reason']))),
    });
  };
  return (
    <Table.Tr data-testid="moderated-comment">
      <Table.Td maw={360}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="moderated-content">
          {comment.content}
        </Text>
        <Text size="xs" c="dimmed">
          {comment.nickname} · {comment.createTime.slice(0, 16).replace('T', ' ')} ·{' '}
          <Anchor href={targetHref(comment)} target="_blank" size="xs">
            {t('moderation.on')}
          </Anchor>
        </Text>
      </Table.Td>
      <Table.Td>
        {queue === 'hidden' ? (
          <Text size="sm">{comment.hiddenReason}</Text>
        ) : (
          comment.reports > 0 && (
            <Badge color="orange" variant="light">
              {t('moderation.reports', { count: comment.reports })}
            </Badge>
          )
        )}
      </Table.Td>
      <Table.Td>
        <Stack gap={6}>
          <TextInput
            size="xs"
            label={t('moderation.reason')}
            value={reason}
            maxLength={MODERATION_REASON_MAX}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={errors.reason}
          />
          <Group gap="xs">
            {queue !== 'hidden' && (
              <Button size="xs" color="orange" loading={moderate.isPending} onClick={() => act('hide')}>
                {t('moderation.hide')}
              </Button>
            )}
            {queue !== 'recent' && (
              <Button size="xs" variant="light" loading={moderate.isPending} onClick={() => act('restore')}>
                {t(queue === 'reported' ? 'moderation.keep' : 'moderation.restore')}
              </Button>
            )}
            <Button size="xs" color="red" variant="light" onClick={() => setConfirming(true)}>
              {t('moderation.delete')}
            </Button>
          </Group>
        </Stack>
        <ConfirmPopup
          opened={confirming}
          loading={moderate.isPending}
          message={t('moderation.deleteConfirm')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => act('delete')}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/** Comments (area 'comments'): the queue of reported comments, the hidden ones, and every recent one with a search. */
export default function CommentsPage() {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<Queue>('reported');
  const [current, setCurrent] = useState(1);
  const [typed, setTyped] = useState('');
  const [keyword] = useDebouncedValue(typed.trim(), 300);
  const query = useModerationQueue(queue, current, PAGE_SIZE, queue === 'recent' ? keyword : '');
  const page = query.data;
  return (
    <Stack gap="md" data-testid="console-comments">
      <Title order={2}>{t('moderation.title')}</Title>
      <SegmentedControl
        style={{ alignSelf: 'flex-start' }}
        value={queue}
        onChange={(value) => (setQueue(value as Queue), setCurrent(1))}
        data={[
          { value: 'reported', label: t('moderation.reported') },
          { value: 'hidden', label: t('moderation.hidden') },
          { value: 'recent', label: t('moderation.recent') },
        ]}
      />
      {queue === 'recent' && (
        <TextInput
          label={t('moderation.search')}
          value={typed}
          maxLength={COMMENT_KEYWORD_MAX}
          onChange={(e) => (setTyped(e.currentTarget.value), setCurrent(1))}
          maw={360}
          data-testid="comment-search"
        />
      )}
      <QueryState query={query} isEmpty={(data) => data.records.length === 0} empty={<Text c="dimmed">{t('moderation.empty')}</Text>}>
        {(page) => (
          <Table verticalSpacing="sm">
            <Table.Tbody>
              {page.records.map((comment) => (
                <CommentRow key={`${queue}-${comment.id}`} comment={comment} queue={queue} />
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
      <PageNumbers total={page?.total} size={PAGE_SIZE} current={current} onChange={setCurrent} />
    </Stack>
  );
}
