import { t } from './i18n';

/** Minutes as shown on cards and the detail page: "45 min", "1 h", "1 h 30 min". */
export function cookingTimeParts(minutes: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.round(minutes));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

export function formatCookingTime(minutes: number): string {
  const parts = cookingTimeParts(minutes);
  if (parts.hours === 0) return t('recipe.time.minutes', { count: parts.minutes });
  if (parts.minutes === 0) return t('recipe.time.hours', { hours: parts.hours });
  return t('recipe.time.hoursMinutes', { hours: parts.hours, minutes: parts.minutes });
}
