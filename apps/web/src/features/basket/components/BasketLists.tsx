import { Button, Checkbox, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { SelectionBar, useSelectionDelete } from '../../../components/SelectionBar';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useDelBasket } from '../api/del-basket';
import { useAcceptBasketInvite, useDeclineBasketInvite, useMyBasketInvites } from '../api/household';
import { useBaskets } from '../api/qry-basket';
import '../basket.css';

/** Invitations to other people's lists waiting for my answer (issue 26): accept opens the list. */
function MyInvites() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invites = useMyBasketInvites().data ?? [];
  const accept = useAcceptBasketInvite();
  const decline = useDeclineBasketInvite();
  if (invites.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="basket-invites">
      <Text fw={600}>{t('household.myInvites')}</Text>
      {invites.map((invite) => (
        <Paper key={invite.id} withBorder p="sm" data-testid="basket-invite">
          <Group justify="space-between">
            <Text size="sm">{t('household.inviteFrom', { nickname: invite.owner.nickname, name: invite.basket.name })}</Text>
            <Group gap="xs">
              <Button
                size="xs"
                onClick={() =>
                  accept.mutate(
                    { id: invite.id },
                    {
                      onSuccess: ({ id }) => {
                        toastSuccess(t('household.joined'));
                        void navigate(`/shopBasket/basketDetail?id=${id}`);
                      },
                      onError: (error) => toastError(error.message),
                    },
                  )
                }
                data-testid="basket-invite-accept"
              >
                {t('household.accept')}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => decline.mutate({ id: invite.id }, { onError: (error) => toastError(error.message) })}
              >
                {t('household.decline')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The caller's lists and those shared with them (marked with their owner), each opening its detail;
 * select and delete (the caller's own lists only: a shared list is left from its page).
 */
export function BasketLists() {
  const { t } = useTranslation();
  const query = useBaskets();
  const lists = query.data ?? [];
  const own = lists.filter((list) => list.owner === null);
  const bulk = useSelectionDelete(
    own.map((list) => list.id),
    useDelBasket(),
    (ids) => ({ ids }),
  );
  const { selection } = bulk;

  if (query.isLoading) return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  return (
    <Stack gap="sm">
      <MyInvites />
      {own.length > 0 && <SelectionBar bulk={bulk} testId="delete-baskets" />}
      {query.isError ? (
        // Not "no lists": they could not be read (offline, never seen on this device).
        <LoadError onRetry={() => void query.refetch()} />
      ) : lists.length === 0 ? (
        <Text c="dimmed" data-testid="basket-empty">
          {t('basket.empty')}
        </Text>
      ) : (
        <div className="chef-basket__lists" data-testid="basket-lists">
          {lists.map((list) => (
            <div key={list.id} className="chef-basket__list" data-testid="basket-list">
              {list.owner === null && (
                <Checkbox aria-label={list.name} checked={selection.has(list.id)} onChange={() => selection.toggle(list.id)} />
              )}
              <Link to={`/shopBasket/basketDetail?id=${list.id}`} className="chef-basket__list-link">
                <span className="chef-basket__list-name" data-testid="basket-list-name">
                  {list.name}
                </span>
                {list.owner && (
                  <Text span size="xs" c="teal.8" data-testid="basket-list-owner">
                    {t('household.ownedBy', { nickname: list.owner.nickname })}
                  </Text>
                )}
                <Text span size="xs" c="dimmed" data-testid="basket-list-counts">
                  {t('basket.recipeCount', { count: list.recipeCount })} · {t('basket.itemCount', { count: list.itemCount })} ·{' '}
                  {t('basket.checkedOf', { checked: list.checkedCount, count: list.itemCount })}
                </Text>
              </Link>
            </div>
          ))}
        </div>
      )}
    </Stack>
  );
}
