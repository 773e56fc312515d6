import { createHash } from 'node:crypto';
import { drawLine, missingGlyphs, prepareFonts, textEms, type DrawnLine } from './cover.font.js';

/**
 * Generated covers of seeded content (nothing can be downloaded here): a colour per category, a soft
 * gradient and pattern, the dish name in large type, the category small. Rendered on demand from SVG
 * to WebP by cover.service.ts; this file is the design (names, URLs, layout, SVG), with the type drawn
as outlines of the bundled font (cover.font.ts): no machine font is ever involved.
 *
 * URLs: `<PUBLIC_URL>/covers/<kind>/<id>-<hash>.webp` (large) and `...-<hash>.sm.webp` (320 px wide),
 * so imageVariant() works on them like on uploads. The hash covers what the picture shows (title,
 * label, palette) and the design version: a renamed recipe gets a new URL, so the year-long immutable
 * cache never shows a stale name.
 */

export const COVER_KINDS = ['recipe', 'article', 'banner'] as const;
export type CoverKind = (typeof COVER_KINDS)[number];

/**
 * Bump when the design or the renderer changes: every URL changes with it, and refreshCoverUrls()
 * rewrites the stored URLs at start, so pictures drawn by an older renderer are never shown again.
 * 2: text drawn as outlines of the bundled Noto Sans SC (1 relied on the machine's fonts).
 * 3: recipe and article covers without their title (the card prints it right below), varied per item.
 */
export const DESIGN_VERSION = 3;

/** Recipe covers are square (the spec's 750*750); articles 4:3; banners 3:1. Thumbnails are 320 px wide. */
export const COVER_SIZES: Record<CoverKind, { width: number; height: number }> = {
  recipe: { width: 750, height: 750 },
  article: { width: 960, height: 720 },
  banner: { width: 1200, height: 400 },
};
export const COVER_THUMB_WIDTH = 320;

export interface CoverSubject {
  /** The dish name, article title or banner text. */
  title: string;
  /** Small line above the title: the category (in the content's language), a tag... */
  label: string;
  /** Picks the palette: a category code, or anything stable. */
  paletteKey: string;
  /** Varies the pattern between items of one palette (a recipe's name), so a row of one category is not one picture repeated. */
  variant?: string;
}

export function coverHash(kind: CoverKind, subject: CoverSubject): string {
  return createHash('sha256')
    .update(`${DESIGN_VERSION}\n${kind}\n${subject.title}\n${subject.label}\n${subject.paletteKey}\n${subject.variant ?? ''}`)
    .digest('hex')
    .slice(0, 10);
}

export function coverPath(kind: CoverKind, id: number, subject: CoverSubject): string {
  return `/covers/${kind}/${id}-${coverHash(kind, subject)}.webp`;
}

export function coverUrl(publicUrl: string, kind: CoverKind, id: number, subject: CoverSubject): string {
  return `${publicUrl}${coverPath(kind, id, subject)}`;
}

/**
 * What a recipe's cover shows: its category in the recipe's language, large, on the category's colours,
 * the pattern varied by the name. Not the name: every card and page prints it beside the cover.
 */
export function recipeCoverSubject(
  recipe: { name: string; lang: string },
  category: { code: string; name_en: string; name_zh: string },
): CoverSubject {
  return {
    title: '',
    label: recipe.lang === 'zh-CN' ? category.name_zh : category.name_en,
    paletteKey: category.code,
    variant: recipe.name,
  };
}

/** An article's: its first tag (JSON text column), coloured by the tag; not the title, which its card prints. */
export function articleCoverSubject(article: { title: string; tags: string; lang: string }): CoverSubject {
  const tags = JSON.parse(article.tags) as string[];
  const label = tags[0] ?? (article.lang === 'zh-CN' ? '文章' : 'Article');
  return { title: '', label, paletteKey: label, variant: article.title };
}

/** A banner's: its name, with the product's name small. */
export function bannerCoverSubject(banner: { adv_name: string; lang: string }): CoverSubject {
  return { title: banner.adv_name, label: banner.lang === 'zh-CN' ? '厨师机器人' : 'Chef Robot', paletteKey: banner.adv_name };
}

/** `<id>-<hash>.webp` or `<id>-<hash>.sm.webp`. */
export function parseCoverFile(file: string): { id: number; hash: string; small: boolean } | null {
  const match = /^([1-9]\d{0,15})-([0-9a-f]{10})(\.sm)?\.webp$/.exec(file);
  if (!match) return null;
  return { id: Number(match[1]), hash: match[2]!, small: match[3] !== undefined };
}

