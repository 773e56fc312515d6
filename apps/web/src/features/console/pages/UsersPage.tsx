import { Badge, Button, Drawer, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { USER_KEYWORD_MAX, type AdminUser } from '@chef/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPopup } from '../../../components/ConfirmPopup';
import { QueryState } from '../../../components/QueryState';
import { PageNumbers } from '../../../components/PageNumbers';
import { toastError, toastSuccess } from '../../../lib/notify';
import { addOnDemandWords } from '../../../lib/on-demand-words';
import { useAdminUserDetail, useAdminUsers, useUpdUserStatus } from '../api/people';

addOnDemandWords();

const PAGE_SIZE = 20;
const AUDIT_COLORS: Record<number, string> = { 1: 'yellow', 2: 'red', 3: 'teal' };

function StateBadge({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={disabled ? 'red' : 'teal'} variant="light" data-testid="user-state">
      {t(disabled ? 'people.disabled' : 'people.active')}
    </Badge>
  );
}

/** Disable or enable, after a confirm popup naming the user and what follows. */
function StatusButton({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const update = useUpdUserStatus();
  const [confirming, setConfirming] = useState(false);
  const disable = !user.disabled;
  const confirm = () =>
    update.mutate(
      { id: user.id, disabled: disable },
      {
        onSuccess: () => (setConfirming(false), toastSuccess(t(disable ? 'people.disabledDone' : 'people.enabledDone'))),
        onError: (error) => (setConfirming(false), toastError(error.message)),
      },
    );
  return (
    <>
      <Button
        size="xs"
        color={disable ? 'red' : 'teal'}
        variant="light"
        onClick={() => setConfirming(true)}
        data-testid="user-status-toggle"
      >
        {t(disable ? 'people.disable' : 'people.enable')}
      </Button>
      <ConfirmPopup
        opened={confirming}
        loading={update.isPending}
        message={t(disable ? 'people.confirmDisable' : 'people.confirmEnable', { name: user.nickname })}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </>
  );
}

/** One user: their account and state, their newest recipes with audit state, their feedback. */
function UserDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useAdminUserDetail(id);
  return (
    <QueryState query={query}>
      {(user) => (
        <Stack gap="md" data-testid="user-detail">
          <Group justify="space-between">
            <div>
              <Text fw={600}>{user.nickname}</Text>
              <Text size="sm" c="dimmed">
                {[user.email, user.mobile].filter(Boolean).join(' · ')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('people.created')}: {user.createTime.slice(0, 10)}
              </Text>
            </div>
            <Group gap="xs">
              <StateBadge disabled={user.disabled} />
              <StatusButton user={user} />
            </Group>
          </Group>
          <div>
            <Title order={4}>
              {t('people.recipes')} ({user.recipeCount})
            </Title>
            {user.recipes.length === 0 && <Text c="dimmed">{t('people.noRecipes')}</Text>}
            {user.recipes.map((recipe) => (
              <Group key={recipe.id} justify="space-between" py={4} data-testid="user-recipe">
                <Text size="sm">{recipe.name}</Text>
                <Badge color={AUDIT_COLORS[recipe.auditStatus]} variant="light">
                  {t(`people.auditState.${recipe.auditStatus}`)}
                </Badge>
              </Group>
            ))}
            {user.recipes.length < user.recipeCount && (
              <Text size="xs" c="dimmed">
                {t('people.latest', { shown: user.recipes.length, total: user.recipeCount })}
              </Text>
            )}
          </div>
          <div>
            <Title order={4}>
              {t('people.feedback')} ({user.feedbackCount})
            </Title>
            {user.feedback.length === 0 && <Text c="dimmed">{t('people.noFeedback')}</Text>}
            {user.feedback.map((item) => (
              <Stack key={item.id} gap={2} py={4} data-testid="user-feedback">
                <Group justify="space-between">
                  <Text size="xs" c="dimmed">
                    {t(`feedback.types.${item.type}`)} · {item.createTime.slice(0, 16).replace('T', ' ')}
                  </Text>
                  <Badge color={item.replied ? 'teal' : 'yellow'} variant="light">
                    {t(item.replied ? 'people.replied' : 'people.waiting')}
                  </Badge>
                </Group>
                <Text size="sm" lineClamp={3}>
                  {item.description}
                </Text>
              </Stack>
            ))}
          </div>
        </Stack>
      )}
    </QueryState>
  );
}

/** Users: search by account or nickname, the list, a drawer with one user's detail; disable or enable. */
export default function UsersPage() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [current, setCurrent] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useAdminUsers({ keyword, current, size: PAGE_SIZE });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(typed.trim());
    setCurrent(1);
  };
  return (
    <Stack gap="md" data-testid="console-users">
      <Title order={2}>{t('people.users')}</Title>
      <Group component="form" onSubmit={search} gap="xs" align="flex-end">
        <TextInput
          aria-label={t('people.search')}
          placeholder={t('people.search')}
          value={typed}
          maxLength={USER_KEYWORD_MAX}
          onChange={(e) => setTyped(e.currentTarget.value)}
          w={320}
          data-testid="user-search"
        />
        <Button type="submit" variant="light">
          {t('people.searchButton')}
        </Button>
      </Group>
      <QueryState query={query} isEmpty={(data) => data.records.length === 0} empty={<Text c="dimmed">{t('people.noUsers')}</Text>}>
        {(page) => (
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('people.nickname')}</Table.Th>
                <Table.Th>{t('people.account')}</Table.Th>
                <Table.Th>{t('people.created')}</Table.Th>
                <Table.Th>{t('people.recipes')}</Table.Th>
                <Table.Th>{t('people.feedback')}</Table.Th>
                <Table.Th>{t('people.state')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.records.map((user) => (
                <Table.Tr key={user.id} data-testid="user-row">
                  <Table.Td>{user.nickname}</Table.Td>
                  <Table.Td>{[user.email, user.mobile].filter(Boolean).join(' · ')}</Table.Td>
                  <Table.Td>{user.createTime.slice(0, 10)}</Table.Td>
                  <Table.Td>{user.recipeCount}</Table.Td>
                  <Table.Td>{user.feedbackCount}</Table.Td>
                  <Table.Td>
                    <StateBadge disabled={user.disabled} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="subtle" onClick={() => setOpenId(user.id)} data-testid="user-open">
                        {t('people.details')}
                      </Button>
                      <StatusButton user={user} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
      <PageNumbers total={query.data?.total} size={PAGE_SIZE} current={current} onChange={setCurrent} />
      <Drawer opened={openId !== null} onClose={() => setOpenId(null)} position="right" size="lg" title={t('people.details')}>
        {openId && <UserDetail id={openId} />}
      </Drawer>
    </Stack>
  );
}
