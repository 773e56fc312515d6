import { relativeTime } from '@chef/shared';
import { t } from './i18n';

/** Spec section 9: seconds, minutes, hours ago, else the date; worded in the current language. */
export function formatRelativeTime(time: string, now: Date = new Date()): string {
  const relative = relativeTime(time, now);
  return relative.unit === 'date' ? relative.value : t(`time.${relative.unit}`, { count: relative.value });
}