/** Warm, food-friendly palettes: [deep, light, accent]. Categories keep theirs; other keys hash into the list. */
const PALETTES: Record<string, [string, string, string]> = {
  meat: ['#8c2f1b', '#e07a4f', '#f7c59f'],
  seafood: ['#0f4c75', '#3a8fb7', '#bde0f2'],
  vegetable: ['#2d6a4f', '#74b476', '#d8f3dc'],
  staple: ['#8a5a19', '#d9a441', '#fbe7b5'],
  soup: ['#9c4221', '#e9893a', '#ffe0b8'],
  dessert: ['#8e3b6a', '#de7fae', '#fbd9ea'],
  breakfast: ['#a8661c', '#f2b134', '#fff1c9'],
  drink: ['#2c5f6e', '#4fb3a9', '#d4f1ec'],
  sauce: ['#7a1f2b', '#c8553d', '#f6d2c4'],
};
const EXTRA_PALETTES: [string, string, string][] = [
  ['#3d405b', '#e07a5f', '#f4f1de'],
  ['#264653', '#2a9d8f', '#e9f5f2'],
  ['#6d2e46', '#d5b9b2', '#f6e9e6'],
  ['#1d3557', '#457b9d', '#e8f1f8'],
  ['#5f0f40', '#fb8b24', '#fde4cc'],
];

function paletteOf(key: string): [string, string, string] {
  const known = PALETTES[key];
  if (known) return known;
  let sum = 0;
  for (const ch of key) sum = (sum * 31 + ch.codePointAt(0)!) >>> 0;
  return EXTRA_PALETTES[sum % EXTRA_PALETTES.length]!;
}

const isWide = (ch: string) =>
  /[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]|[\u{20000}-\u{3ffff}]/u.test(ch);

/** Width of a text in ems, roughly: CJK is one em, Latin about 0.56 (the default measure of wrapTitle). */
function emWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += isWide(ch) ? 1 : ch === ' ' ? 0.3 : 0.56;
  return width;
}

/**
 * Breaks a title into lines of at most maxEms, measured by `measure` (ems of a text): Latin text at
 * spaces (a word longer than a line is cut), CJK text anywhere between characters. At most maxLines
 * lines; the last one ends with an ellipsis when the title does not fit.
 */
