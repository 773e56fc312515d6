import { Button, EmptyState } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <EmptyState data-testid="not-found" py="xl" title={t('route.notFound')} description={t('common.notFoundText')}>
      <EmptyState.Actions>
        <Button component={Link} to="/home">
          {t('common.backHome')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
