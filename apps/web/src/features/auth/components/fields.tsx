import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are loaded with its code (@chef/shared i18n/on-demand.ts), not with the first view.
addOnDemandWords();

/** The mobile-number-or-e-mail field every auth form starts with. */
export function AccountInput(props: TextInputProps) {
  const { t } = useTranslation();
  return <TextInput label={t('login.account')} placeholder={t('login.account')} autoComplete="username" {...props} />;
}
