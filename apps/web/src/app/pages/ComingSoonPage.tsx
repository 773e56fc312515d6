import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { ComingSoon } from '../../components/ComingSoon';
import { currentTitleKey } from '../route-handle';

/** Stands in for every page a later issue delivers; titled after its route. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const titleKey = currentTitleKey(useMatches());
  return (
    <section>
      {titleKey && (
        <Title order={2} size="h3" mb="md">
          {t(titleKey)}
        </Title>
      )}
      <ComingSoon />
    </section>
  );
}
