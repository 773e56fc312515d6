import { Badge, Button, Checkbox, Group, PasswordInput, Stack, Switch, Table, TextInput, Title } from '@mantine/core';
import { addStaffBodySchema, STAFF_ROLES, type StaffAccount, type StaffRole } from '@chef/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPopup } from '../../../components/ConfirmPopup';
import { QueryState } from '../../../components/QueryState';
import { toastError, toastSuccess } from '../../../lib/notify';
import { addOnDemandWords } from '../../../lib/on-demand-words';
import { useApiForm } from '../../../lib/use-api-form';
import { useAddStaff, useDelStaff, useDelStaffTotp, useStaffAccounts, useUpdStaff } from '../api/staff';
import { useStaffSession } from '../lib/staff-session';

addOnDemandWords();

/** The four roles as checkboxes (at least one is required; the server says so on the field). */
function RolePicker({
  value,
  onChange,
  error,
  label,
}: {
  value: string[];
  onChange: (roles: string[]) => void;
  error?: string | undefined;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group label={label} value={value} onChange={onChange} error={error} data-testid="staff-roles">
      <Group gap="sm" mt={4}>
        {STAFF_ROLES.map((role) => (
          <Checkbox key={role} value={role} label={t(`staff.role.${role}`)} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

function AddStaffForm() {
  const { t } = useTranslation();
  const form = useApiForm({
    initial: { email: '', name: '', password: '', roles: [] as string[] },
    schema: addStaffBodySchema,
    mutation: useAddStaff(),
    onSuccess: () => {
      toastSuccess(t('staff.saved'));
      form.setValue('email', '');
      form.setValue('name', '');
      form.setValue('password', '');
      form.setValue('roles', []);
    },
  });
  return (
    <form onSubmit={form.submit} noValidate data-testid="staff-add-form">
      <Stack gap="sm" maw={520}>
        <Title order={4}>{t('staff.add')}</Title>
        <TextInput label={t('staff.email')} autoComplete="off" {...form.text('email')} />
        <TextInput label={t('staff.name')} {...form.text('name')} />
        <PasswordInput
          label={t('staff.password')}
          description={t('validation.password')}
          autoComplete="new-password"
          {...form.text('password')}
        />
        <RolePicker
          label={t('staff.roles')}
          value={form.values.roles}
          onChange={(roles) => form.setValue('roles', roles)}
          error={form.errors.roles}
        />
        <Button type="submit" loading={form.pending} style={{ alignSelf: 'flex-start' }}>
          {t('staff.create')}
        </Button>
      </Stack>
    </form>
  );
}

/** One account's row: roles and state are edited in place and saved together; remove after a confirm. */
function StaffRow({ account, isMe }: { account: StaffAccount; isMe: boolean }) {
  const { t } = useTranslation();
  const [roles, setRoles] = useState<string[]>(account.roles);
  const [disabled, setDisabled] = useState(account.disabled);
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const update = useUpdStaff();
  const remove = useDelStaff();
  const resetTwoFactor = useDelStaffTotp();
  const changed = disabled !== account.disabled || [...roles].sort().join() !== [...account.roles].sort().join();
  const save = () =>
    update.mutate(
      { id: account.id, roles: roles as StaffRole[], disabled },
      { onSuccess: () => toastSuccess(t('staff.saved')), onError: (error) => toastError(error.message) },
    );
  return (
    <Table.Tr data-testid="staff-row" data-email={account.email}>
      <Table.Td>
        {account.name} · {account.email} {isMe && <Badge variant="light">{t('staff.you')}</Badge>}
      </Table.Td>
      <Table.Td>
        {isMe ? account.roles.map((role) => t(`staff.role.${role}`)).join(', ') : <RolePicker label="" value={roles} onChange={setRoles} />}
      </Table.Td>
      <Table.Td>
        {isMe ? (
          <Badge color="teal" variant="light">
            {t('staff.active')}
          </Badge>
        ) : (
          <Switch label={t('staff.disabled')} checked={disabled} onChange={(event) => setDisabled(event.currentTarget.checked)} />
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Badge color={account.twoFactor ? 'teal' : 'gray'} variant="light" data-testid="staff-2fa-state">
            {t('staff.twoFactor.column')}: {account.twoFactor ? '✓' : '—'}
          </Badge>
          {!isMe && account.twoFactor && (
            <>
              <Button size="xs" variant="subtle" onClick={() => setResetting(true)}>
                {t('staff.twoFactor.reset')}
              </Button>
              <ConfirmPopup
                opened={resetting}
                loading={resetTwoFactor.isPending}
                message={t('staff.twoFactor.resetConfirm', { email: account.email })}
                onCancel={() => setResetting(false)}
                onConfirm={() =>
                  resetTwoFactor.mutate(account.id, {
                    onSuccess: () => (setResetting(false), toastSuccess(t('staff.twoFactor.resetDone'))),
                    onError: (error) => (setResetting(false), toastError(error.message)),
                  })
                }
              />
            </>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        {!isMe && (
          <Group gap="xs">
            <Button size="xs" disabled={!changed} loading={update.isPending} onClick={save}>
              {t('staff.save')}
            </Button>
            <Button size="xs" color="red" variant="light" onClick={() => setConfirming(true)}>
              {t('staff.remove')}
            </Button>
            <ConfirmPopup
              opened={confirming}
              loading={remove.isPending}
              message={t('staff.removeConfirm', { email: account.email })}
              onCancel={() => setConfirming(false)}
              onConfirm={() =>
                remove.mutate(account.id, {
                  onSuccess: () => setConfirming(false),
                  onError: (error) => (setConfirming(false), toastError(error.message)),
                })
              }
            />
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Staff (admins only): every account with its roles and state, and a form to create one. */
export default function StaffPage() {
  const { t } = useTranslation();
  const me = useStaffSession()?.staffInfo.id;
  const query = useStaffAccounts();
  return (
    <Stack gap="lg" data-testid="console-staff-accounts">
      <Title order={2}>{t('staff.title')}</Title>
      <QueryState query={query}>
        {(accounts) => (
          <Table>
            <Table.Tbody>
              {accounts.map((account) => (
                // Keyed by the saved state too: after a save the row starts from what the server holds.
                <StaffRow
                  key={`${account.id}-${account.roles.join()}-${account.disabled}-${account.twoFactor}`}
                  account={account}
                  isMe={account.id === me}
                />
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
      <AddStaffForm />
    </Stack>
  );
}
