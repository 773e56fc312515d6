import {
  DEFAULT_UNIT_TYPE,
  UNIT_TYPE_PATTERN,
  isLanguage,
  parseUnitType,
  type Language,
  type UnitSetting,
  type UserInfo,
} from '@chef/shared';
import { updSetting } from './api/upd-setting';
import { changeUiLanguage, storedLanguage, t } from './i18n';
import { toastSuccess } from './notify';
import { isLoggedIn } from './session';
import { SESSION_KEYS, STORAGE_KEYS, local, session } from './storage';

/** Units as 'temperatureUnit-weightUnit' (spec section 3), '0-2' until the user picks otherwise. */
export function storedUnitType(): string {
  const value = local.get(STORAGE_KEYS.unitType);
  return value && UNIT_TYPE_PATTERN.test(value) ? value : DEFAULT_UNIT_TYPE;
}

/** Read once per page load: a change reloads the page (spec section 4), so it never changes under us. */
export function unitSetting(): UnitSetting {
  return parseUnitType(storedUnitType());
}

/** Saving on the server is best effort: the switch itself must work offline and for visitors. */
async function saveForUser(body: { language?: Language; unitType?: string }): Promise<void> {
  if (!isLoggedIn()) return;
  await updSetting(body).catch(() => undefined);
}

export async function changeUnitType(unitType: string): Promise<void> {
  if (!UNIT_TYPE_PATTERN.test(unitType) || unitType === storedUnitType()) return;
  local.set(STORAGE_KEYS.unitType, unitType);
  await saveForUser({ unitType });
  window.location.reload();
}

/**
 * Spec section 4: set the language, say 'Switch Language Success', go home and reload. The toast is
 * left in sessionStorage and shown by the freshly loaded page, in the new language.
 */
export async function switchLanguage(language: Language): Promise<void> {
  if (language === storedLanguage()) return;
  local.set(STORAGE_KEYS.language, language);
  await saveForUser({ language });
  session.set(SESSION_KEYS.flash, 'toast.switchLanguage');
  window.location.assign('/home');
}

/** Shows the toast a previous page left for this one (see switchLanguage). */
export function showFlashToast(): void {
  const key = session.get(SESSION_KEYS.flash);
  if (!key) return;
  session.remove(SESSION_KEYS.flash);
  toastSuccess(t(key));
}

/** After a login the server's saved settings win over whatever this browser had. */
export async function adoptUserSettings(userInfo: UserInfo): Promise<void> {
  if (UNIT_TYPE_PATTERN.test(userInfo.unitType)) local.set(STORAGE_KEYS.unitType, userInfo.unitType);
  if (isLanguage(userInfo.language) && userInfo.language !== storedLanguage()) {
    local.set(STORAGE_KEYS.language, userInfo.language);
    await changeUiLanguage(userInfo.language).catch(() => undefined);
  }
}
