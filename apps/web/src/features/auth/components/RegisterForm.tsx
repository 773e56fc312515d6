import { Anchor, Button, Checkbox, Stack } from '@mantine/core';
import { registerBodySchema, type LoginResult } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRegister } from '../api/register';
import { CodeField } from '../../../components/CodeField';
import { NewPasswordInput } from '../../../components/NewPasswordInput';
import { AccountInput } from './fields';
import { useApiForm } from '../../../lib/use-api-form';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are loaded with its code (@chef/shared i18n/on-demand.ts), not with the first view.
addOnDemandWords();

/** Each document opens as itself, outside the personal centre (a visitor has no centre yet). */
const DOCUMENT_PATHS = { agreement: '/agreement', privacy: '/privacy' } as const;

export function RegisterForm({ onRegistered }: { onRegistered: (result: LoginResult) => void }) {
  const { t } = useTranslation();
  const form = useApiForm({
    initial: { account: '', code: '', password: '', agree: false as boolean },
    schema: registerBodySchema,
    mutation: useRegister(),
    onSuccess: onRegistered,
  });

  const docLink = (code: keyof typeof DOCUMENT_PATHS) => (
    <Anchor component={Link} to={DOCUMENT_PATHS[code]} target="_blank" inherit>
      {t(`login.${code}`)}
    </Anchor>
  );

  return (
    <form onSubmit={form.submit} noValidate data-testid="register-form">
      <Stack gap="md">
        <AccountInput {...form.text('account')} />
        <CodeField
          account={form.values.account}
          scene="register"
          value={form.values.code}
          error={form.errors.code}
          onChange={(code) => form.setValue('code', code)}
          onAccountError={(message) => form.setError('account', message)}
        />
        <NewPasswordInput label={t('login.password')} {...form.text('password')} />
        <Checkbox
          checked={form.values.agree}
          onChange={(event) => form.setValue('agree', event.currentTarget.checked)}
          error={form.errors.agree}
          data-testid="register-agree"
          label={
            <>
              {t('login.agreePrefix')} {docLink('agreement')} {t('login.and')} {docLink('privacy')}
            </>
          }
        />
        <Button type="submit" size="md" fullWidth loading={form.pending}>
          {t('login.submitRegister')}
        </Button>
      </Stack>
    </form>
  );
}
