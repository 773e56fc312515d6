import { currentLanguage } from './i18n';

/** Creating a date format is costly: one per language and set of options. */
const formats = new Map<string, Intl.DateTimeFormat>();

/** A date as the reader's language writes it ("Nov 22, 2026", "2026年11月22日"). */
export function formatDate(iso: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = `${currentLanguage()} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(currentLanguage(), options);
    formats.set(key, format);
  }
  return format.format(date);
}

/**
 * A date as YYYY-MM-DD on the reader's clock, the spec's date format (section 9, relative time):
 * for cards, where creating a localised format (tens of ms the first time) would slow the first view.
 */
export function shortDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
