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

/**
 * The srcset of one of our images, its thumbnail (320 px, IMAGE_SMALL_MAX_SIDE) and its large copy
 * (`largeWidth` wide, at most IMAGE_LARGE_MAX_SIDE: 1080), so the browser picks the copy the screen
 * needs; undefined for a picture with one size (external), which then has only its src. `url` is the
 * large copy (the API's cover). The widths are written out rather than imported from limits.ts: the
 * import would cost the first view of /home a chunk import (format.test.ts checks they agree).
 */
export function imageSrcSet(url: string | null | undefined, largeWidth = 1080): string | undefined {
  const small = imageVariant(url, 'sm');
  return small && small !== url ? `${small} 320w, ${url} ${largeWidth}w` : undefined;
}

/**
 * How wide a home row's card (.chef-row, components/content.css) is shown (img sizes): a strip of
 * 168 px cards on a phone, else one of four columns of the 71.25em container (at most ~265 px). The
 * other pages' sizes are in image-sizes.ts, away from the first view's code, where this one and
 * BANNER_SIZES are.
 */
export const CARD_ROW_SIZES = '(max-width: 48em) 168px, 270px';

/** The widths a home banner is shown at (img sizes): most of a phone's width, else a column of 370px. */
export const BANNER_SIZES = '(max-width: 48em) 86vw, 370px';

/** A home banner's srcset: banners are drawn 1200 px wide (cover.design.ts). */
export function bannerSrcSet(url: string): string | undefined {
  return imageSrcSet(url, 1200);
}
