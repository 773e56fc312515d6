import { Loader, Stack, Text, Title } from '@mantine/core';
import type { InfoPageCode } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { useInfoPage } from '../api/qry-page';
import { InfoText } from './InfoText';

/** One content page (privacy, agreement, about), fetched in the UI's language. */
export function InfoDocument({ code, headingOrder = 2 }: { code: InfoPageCode; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  const page = useInfoPage(code);
  if (page.isLoading) return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  if (!page.data) {
    return (
      <Text c="dimmed" data-testid={`info-${code}`}>
        {t('infoPage.notFound')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="article" id={code} data-testid={`info-${code}`} lang={page.data.lang}>
      <Title order={headingOrder} size={headingOrder === 2 ? 'h3' : 'h4'}>
        {page.data.title}
      </Title>
      <Text size="xs" c="dimmed">
        {t('infoPage.updated', { date: page.data.updateTime.slice(0, 10) })}
      </Text>
      <InfoText body={page.data.body} />
    </Stack>
  );
}
