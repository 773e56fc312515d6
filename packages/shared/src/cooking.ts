import type { Ingredient, Step } from './schemas/content.js';

/**
 * Pure helpers of cooking a recipe step by step (the appliance's live view and the browser's cook
 * mode): which ingredients a step's text names, and the times it mentions.
 */

/** Words that describe rather than name an ingredient: "fresh ginger" is named by "ginger". */
const DESCRIBING = new Set(['fresh', 'ground', 'dried', 'chopped', 'large', 'small', 'whole', 'plain', 'light', 'dark', 'extra', 'virgin']);
const stem = (word: string) => word.replace(/(?:es|s)$/, '');

/**
 * The ingredients a step's text names, in the recipe's order. An English name matches when its
 * words' stems (plural "s"/"es" dropped; describing words skipped) appear in the text; a Chinese name
 * (no spaces between words) matches when the text contains it.
 */
export function ingredientsNamedIn<T extends Pick<Ingredient, 'name'>>(text: string, ingredients: readonly T[]): T[] {
  const lower = text.toLowerCase();
  const words = new Set((lower.match(/[a-z]+/g) ?? []).map(stem));
  return ingredients.filter((ingredient) => {
    const name = ingredient.name.toLowerCase().trim();
    if (!name) return false;
    if (!/[a-z]/.test(name)) return lower.includes(name);
    const own = (name.match(/[a-z]+/g) ?? []).filter((word) => word.length >= 3 && !DESCRIBING.has(word)).map(stem);
    return own.length > 0 && own.some((word) => words.has(word));
  });
}

/** A time a step's text mentions: seconds (the lower end of a range), and the text it was read from. */
export interface TextTime {
  seconds: number;
  /** The upper end of a range ("5-10 min": 600), else absent. */
  maxSeconds?: number;
  /** The words as written ("5-10 min"), shown beside the timer. */
  text: string;
}

const EN_UNITS: Record<string, number> = {
  h: 3600,
  hr: 3600,
  hrs: 3600,
  hour: 3600,
  hours: 3600,
  m: 60,
  min: 60,
  mins: 60,
  minute: 60,
  minutes: 60,
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
};
const ZH_UNITS: Record<string, number> = { 小时: 3600, 个小时: 3600, 钟头: 3600, 个钟头: 3600, 分钟: 60, 分: 60, 秒钟: 1, 秒: 1 };
const ZH_DIGITS: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };

const NUMBER = String.raw`(\d+(?:\.\d+)?|[一两二三四五六七八九十]+|半)`;
const EN_UNIT = String.raw`(hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)\b`;
const ZH_UNIT = '(个小时|小时|个钟头|钟头|分钟|分|秒钟|秒)';
// One amount with its unit; "1 hr 30 min" and "1小时20分" are two amounts read as one time.
const PART = String.raw`${NUMBER}\s*(?:(?:-|–|~|to|至|到)\s*${NUMBER}\s*)?(?:${EN_UNIT}|${ZH_UNIT})`;
const TIME = new RegExp(String.raw`(?:${PART})(?:\s*(?:and\s*)?(?:${PART}))?`, 'gi');
const PART_ONE = new RegExp(PART, 'i');

function numberOf(text: string): number {
  if (text === '半') return 0.5;
  if (/^\d/.test(text)) return Number(text);
  // 十 10, 十五 15, 二十 20, 二十五 25, 两 2.
  const [tens, ones] = text.includes('十') ? text.split('十') : ['', text];
  const ten = text.includes('十') ? (tens ? (ZH_DIGITS[tens] ?? 0) : 1) * 10 : 0;
  return ten + (ones ? (ZH_DIGITS[ones] ?? 0) : 0);
}

function partSeconds(part: string): { low: number; high?: number } | null {
  const match = PART_ONE.exec(part);
  if (!match) return null;
  const [, low, high, enUnit, zhUnit] = match;
  const unit = enUnit ? EN_UNITS[enUnit.toLowerCase()] : zhUnit ? ZH_UNITS[zhUnit] : undefined;
  if (!unit || !low) return null;
  return { low: numberOf(low) * unit, ...(high ? { high: numberOf(high) * unit } : {}) };
}

/**
 * The times a step's text mentions, in order: English "10 minutes", "1 hr 30 min", "5-10 min" (5
 * minutes, the range kept), Chinese "3分钟", "半小时", "10秒", "1小时20分", "十五分钟". Numbers
 * without a time unit ("2 eggs", "350 °F", "step 3") are not times.
 */
export function timesInText(text: string): TextTime[] {
  const found: TextTime[] = [];
  for (const match of text.matchAll(TIME)) {
    const written = match[0].trim();
    // Split the (at most two) amounts again: the regular expression above only finds where they are.
    const parts = [...written.matchAll(new RegExp(PART, 'gi'))].map((m) => partSeconds(m[0]));
    if (parts.some((part) => part === null) || parts.length === 0) continue;
    let low = 0;
    let high = 0;
    for (const part of parts) {
      low += part!.low;
      high += part!.high ?? part!.low;
    }
    // "十分" alone is "very" (十分好吃), not ten minutes: a bare 分 counts after digits or another unit.
    if (parts.length === 1 && /^[一两二三四五六七八九十]+分$/.test(written)) continue;
    const seconds = Math.round(low);
    if (seconds <= 0) continue;
    found.push({ seconds, text: written, ...(high > low ? { maxSeconds: Math.round(high) } : {}) });
  }
  return found;
}

/**
 * The timers a step offers: its machine duration (shown without words), then the times its title and
 * description mention, a time the duration already gives left out.
 */
export function timesOfStep(step: Pick<Step, 'title' | 'description' | 'duration'>): TextTime[] {
  const inText = timesInText(`${step.title} ${step.description}`);
  const duration = step.duration;
  if (!duration || duration <= 0) return inText;
  return [{ seconds: duration, text: '' }, ...inText.filter((time) => time.seconds !== duration)];
}
