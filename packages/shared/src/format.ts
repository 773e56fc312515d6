/** Formatters shared by the web app and the server (e-mail, SEO). Pure: no DOM, no Node APIs. */

/** First 3 digits + **** + last 4 (spec section 9). Shorter inputs are masked whole. */
export function maskPhone(phone: string): string {
  const digits = phone.trim();
  if (digits.length < 8) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
}

/** The first character of the name, ***, then the domain: enough for staff to tell accounts apart. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '*'.repeat(email.length);
  return `${email[0]}***${email.slice(at)}`;
}

export type RelativeTime = { unit: 'justNow' | 'seconds' | 'minutes' | 'hours'; value: number } | { unit: 'date'; value: string };

/**
 * Under 10 s: just now (value: the seconds); under 60 s: seconds; under an hour: minutes; under a
 * day: hours; older: the date (YYYY-MM-DD, local to the viewer's clock). Returns parts so each
 * language words them its own way, with its plural rules (i18next `_one`/`_other` keys of `time.*`).
 */
export function relativeTime(time: Date | string, now: Date = new Date()): RelativeTime {
  const then = typeof time === 'string' ? new Date(time) : time;
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  if (seconds < 10) return { unit: 'justNow', value: seconds };
  if (seconds < 60) return { unit: 'seconds', value: seconds };
  if (seconds < 3600) return { unit: 'minutes', value: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { unit: 'hours', value: Math.floor(seconds / 3600) };
  const pad = (n: number) => String(n).padStart(2, '0');
  return { unit: 'date', value: `${then.getFullYear()}-${pad(then.getMonth() + 1)}-${pad(then.getDate())}` };
}

/**
 * A wait in whole units, rounded up so "try again in" is never too early: seconds under a minute,
 * minutes under an hour, hours beyond (the `wait.*` keys of the catalogues word it).
 */
export function waitTime(seconds: number): { unit: 'seconds' | 'minutes' | 'hours'; value: number } {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return { unit: 'seconds', value: s };
  if (s < 3600) return { unit: 'minutes', value: Math.ceil(s / 60) };
  return { unit: 'hours', value: Math.ceil(s / 3600) };
}

/**
 * Our images are WebP with a small copy beside them: `<name>.webp` (large) and `<name>.sm.webp`
 * (thumbnail, for lists). Other URLs (external, or not ours) are returned unchanged.
 */
export function imageVariant(url: string | null | undefined, size: 'sm' | 'lg'): string | null {
  if (!url) return null;
  if (size === 'lg' || !url.endsWith('.webp') || url.endsWith('.sm.webp')) return url;
  return `${url.slice(0, -'.webp'.length)}.sm.webp`;
}

/** The widths a home banner is shown at (img sizes): most of a phone's width, else a column of 370px. */
export const BANNER_SIZES = '(max-width: 48em) 86vw, 370px';

/** A home banner's srcset (its thumbnail and large copy), or undefined for a picture with one size. */
export function bannerSrcSet(url: string): string | undefined {
  const small = imageVariant(url, 'sm');
  return small && small !== url ? `${small} 320w, ${url} 1200w` : undefined;
}
