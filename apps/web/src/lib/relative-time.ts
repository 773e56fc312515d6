import { relativeTime } from '@chef/shared';
import { t } from './i18n';

/**
 * Spec section 9: just now (under 10 s), seconds, minutes, hours ago, else the date; worded in the
 * current language with its plural rules ("1 minute ago", "2 minutes ago").
 */
export function formatRelativeTime(time: string, now: Date = new Date()): string {
  const relative = relativeTime(time, now);
  if (relative.unit === 'date') return relative.value;
  if (relative.unit === 'justNow') return t('time.justNow');
  return t(`time.${relative.unit}`, { count: relative.value });
}
