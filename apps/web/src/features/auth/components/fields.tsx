import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The mobile-number-or-e-mail field every auth form starts with. */
export function AccountInput(props: TextInputProps) {
  const { t } = useTranslation();
  return <TextInput label={t('login.account')} placeholder={t('login.account')} autoComplete="username" {...props} />;
}
