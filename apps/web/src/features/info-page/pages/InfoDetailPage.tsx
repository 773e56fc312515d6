import { Anchor, Divider, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InfoDocument } from '../components/InfoDocument';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are loaded with its code (@chef/shared i18n/on-demand.ts), not with the first view.
addOnDemandWords();

/**
 * The privacy agreement page: the privacy policy and the user registration agreement (the register
 * form links here). Open to visitors: they read it before registering.
 */
export default function InfoDetailPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Group gap="md" component="nav" aria-label={t('route.infoDetail')}>
        <Anchor href="#privacy" size="sm">
          {t('login.privacy')}
        </Anchor>
        <Anchor href="#agreement" size="sm">
          {t('login.agreement')}
        </Anchor>
      </Group>
      <InfoDocument code="privacy" />
      <Divider />
      <InfoDocument code="agreement" />
    </Stack>
  );
}
