import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { BasketDetail, BasketPerson } from '@chef/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmPopup } from '../../../components/ConfirmPopup';
import { formatDate } from '../../../lib/dates';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';
import {
  inviteUrl,
  useBasketInvites,
  useInviteBasketLink,
  useInviteBasketMember,
  useLeaveBasket,
  useRemoveBasketMember,
  useRevokeBasketInvite,
} from '../api/household';

/** The owner's part: invite by account or link, the invitations waiting (withdraw), members (remove). */
function OwnerTools({ basket }: { basket: BasketDetail }) {
  const { t } = useTranslation();
  const invites = useBasketInvites(basket.id, true);
  const inviteMember = useInviteBasketMember();
  const inviteLink = useInviteBasketLink();
  const revoke = useRevokeBasketInvite();
  const [account, setAccount] = useState('');
  const [accountError, setAccountError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    inviteMember.mutate(
      { id: basket.id, account },
      {
        onSuccess: (invite) => {
          setAccount('');
          setAccountError(null);
          toastSuccess(t('household.invited', { nickname: invite.invitee?.nickname ?? account }));
        },
        onError: (error) => setAccountError(error.message),
      },
    );
  };
  return (
    <Stack gap="sm">
      <form onSubmit={submit}>
        <Group align="flex-end" gap="xs">
          <TextInput
            style={{ flex: 1 }}
            label={t('household.inviteByAccount')}
            value={account}
            onChange={(event) => setAccount(event.currentTarget.value)}
            error={accountError}
            data-testid="household-account"
          />
          <Button type="submit" loading={inviteMember.isPending} data-testid="household-invite">
            {t('household.invite')}
          </Button>
        </Group>
      </form>
      <Button
        variant="light"
        onClick={() => inviteLink.mutate({ id: basket.id }, { onError: (error) => toastError(error.message) })}
        loading={inviteLink.isPending}
        data-testid="household-create-link"
      >
        {t('household.createLink')}
      </Button>
      {(invites.data ?? []).map((invite) => (
        <Stack key={invite.id} gap={4} data-testid="household-invitation">
          {invite.token ? (
            <>
              <Text size="xs" c="dimmed">
                {t('household.linkHint', { date: formatDate(invite.expireTime) })}
              </Text>
              <TextInput readOnly value={inviteUrl(invite.token)} aria-label={t('household.createLink')} data-testid="household-link-url" />
            </>
          ) : (
            <Text size="sm">{t('household.pending', { nickname: invite.invitee?.nickname, date: formatDate(invite.expireTime) })}</Text>
          )}
          <Group gap="xs">
            {invite.token && (
              <CopyButton value={inviteUrl(invite.token)}>
                {({ copied, copy }) => (
                  <Button size="xs" onClick={copy}>
                    {copied ? t('basket.copied') : t('basket.copyLink')}
                  </Button>
                )}
              </CopyButton>
            )}
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() =>
                revoke.mutate(
                  { id: invite.id },
                  { onSuccess: () => toastSuccess(t('household.revoked')), onError: (error) => toastError(error.message) },
                )
              }
            >
              {t('household.revoke')}
            </Button>
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * A list's household: who is on it (owner first) and, for the owner, inviting and removing people;
 * for a member, leaving. Members edit the items; only the owner deletes the list or manages people.
 */
export function HouseholdPanel({ basket, me }: { basket: BasketDetail; me: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const owner = basket.role === 'owner';
  const remove = useConfirmedDelete<BasketPerson, { id: string; userId: string }>(
    useRemoveBasketMember(),
    (member) => ({ id: basket.id, userId: member.id }),
    'household.memberRemoved',
  );
  const leave = useConfirmedDelete<true, { id: string }>(
    useLeaveBasket(),
    () => ({ id: basket.id }),
    'household.left',
    () => navigate('/shopBasket'),
  );
  const name = (person: BasketPerson) => (person.id === me ? `${person.nickname} (${t('household.you')})` : person.nickname);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)} data-testid="household-open">
        {t('household.manage')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={owner ? t('household.manageTitle') : t('household.members')}>
        <Stack gap="md">
          {owner && <Text size="sm">{t('household.manageHint')}</Text>}
          <Stack gap={6} data-testid="household-members">
            {basket.owner && (
              <Text size="sm">
                {name(basket.owner)} · {t('household.owner')}
              </Text>
            )}
            {basket.members.map((member) => (
              <Group key={member.id} justify="space-between" data-testid="household-member">
                <Text size="sm">{name(member)}</Text>
                {owner && (
                  <Button size="xs" variant="subtle" color="red" onClick={() => remove.ask(member)} data-testid="household-remove">
                    {t('household.remove')}
                  </Button>
                )}
              </Group>
            ))}
            {basket.members.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('household.noMembers')}
              </Text>
            )}
          </Stack>
          {owner ? (
            <OwnerTools basket={basket} />
          ) : (
            <Button variant="light" color="red" onClick={() => leave.ask(true)} data-testid="household-leave">
              {t('household.leave')}
            </Button>
          )}
        </Stack>
      </Modal>
      <ConfirmPopup {...remove.dialog} message={t('household.removeConfirm', { nickname: remove.target?.nickname })} />
      <ConfirmPopup {...leave.dialog} message={t('household.leaveConfirm')} />
    </>
  );
}
