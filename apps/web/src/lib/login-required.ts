import type { enUS } from '@chef/shared';
import { showActionNotice } from './action-notice';
import { setSkipRoute } from './cookies';
import { t } from './i18n';
import { currentRoute, navigateTo } from './navigation';

/** To the login page, remembering this page so the login brings the visitor back (skip-route cookie). */
export function goToLogin(): void {
  setSkipRoute(currentRoute());
  navigateTo('/login');
}

/** What logging in opens on a page, in a dialog or for an action (the catalogue's loginInvite.*). */
export type LoginInviteTopic = keyof typeof enUS.loginInvite;

/**
 * A visitor tried something only users can do (rate, collect, plan...): say what logging in lets
 * them do here ("Log in to collect this recipe.", issue 28) and offer to log in, the same way an
 * expired session is offered a re-login (lib/login-failure).
 */
export function askToLogIn(topic: LoginInviteTopic): void {
  showActionNotice({
    id: 'login-required',
    color: 'brand',
    autoClose: 6000,
    text: t(`loginInvite.${topic}`),
    action: t('header.login'),
    onAction: goToLogin,
  });
}
