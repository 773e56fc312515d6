import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A password being chosen: the rule is shown under it, and browsers may offer to generate one. */
export function NewPasswordInput({ label, ...props }: PasswordInputProps & { label: string }) {
  const { t } = useTranslation();
  return <PasswordInput label={label} placeholder={label} description={t('validation.password')} autoComplete="new-password" {...props} />;
}
