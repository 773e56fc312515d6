import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import './content.css';

/** A read failed (network, server): say so in the user's language and offer to try again. */
export function LoadError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="chef-load-error" role="alert" data-testid="load-error">
      <span>{message ?? t('recipe.loadError')}</span>
      <Button variant="light" size="compact-sm" onClick={onRetry}>
        {t('recipe.retry')}
      </Button>
    </div>
  );
}
