import 'dayjs/locale/zh-cn';
import { MEALS, addDays, type Meal } from '@chef/shared';
import dayjs from 'dayjs';

export const DAY = 'YYYY-MM-DD';
export { MEALS, type Meal };

/** The viewer's own today (spec 5, "today or later", is judged by the server for any time zone). */
export const localToday = () => dayjs().format(DAY);

/** dayjs's locale for the interface language. */
export const dayLocale = (language: string) => (language === 'zh-CN' ? 'zh-cn' : 'en');

/** "Thursday, Nov 26" / "星期四 11月26日": a plan day as the user reads it. */
export function dayLabel(date: string, language: string): string {
  const locale = dayLocale(language);
  return dayjs(date)
    .locale(locale)
    .format(locale === 'zh-cn' ? 'dddd M月D日' : 'dddd, MMM D');
}

/** "Nov 26" / "11月26日". */
export function shortDay(date: string, language: string): string {
  const locale = dayLocale(language);
  return dayjs(date)
    .locale(locale)
    .format(locale === 'zh-cn' ? 'M月D日' : 'MMM D');
}

/** count days from a date on. */
export const daysFrom = (from: string, count: number) => Array.from({ length: count }, (_, i) => addDays(from, i));
