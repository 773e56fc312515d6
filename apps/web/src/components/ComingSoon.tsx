import { EmptyState } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChefHatIcon } from './icons';

/**
 * What a screen shows until its feature ships: an honest "coming soon", never placeholder data that
 * could be mistaken for real content.
 */
export function ComingSoon({ title }: { title?: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      data-testid="coming-soon"
      py="xl"
      variant="light"
      icon={<ChefHatIcon size={28} />}
      title={title ?? t('common.comingSoon')}
      description={t('common.comingSoonText')}
    />
  );
}
