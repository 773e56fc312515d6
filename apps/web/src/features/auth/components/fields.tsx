import { PasswordInput, TextInput, type PasswordInputProps, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The mobile-number-or-e-mail field every auth form starts with. */
export function AccountInput(props: TextInputProps) {
  const { t } = useTranslation();
  return <TextInput label={t('login.account')} placeholder={t('login.account')} autoComplete="username" {...props} />;
}

/** A password being chosen: the rule is shown under it, and browsers may offer to generate one. */
export function NewPasswordInput({ label, ...props }: PasswordInputProps & { label: string }) {
  const { t } = useTranslation();
  return <PasswordInput label={label} placeholder={label} description={t('validation.password')} autoComplete="new-password" {...props} />;
}
