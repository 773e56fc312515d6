import { Badge, Button, Group, Paper, ScrollArea, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { AUDIT_REASON_MAX, imageVariant, type AuditRecipeDetail } from '@chef/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { toastError, toastSuccess } from '../../../lib/notify';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useAuditQueue, useAuditRecipe, useAuditRecipeVerdict } from '../api/audit';
import { addOnDemandWords } from '../../../lib/on-demand-words';

addOnDemandWords();

function Verdict({ recipe, onDone }: { recipe: AuditRecipeDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const verdict = useAuditRecipeVerdict();
  const send = (pass: boolean) => {
    if (!pass && !reason.trim()) return setError(t('console.reasonRequired'));
    setError(null);
    verdict.mutate(
      { id: recipe.id, pass, ...(pass ? {} : { reason: reason.trim() }) },
      {
        onSuccess: () => {
          toastSuccess(t(pass ? 'console.passed' : 'console.failed'));
          setReason('');
          onDone();
        },
        onError: (err) => toastError(err.message),
      },
    );
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="audit-verdict">
      <Stack gap="xs">
        <Textarea
          label={t('console.reason')}
          value={reason}
          maxLength={AUDIT_REASON_MAX}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={error}
          autosize
          minRows={2}
          data-testid="audit-reason"
        />
        <Group>
          <Button color="green" onClick={() => send(true)} loading={verdict.isPending} data-testid="audit-pass">
            {t('console.pass')}
          </Button>
          <Button color="red" variant="light" onClick={() => send(false)} loading={verdict.isPending} data-testid="audit-fail">
            {t('console.fail')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The audit desk: the queue (oldest sent first) and, for the recipe picked, `preview` (the public
 * recipe page, given by the route that composes it) with pass / fail with a reason.
 */
export function AuditDesk({ preview }: { preview: (recipe: AuditRecipeDetail) => ReactNode }) {
  const { t } = useTranslation();
  const queue = useAuditQueue();
  const [picked, setPicked] = useState<string | null>(null);
  const detail = useAuditRecipe(picked);
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <Stack w={300} gap="xs" data-testid="audit-queue">
        <QueryState query={queue}>
          {({ total, records }) => (
            <>
              <Text fw={600}>{t('console.waiting', { count: total })}</Text>
              <ScrollArea.Autosize mah="80vh">
                <Stack gap={6}>
                  {records.length === 0 && <Text c="dimmed">{t('console.queueEmpty')}</Text>}
                  {records.map((item) => (
                    <UnstyledButton
                      key={item.id}
                      onClick={() => setPicked(item.id)}
                      data-testid="audit-item"
                      aria-pressed={picked === item.id}
                    >
                      <Paper withBorder radius="md" p="xs" bg={picked === item.id ? 'brand.0' : undefined}>
                        <Group gap="xs" wrap="nowrap">
                          {item.cover && (
                            <img
                              src={imageVariant(item.cover, 'sm') ?? ''}
                              alt=""
                              width={48}
                              height={48}
                              style={{ objectFit: 'cover', borderRadius: 6 }}
                            />
                          )}
                          <Stack gap={0} style={{ minWidth: 0 }}>
                            <Text fw={600} lineClamp={1} lang={item.lang} data-testid="audit-item-name">
                              {item.name}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {t('console.by', { name: item.authorName })} ·{' '}
                              {t('console.submitted', { time: formatRelativeTime(item.submitTime) })}
                            </Text>
                            {item.isRevision && (
                              <Badge size="xs" variant="light">
                                {t('console.revision')}
                              </Badge>
                            )}
                          </Stack>
                        </Group>
                      </Paper>
                    </UnstyledButton>
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </>
          )}
        </QueryState>
      </Stack>
      <Stack style={{ flex: 1, minWidth: 0 }} data-testid="audit-preview">
        {picked ? (
          <QueryState query={detail}>
            {(recipe) => (
              <>
                <Verdict recipe={recipe} onDone={() => setPicked(null)} />
                {preview(recipe)}
              </>
            )}
          </QueryState>
        ) : (
          <Text c="dimmed">{t('console.pick')}</Text>
        )}
      </Stack>
    </Group>
  );
}
