import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import './content.css';

/**
 * A read failed (network, server): say so in the user's language and offer to try again. Offline
 * (issue 31: a page never opened, shown by the service worker's app shell) it says so instead.
 */
export function LoadError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  // The server renders as online (Node 20 has no navigator).
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <div className="chef-load-error" role="alert" data-testid="load-error">
      <span data-testid={offline ? 'offline-page' : undefined}>{offline ? t('recipe.offline') : (message ?? t('recipe.loadError'))}</span>
      <Button variant="light" size="compact-sm" onClick={onRetry}>
        {t('recipe.retry')}
      </Button>
    </div>
  );
}
