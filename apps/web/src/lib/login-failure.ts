import { showActionNotice } from './action-notice';
import { setSkipRoute } from './cookies';
import { t } from './i18n';
import { currentRoute, navigateTo } from './navigation';
import { clearSession } from './session';

/**
 * A missing, invalid or expired token (spec section 4): forget the session, remember where the user
 * was, and offer to log in again. One notification however many calls fail at once.
 */
export function handleLoginFailure(): void {
  clearSession();
  if (!window.location.pathname.startsWith('/login')) setSkipRoute(currentRoute());
  showActionNotice({
    id: 'login-failure',
    color: 'red',
    autoClose: 8000,
    text: t('toast.loginFailure'),
    action: t('toast.relogin'),
    onAction: () => navigateTo('/login'),
  });
}
