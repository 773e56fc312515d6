import { Button, CopyButton, Group, Loader, Popover, Stack, Text, TextInput, Title } from '@mantine/core';
import type { BasketItem } from '@chef/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { LoginInvite } from '../../../components/LoginInvite';
import { ApiError } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useBasketDetail } from '../api/qry-basket-detail';
import { useSharedBasket } from '../api/qry-shared-basket';
import { shareUrl, useShareBasket } from '../api/share-basket';
import { BasketItems } from '../components/BasketItems';
import { OfflineBanner } from '../components/OfflineBanner';
import { makeChange, usePendingChanges, withPending, type ShownBasket } from '../lib/offline-changes';
import { HouseholdPanel } from '../components/HouseholdPanel';
import { useBasketInviteLink, useJoinBasket } from '../api/household';
import '../basket.css';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are not in the first view's catalogue (i18n/on-demand.ts): added before it renders.
addOnDemandWords();

/** The share button: turns the read-only link on, shows it with a copy button, or turns it off. */
function ShareControl({ basketId }: { basketId: string }) {
  const { t } = useTranslation();
  const share = useShareBasket();
  const [token, setToken] = useState<string | null>(null);
  const toggle = (enabled: boolean) =>
    share.mutate(
      { id: basketId, enabled },
      { onSuccess: ({ shareToken }) => setToken(shareToken), onError: (error) => toastError(error.message) },
    );
  return (
    <Popover width={360} position="bottom-end" withArrow onOpen={() => toggle(true)}>
      <Popover.Target>
        <Button variant="default" data-testid="basket-share">
          {t('basket.share')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {token ? (
          <Stack gap="xs">
            <Text size="xs">{t('basket.shareHint')}</Text>
            <TextInput readOnly value={shareUrl(token)} aria-label={t('basket.share')} data-testid="basket-share-url" />
            <Group gap="xs">
              <CopyButton value={shareUrl(token)}>
                {({ copied, copy }) => (
                  <Button size="xs" onClick={copy}>
                    {copied ? t('basket.copied') : t('basket.copyLink')}
                  </Button>
                )}
              </CopyButton>
              <Button size="xs" variant="subtle" color="red" onClick={() => toggle(false)} data-testid="basket-unshare">
                {t('basket.stopSharing')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Loader size="xs" role="status" aria-label={t('common.loading')} />
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

/** A list on screen: title, the toolbar of its owner (edit, print, share), its grouped items. */
function BasketView({ basket, onTick }: { basket: ShownBasket; onTick?: (item: BasketItem, checked: boolean) => void }) {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  usePageTitle(basket.name);
  return (
    <Stack gap="md" className="chef-basket" data-testid="basket-detail">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2" data-testid="basket-title" data-pending={basket.namePending ? true : undefined}>
            {basket.name}
          </Title>
          {basket.namePending && (
            <Text size="xs" c="dimmed" data-testid="basket-title-pending">
              {t('offline.pending')}
            </Text>
          )}
          {basket.recipes.length > 0 && (
            <Text size="sm" c="dimmed" data-testid="basket-recipes">
              {t('basket.recipes')}: {basket.recipes.map((recipe) => recipe.name).join(', ')}
            </Text>
          )}
          {!onTick && (
            <Text size="sm" c="dimmed" className="chef-no-print">
              {t('basket.sharedReadOnly')}
            </Text>
          )}
          {basket.role === 'member' && basket.owner && (
            <Text size="sm" c="dimmed" data-testid="basket-owner">
              {t('household.ownedBy', { nickname: basket.owner.nickname })}
            </Text>
          )}
          {basket.role === 'owner' && basket.members.length > 0 && (
            <Text size="sm" c="dimmed" data-testid="basket-members">
              {t('household.members')}: {basket.members.map((member) => member.nickname).join(', ')}
            </Text>
          )}
        </div>
        <Group gap="xs" className="chef-no-print">
          {onTick && (
            <Button component={Link} to={`/shopBasket/editBasket?id=${basket.id}`} variant="light" data-testid="basket-edit">
              {t('basket.edit')}
            </Button>
          )}
          <Button variant="default" onClick={() => window.print()} data-testid="basket-print">
            {t('basket.print')}
          </Button>
          {basket.role === 'owner' && <ShareControl basketId={basket.id} />}
          {basket.role !== 'viewer' && <HouseholdPanel basket={basket} me={userInfo?.id} />}
        </Group>
      </Group>
      <BasketItems basket={basket} {...(onTick ? { onTick } : {})} />
    </Stack>
  );
}

function OwnBasket({ id }: { id: string | null }) {
  const { t } = useTranslation();
  const query = useBasketDetail(id);
  const pending = usePendingChanges(id ?? '');
  if (id === null || (query.error instanceof ApiError && query.error.code === 404)) {
    return (
      <Text c="dimmed" data-testid="basket-missing">
        {t('basket.notFound')}
      </Text>
    );
  }
  if (query.error) return <LoadError onRetry={() => void query.refetch()} />;
  if (!query.data) return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  const basketId = query.data.id;
  // Kept on the device first, shown at once, sent when the network allows (issue 31).
  return (
    <>
      <OfflineBanner />
      <BasketView
        basket={withPending(query.data, pending)}
        onTick={(item, checked) =>
          void makeChange(basketId, { kind: 'item', id: item.id, label: item.name, fields: { checked } }).catch((error: Error) =>
            toastError(error.message),
          )
        }
      />
    </>
  );
}

function SharedBasket({ token }: { token: string }) {
  const { t } = useTranslation();
  const query = useSharedBasket(token);
  if (query.error instanceof ApiError && query.error.code === 404) return <Text c="dimmed">{t('basket.shareNotFound')}</Text>;
  if (query.error) return <LoadError onRetry={() => void query.refetch()} />;
  if (!query.data) return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  return <BasketView basket={query.data} />;
}

/** An invitation link opened: the list and its owner, and a button to join (then the list itself). */
function JoinBasket({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useBasketInviteLink(token);
  const join = useJoinBasket();
  usePageTitle(t('household.joinTitle'));
  if (query.error instanceof ApiError && query.error.code === 404) return <Text c="dimmed">{t('household.inviteNotFound')}</Text>;
  if (query.error) return <LoadError onRetry={() => void query.refetch()} />;
  if (!query.data) return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  // The list takes the invitation's place, in the history and on the trail: "Cart › list", as any list's.
  const open = (id: string) => void navigate(`/shopBasket/basketDetail?id=${id}`, { replace: true, state: { replaceCrumb: true } });
  const { basket, owner, joined } = query.data;
  return (
    <Stack gap="md" align="flex-start" data-testid="basket-join">
      <Title order={1} size="h2">
        {t('household.joinTitle')}
      </Title>
      <Text>{t('household.joinText', { nickname: owner.nickname, name: basket.name })}</Text>
      {joined ? (
        <Button onClick={() => open(basket.id)}>{t('household.openList')}</Button>
      ) : (
        <Button
          loading={join.isPending}
          onClick={() =>
            join.mutate(
              { token },
              {
                onSuccess: ({ id }) => {
                  toastSuccess(t('household.joined'));
                  open(id);
                },
                onError: (error) => toastError(error.message),
              },
            )
          }
          data-testid="basket-join-button"
        >
          {t('household.join')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * /shopBasket/basketDetail: `?id=` one of my lists, or one shared with me (members tick and edit;
 * `?join=` an invitation link offers to join it) (ticking saves at once, other tabs follow through
 * BasketChanged); `?share=` a list someone shared, read-only, for anyone. Print shows the list alone
 * (basket.css hides the header, footer and controls).
 */
export default function BasketDetailPage() {
  const [params] = useSearchParams();
  const { token } = useSession();
  const share = params.get('share');
  if (share) return <SharedBasket token={share} />;
  if (!token) return <LoginInvite topic="lists" />;
  const join = params.get('join');
  if (join) return <JoinBasket token={join} />;
  return <OwnBasket id={params.get('id')} />;
}