export function wrapTitle(title: string, maxEms: number, maxLines: number, measure: (text: string) => number = emWidth): string[] {
  // Tokens: runs of Latin letters/digits (kept whole), single CJK characters, spaces.
  const tokens = title.match(/[^\s\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]+|\s+|./gsu) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (/^\s+$/.test(token)) {
      if (line) line += ' ';
      continue;
    }
    if (measure(line + token) <= maxEms || !line.trim()) {
      line += token;
      // A single word wider than a line: cut it.
      while (measure(line) > maxEms) {
        const chars = [...line];
        let cut = chars.length - 1;
        while (cut > 1 && measure(chars.slice(0, cut).join('')) > maxEms) cut -= 1;
        lines.push(chars.slice(0, cut).join(''));
        line = chars.slice(cut).join('');
      }
    } else {
      lines.push(line.trim());
      line = token;
    }
  }
  if (line.trim()) lines.push(line.trim());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = [...kept[maxLines - 1]!];
  while (last.length > 1 && measure(`${last.join('')}…`) > maxEms) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last.join('').trimEnd()}…`;
  return kept;
}

/** Four offsets in [0, 1/6) from a variant (none: zeros, the original design). */
function variantJitter(variant: string | undefined): [number, number, number, number] {
  if (!variant) return [0, 0, 0, 0];
  const bytes = createHash('sha256').update(variant).digest();
  return [0, 1, 2, 3].map((i) => bytes[i]! / 256 / 6) as [number, number, number, number];
}

/** A laid-out cover: the SVG, and what tests check (ink bounds of every line, characters without a glyph). */
export interface CoverLayout {
  svg: string;
  width: number;
  height: number;
  lines: string[];
  boxes: DrawnLine['box'][];
  missing: string[];
}

/** The SVG of a cover at its large size; the thumbnail is the same picture scaled down. */
export async function coverSvg(kind: CoverKind, subject: CoverSubject): Promise<string> {
  return (await coverLayout(kind, subject)).svg;
}

/**
 * Lays a cover out with the bundled font: the title at the largest size (up to a cap) at which it fits
 * in three lines (two on a banner) without an ellipsis, down to a floor where it is cut with one; the
 * label on one line, cut with an ellipsis if it is wider than the picture's text column.
 */
export async function coverLayout(kind: CoverKind, subject: CoverSubject): Promise<CoverLayout> {
  const { width, height } = COVER_SIZES[kind];
  const [deep, light, accent] = paletteOf(subject.paletteKey);
  const margin = Math.round(width * 0.08);
  const textWidth = width - 2 * margin;
  const label = subject.label.toUpperCase();
  await Promise.all([prepareFonts([subject.title, '…'], 700), prepareFonts([label, '…'], 500)]);
  const widths = new Map<string, number>();
  const measure = (text: string) => {
    let ems = widths.get(text);
    if (ems === undefined) widths.set(text, (ems = textEms(text, 700)));
    return ems;
  };

  const maxLines = kind === 'banner' ? 2 : 3;
  const maxSize = kind === 'banner' ? 84 : kind === 'article' ? 80 : 96;
  const minSize = 40;
  let size = maxSize;
  let lines = wrapTitle(subject.title, textWidth / size, maxLines, measure);
  while (size > minSize && (lines.length > maxLines || lines.some((l) => l.endsWith('…')))) {
    size -= 4;
    lines = wrapTitle(subject.title, textWidth / size, maxLines, measure);
  }
  const lineHeight = Math.round(size * 1.18);
  // Without a title the label is the cover's mark, at a headline size.
  const labelSize = lines.length > 0 ? Math.round(size * 0.34) + 8 : Math.round(width * 0.085);
  const spacing = 2;
  const labelFits = (text: string) => textEms(text, 500) * labelSize + spacing * [...text].length <= textWidth;
  let labelText = label;
  while ([...labelText].length > 1 && !labelFits(labelText)) labelText = `${[...labelText].slice(0, -2).join('').trimEnd()}…`;
  const blockHeight = (lines.length > 0 ? labelSize * 1.8 : labelSize) + lines.length * lineHeight;
  const top = Math.max(Math.round(margin / 2), Math.round(height - margin - blockHeight));

  const labelLine = drawLine(labelText, margin, top + labelSize, labelSize, 500, spacing);
  const titleLines = lines.map((line, i) =>
    drawLine(line, margin, top + labelSize * 1.8 + (i + 1) * lineHeight - Math.round(lineHeight * 0.22), size, 700),
  );
  const missing = [...new Set([...missingGlyphs(labelText, 500), ...lines.flatMap((l) => missingGlyphs(l, 700))])];

  // The variant moves the circles (each by up to a sixth of the picture) and the dots' spacing.
  const jitter = variantJitter(subject.variant);
  const circles = [
    { cx: width * (0.82 - jitter[0]), cy: height * (0.2 + jitter[1]), r: Math.min(width, height) * 0.34, o: 0.22 },
    { cx: width * (0.12 + jitter[2]), cy: height * (0.1 + jitter[3]), r: Math.min(width, height) * 0.16, o: 0.16 },
    { cx: width * (0.95 - jitter[1]), cy: height * (0.75 - jitter[0]), r: Math.min(width, height) * 0.12, o: 0.14 },
  ];
  const dotStep = 24 + Math.round(jitter[2] * 48);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient>
<pattern id="dots" width="${dotStep}" height="${dotStep}" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="2.2" fill="${accent}" fill-opacity="0.28"/></pattern>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.35" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.38"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<rect width="${width}" height="${height}" fill="url(#dots)"/>
${circles.map((c) => `<circle cx="${c.cx.toFixed(0)}" cy="${c.cy.toFixed(0)}" r="${c.r.toFixed(0)}" fill="${accent}" fill-opacity="${c.o}"/>`).join('')}
<circle cx="${circles[0]!.cx.toFixed(0)}" cy="${circles[0]!.cy.toFixed(0)}" r="${(Math.min(width, height) * 0.22).toFixed(0)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="6"/>
<rect width="${width}" height="${height}" fill="url(#shade)"/>
<g fill="#fff" fill-opacity="0.9">${labelLine.svg}</g>
<g fill="#fff">${titleLines.map((l) => l.svg).join('')}</g>
</svg>`;
  return { svg, width, height, lines, boxes: [labelLine.box, ...titleLines.map((l) => l.box)], missing };
}
