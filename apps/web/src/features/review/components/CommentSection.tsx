import { Avatar, Button, Group, Paper, Stack, Text, Textarea, Title, UnstyledButton } from '@mantine/core';
import { COMMENT_MAX, imageVariant, type Comment, type TargetType } from '@chef/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddComment } from '../api/add-comment';
import { useDelComment } from '../api/del-comment';
import { useComments } from '../api/qry-comment';
import { useReportComment } from '../api/report-comment';
import { goToLogin } from '../../../lib/login-required';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useRenderTime } from '../../../lib/hydration';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useSession } from '../../../lib/session';
import { ConfirmPopup } from '../../../components/ConfirmPopup';
import { UserIcon } from '../../../components/icons';
import { LoadMoreFooter } from '../../../components/ListFooter';
import './reviews.css';

function CommentForm({ targetType, targetId }: { targetType: TargetType; targetId: string }) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const addComment = useAddComment();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    // Spec: review content is required.
    if (!text) return setError(t('validation.required'));
    addComment.mutate(
      { targetType, targetId, content: text },
      {
        onSuccess: () => {
          setContent('');
          toastSuccess(t('review.posted'));
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="comment-form">
      <Textarea
        label={t('review.yourComment')}
        placeholder={t('review.placeholder')}
        value={content}
        onChange={(event) => {
          setContent(event.currentTarget.value);
          if (error) setError(null);
        }}
        maxLength={COMMENT_MAX}
        autosize
        minRows={3}
        maxRows={8}
        error={error}
        required
        data-testid="comment-input"
      />
      <Group justify="space-between" mt="xs">
        <Text size="xs" c={content.length >= COMMENT_MAX ? 'red' : 'dimmed'} data-testid="comment-counter" aria-live="polite">
          {t('review.counter', { count: content.length, max: COMMENT_MAX })}
        </Text>
        <Button type="submit" loading={addComment.isPending}>
          {t('review.post')}
        </Button>
      </Group>
    </form>
  );
}

/** Someone else's comment, for a signed-in reader: Report, once; then it says Reported. */
function ReportAction({ comment, targetType, targetId }: { comment: Comment; targetType: TargetType; targetId: string }) {
  const { t } = useTranslation();
  const report = useReportComment(targetType, targetId);
  if (comment.reported)
    return (
      <Text size="xs" c="dimmed" data-testid="comment-reported">
        {t('review.reported')}
      </Text>
    );
  return (
    <UnstyledButton
      onClick={() =>
        report.mutate(comment.id, { onSuccess: () => toastSuccess(t('review.reportDone')), onError: (error) => toastError(error.message) })
      }
      disabled={report.isPending}
      className="chef-comment__delete"
      data-testid="comment-report"
      aria-label={t('review.reportLabel')}
    >
      {t('review.report')}
    </UnstyledButton>
  );
}

function CommentItem({
  comment,
  onDelete,
  report,
}: {
  comment: Comment;
  onDelete: (comment: Comment) => void;
  /** Set for a signed-in reader: where the comment is. */
  report: { targetType: TargetType; targetId: string } | null;
}) {
  const { t } = useTranslation();
  const now = useRenderTime();
  return (
    <Group component="li" align="flex-start" wrap="nowrap" gap="sm" py="sm" data-testid="comment-item" className="chef-comment">
      <Avatar src={imageVariant(comment.avatar, 'sm')} alt="" radius="xl" color="brand" size={36}>
        <UserIcon size={18} />
      </Avatar>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={650} truncate>
            {comment.nickname}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed" component="time" dateTime={comment.createTime} style={{ whiteSpace: 'nowrap' }}>
              {formatRelativeTime(comment.createTime, now)}
            </Text>
            {comment.isMine && (
              <UnstyledButton
                onClick={() => onDelete(comment)}
                className="chef-comment__delete"
                data-testid="comment-delete"
                aria-label={t('review.deleteLabel')}
              >
                {t('review.delete')}
              </UnstyledButton>
            )}
            {!comment.isMine && report && <ReportAction comment={comment} {...report} />}
          </Group>
        </Group>
        {/* Text, never HTML: React escapes it; pre-wrap keeps the writer's line breaks. */}
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="comment-content">
          {comment.content}
        </Text>
      </div>
    </Group>
  );
}

/**
 * Comments on a recipe or an article: newest first, page after page; users write (content required,
 * at most COMMENT_MAX characters), delete their own after a confirmation and report others' to staff
 * (once each); visitors are invited to log in.
 */
export function CommentSection({ targetType, targetId }: { targetType: TargetType; targetId: string }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const query = useComments(targetType, targetId);
  const delComment = useDelComment(targetType, targetId);
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const comments = query.data?.records ?? [];
  const total = query.data?.total ?? 0;

  const confirmDelete = () => {
    if (!deleting) return;
    delComment.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toastSuccess(t('review.deleted'));
      },
      onError: (error) => toastError(error.message),
    });
  };

  return (
    <section aria-labelledby="comments-title" className="chef-comments" data-testid="comments">
      <Title order={2} size="h3" id="comments-title" mb="sm">
        {t('review.comments')} {total > 0 && <span className="chef-comments__count">({total})</span>}
      </Title>
      <Paper withBorder radius="lg" p="md">
        <Stack gap="md">
          {token ? (
            <CommentForm targetType={targetType} targetId={targetId} />
          ) : (
            <Group justify="space-between" gap="sm" data-testid="comment-login-prompt">
              <Text size="sm" c="dimmed">
                {t('review.loginToComment')}
              </Text>
              <Button variant="light" onClick={goToLogin}>
                {t('header.login')}
              </Button>
            </Group>
          )}
          <ul className="chef-comments__list" data-testid="comment-list">
            {comments.map((comment) => (
              <CommentItem key={comment.id} comment={comment} onDelete={setDeleting} report={token ? { targetType, targetId } : null} />
            ))}
          </ul>
          <LoadMoreFooter query={query} />
        </Stack>
      </Paper>
      <ConfirmPopup
        opened={deleting !== null}
        message={t('review.deleteConfirm')}
        loading={delComment.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
