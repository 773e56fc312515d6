import { z } from 'zod';

/**
 * The one rule for text people type and others read (issue 25): names, titles, comments, feedback,
 * recipe texts and search keywords all start from line() or prose() instead of z.string().
 *
 * - refused with 'validation.badCharacters' (a 400 naming the field): lone surrogates (JSON lets a
 *   client send "\ud800"; stored, it turned into U+FFFD), control characters (NUL, escape...; line()
 *   also refuses tab and line breaks) and the bidirectional overrides and isolates that make text
 *   read in another order than it is stored (U+202A-U+202E, U+2066-U+2069);
 * - text made only of invisible characters (zero-width spaces and joiners, the Hangul filler U+3164,
 *   the blank Braille pattern U+2800, variation selectors, spaces) becomes '', so "required" applies.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex -- the same, keeping tab and line breaks in multi-line text
const CONTROL_PROSE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class -- each combining mark is matched on its own, on purpose
  /[\s\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u2060-\u2064\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0]|\uDB40[\uDD00-\uDDEF]/g;

/** Whether a text has any character a reader can see. */
export const isVisibleText = (value: string) => value.replace(INVISIBLE, '') !== '';

/** Whether a text is free of what the rule refuses (lone surrogates, controls, bidi overrides). */
export const isCleanText = (value: string, multiline = false) =>
  !LONE_SURROGATE.test(value) && !(multiline ? CONTROL_PROSE : CONTROL_LINE).test(value);

const base = (multiline: boolean, params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .refine((value) => isCleanText(value, multiline), 'validation.badCharacters')
    .overwrite((value) => (isVisibleText(value) ? value : ''));

/** One line: names, titles, keywords. */
export const lineText = (params?: Parameters<typeof z.string>[0]) => base(false, params);
/** Several lines: descriptions, comments, feedback, tips. */
export const proseText = (params?: Parameters<typeof z.string>[0]) => base(true, params);
