import { maskPhone } from '@chef/shared';

/**
 * The account as the user sees it on any page. loginNo is the mobile number when the account has one,
 * and the spec never shows a full number (3 + **** + 4); an e-mail address is shown as it is.
 */
export function shownAccount(loginNo: string): string {
  return loginNo === '' || loginNo.includes('@') ? loginNo : maskPhone(loginNo);
}
