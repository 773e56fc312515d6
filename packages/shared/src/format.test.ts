import { describe, expect, it } from 'vitest';
import { IMAGE_LARGE_MAX_SIDE, IMAGE_SMALL_MAX_SIDE } from './limits.js';
import { bannerSrcSet, imageSrcSet, imageVariant, maskEmail, maskPhone, relativeTime } from './format.js';

describe('maskEmail', () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmail('alice@example.com')).toBe('a***@example.com');
    expect(maskEmail('a@b.cn')).toBe('a***@b.cn');
  });

  it('masks a value without a name part whole', () => {
    expect(maskEmail('@x')).toBe('**');
  });
});

/** Spec section 9: phone numbers masked as first 3 digits + **** + last 4. */
describe('maskPhone', () => {
  it('masks a mainland mobile number as 3 + **** + 4', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });

  it('masks an E.164 number, keeping its first 3 characters and last 4 digits', () => {
    expect(maskPhone('+447911123456')).toBe('+44****3456');
    expect(maskPhone('+8613812345678')).toBe('+86****5678');
  });

  it('always puts exactly four stars in the middle, whatever the length', () => {
    expect(maskPhone('12345678')).toBe('123****5678');
    expect(maskPhone('+123456789012345')).toBe('+12****2345');
  });

  it('never shows the hidden middle digits', () => {
    const masked = maskPhone('13899990000');
    expect(masked).not.toContain('9999');
  });

  it('trims surrounding spaces before masking', () => {
    expect(maskPhone('  13812345678 ')).toBe('138****5678');
  });

  it.each(['1234567', '123', '1', '+123456'])('masks the short input %j entirely', (input) => {
    const masked = maskPhone(input);
    expect(masked).toBe('*'.repeat(input.length));
    expect(masked).not.toMatch(/\d/);
  });

  it('returns an empty string for an empty input', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('   ')).toBe('');
  });
});

/** Spec section 9: under 60 s seconds, under 1 hour minutes, under 1 day hours, older the date. */
describe('relativeTime', () => {
  // Local wall-clock dates, so the expected YYYY-MM-DD does not depend on the machine's time zone.
  const now = new Date(2024, 5, 15, 12, 0, 0);
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it.each([
    [0, 'justNow', 0],
    [9, 'justNow', 9],
    [10, 'seconds', 10],
    [59, 'seconds', 59],
    [60, 'minutes', 1],
    [119, 'minutes', 1],
    [120, 'minutes', 2],
    [3599, 'minutes', 59],
    [3600, 'hours', 1],
    [7199, 'hours', 1],
    [86_399, 'hours', 23],
  ])('words %d s ago in %s (%d)', (seconds, unit, value) => {
    expect(relativeTime(ago(seconds), now)).toEqual({ unit, value });
  });

  it('switches to the date at exactly one day (86400 s) as YYYY-MM-DD', () => {
    expect(relativeTime(ago(86_400), now)).toEqual({ unit: 'date', value: '2024-06-14' });
  });

  it('shows older times as the zero-padded date of the time itself', () => {
    expect(relativeTime(new Date(2023, 0, 5, 8, 30), now)).toEqual({ unit: 'date', value: '2023-01-05' });
    expect(relativeTime(new Date(2024, 10, 30, 23, 59, 59), new Date(2024, 11, 25))).toEqual({
      unit: 'date',
      value: '2024-11-30',
    });
  });

  it('counts whole seconds, ignoring milliseconds', () => {
    expect(relativeTime(new Date(now.getTime() - 59_999), now)).toEqual({ unit: 'seconds', value: 59 });
    expect(relativeTime(new Date(now.getTime() - 60_000), now)).toEqual({ unit: 'minutes', value: 1 });
  });

  it('accepts an ISO string as the time', () => {
    expect(relativeTime(ago(90).toISOString(), now)).toEqual({ unit: 'minutes', value: 1 });
  });

  it('rejects negative ages: a time in the future (clock skew) reads as just now', () => {
    expect(relativeTime(new Date(now.getTime() + 5000), now)).toEqual({ unit: 'justNow', value: 0 });
  });

  it('uses the current clock when no "now" is given', () => {
    expect(relativeTime(new Date(Date.now() - 30 * 60_000))).toEqual({ unit: 'minutes', value: 30 });
  });
});

describe('imageVariant', () => {
  it('gives the thumbnail beside one of our WebP images', () => {
    expect(imageVariant('/media/recipe/2026/11/a1b2.webp', 'sm')).toBe('/media/recipe/2026/11/a1b2.sm.webp');
    expect(imageVariant('https://cdn.example.com/x/y.webp', 'sm')).toBe('https://cdn.example.com/x/y.sm.webp');
  });

  it('keeps the large image, other formats and missing images as they are', () => {
    expect(imageVariant('/media/a.webp', 'lg')).toBe('/media/a.webp');
    expect(imageVariant('/media/a.sm.webp', 'sm')).toBe('/media/a.sm.webp');
    expect(imageVariant('https://example.com/a.jpg', 'sm')).toBe('https://example.com/a.jpg');
    expect(imageVariant(null, 'sm')).toBeNull();
  });
});

describe('imageSrcSet', () => {
  it('offers the thumbnail and the large copy of one of our images', () => {
    expect(imageSrcSet('/media/recipe/a1.webp')).toBe('/media/recipe/a1.sm.webp 320w, /media/recipe/a1.webp 1080w');
    // The widths are the upload's sizes (limits.ts), written out in format.ts.
    expect(imageSrcSet('/a.webp')).toBe(`/a.sm.webp ${IMAGE_SMALL_MAX_SIDE}w, /a.webp ${IMAGE_LARGE_MAX_SIDE}w`);
    expect(imageSrcSet('https://cdn.example.com/x.webp', 1200)).toBe(
      'https://cdn.example.com/x.sm.webp 320w, https://cdn.example.com/x.webp 1200w',
    );
  });

  it('gives nothing for a picture with one size or none', () => {
    expect(imageSrcSet('https://example.com/a.jpg')).toBeUndefined();
    expect(imageSrcSet(null)).toBeUndefined();
    expect(imageSrcSet('')).toBeUndefined();
    // A thumbnail has no larger copy to offer.
    expect(imageSrcSet('/media/recipe/a1.sm.webp')).toBeUndefined();
  });

  it('is what a banner uses, at the banner width', () => {
    expect(bannerSrcSet('/media/adv/b.webp')).toBe('/media/adv/b.sm.webp 320w, /media/adv/b.webp 1200w');
    expect(bannerSrcSet('https://example.com/b.png')).toBeUndefined();
  });
});
