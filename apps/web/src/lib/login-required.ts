import { showActionNotice } from './action-notice';
import { setSkipRoute } from './cookies';
import { t } from './i18n';
import { currentRoute, navigateTo } from './navigation';

/** To the login page, remembering this page so the login brings the visitor back (skip-route cookie). */
export function goToLogin(): void {
  setSkipRoute(currentRoute());
  navigateTo('/login');
}

/**
 * A visitor tried something only users can do (rate, comment, collect...): say so and offer to log
 * in, the same way an expired session is offered a re-login (lib/login-failure).
 */
export function askToLogIn(): void {
  showActionNotice({
    id: 'login-required',
    color: 'brand',
    autoClose: 6000,
    text: t('review.loginRequired'),
    action: t('header.login'),
    onAction: goToLogin,
  });
}
