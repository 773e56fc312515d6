import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import decompressWoff2 from 'wawoff2/decompress.js';

/**
 * The type of generated covers: Noto Sans SC (Latin and simplified Chinese, SIL Open Font License)
 * from the npm package @fontsource-variable/noto-sans-sc, never a font of the machine. Covers draw
 * text as glyph outlines (SVG paths) taken from these files, so sharp/librsvg never looks a font up
 * through fontconfig, and the width used to wrap a title is the width of the very outlines drawn.
 *
 * The package is Google Fonts' variable font split by unicode-range into ~100 WOFF2 files (4.9 MB in
 * all). A file is decompressed to TrueType (wawoff2, Google's woff2 in WebAssembly) the first time a
 * character needs it and kept in memory; fontkit instantiates the weight (wght axis) and lays out runs
 * (kerning, shaping). fontkit's own WOFF2 reader ignores variations, hence the TrueType step.
 */

const require = createRequire(import.meta.url);
const FONT_DIR = path.dirname(require.resolve('@fontsource-variable/noto-sans-sc/files/noto-sans-sc-latin-wght-normal.woff2'));
const fileOf = (subset: string) => path.join(FONT_DIR, `noto-sans-sc-${subset.replace(/^\[(\d+)\]$/, '$1')}-wght-normal.woff2`);

/** Subset name -> code point ranges, from the package's unicode.json ("U+4e00-4e02,U+4e09"). Latin first. */
const SUBSETS: { name: string; ranges: [number, number][] }[] = (() => {
  const table = JSON.parse(fs.readFileSync(path.join(FONT_DIR, '..', 'unicode.json'), 'utf8')) as Record<string, string>;
  const order = (name: string) => ['latin', 'latin-ext', 'vietnamese', 'cyrillic'].indexOf(name);
  return Object.entries(table)
    .map(([name, list]) => ({
      name,
      ranges: list.split(',').map((part): [number, number] => {
        const [lo, hi] = part.trim().replace(/^U\+/i, '').split('-');
        return [parseInt(lo!, 16), parseInt(hi ?? lo!, 16)];
      }),
    }))
    .sort((a, b) => (order(a.name) < 0 ? 99 : order(a.name)) - (order(b.name) < 0 ? 99 : order(b.name)));
})();

function subsetsOf(codePoint: number): string[] {
  return SUBSETS.filter((s) => s.ranges.some(([lo, hi]) => codePoint >= lo && codePoint <= hi)).map((s) => s.name);
}

const ttfs = new Map<string, Promise<fontkit.Font>>();
const faces = new Map<string, fontkit.Font>();

async function loadTtf(subset: string): Promise<fontkit.Font> {
  let job = ttfs.get(subset);
  if (!job) {
    job = (async () => {
      const ttf = Buffer.from(await decompressWoff2(await fs.promises.readFile(fileOf(subset))));
      return fontkit.create(ttf) as fontkit.Font;
    })();
    ttfs.set(subset, job);
    job.catch(() => ttfs.delete(subset));
  }
  return job;
}

export type Weight = 500 | 700;

/** Loads every file that the characters of these texts need, at this weight: call before measuring or drawing. */
export async function prepareFonts(texts: string[], weight: Weight): Promise<void> {
  const needed = new Set<string>();
  for (const text of texts) for (const ch of text) for (const subset of subsetsOf(ch.codePointAt(0)!)) needed.add(subset);
  await Promise.all(
    [...needed].map(async (subset) => {
      const key = `${subset}@${weight}`;
      if (!faces.has(key)) faces.set(key, (await loadTtf(subset)).getVariation({ wght: weight }));
    }),
  );
}

/** The loaded face that has a glyph for this character, or null (not prepared, or not in the font). */
function faceFor(codePoint: number, weight: Weight): fontkit.Font | null {
  for (const subset of subsetsOf(codePoint)) {
    const face = faces.get(`${subset}@${weight}`);
    if (face?.hasGlyphForCodePoint(codePoint)) return face;
  }
  return null;
}

/** Splits a text into runs drawn with one face each (null: characters the font lacks). */
function runs(text: string, weight: Weight): { face: fontkit.Font | null; text: string }[] {
  const out: { face: fontkit.Font | null; text: string }[] = [];
  for (const ch of text) {
    const face = /\s/.test(ch) && out.length > 0 ? out[out.length - 1]!.face : faceFor(ch.codePointAt(0)!, weight);
    const last = out[out.length - 1];
    if (last && last.face === face) last.text += ch;
    else out.push({ face, text: ch });
  }
  return out;
}

/** Characters of a text that the bundled font has no glyph for (after prepareFonts). */
export function missingGlyphs(text: string, weight: Weight): string[] {
  return [...text].filter((ch) => !/\s/.test(ch) && faceFor(ch.codePointAt(0)!, weight) === null);
}

/** Advance width of a text in ems (a missing character counts one em). */
export function textEms(text: string, weight: Weight): number {
  let ems = 0;
  for (const run of runs(text, weight)) {
    if (!run.face) ems += [...run.text].length;
    else ems += run.face.layout(run.text).advanceWidth / run.face.unitsPerEm;
  }
  return ems;
}

export interface DrawnLine {
  /** `<path>` elements of the glyph outlines, filled by the enclosing group. */
  svg: string;
  width: number;
  /** Ink bounds in pixels, y down. */
  box: { x0: number; y0: number; x1: number; y1: number };
}

/** The outlines of one line of text, left-aligned at x on the baseline y, size px, extra spacing px between glyphs. */
export function drawLine(text: string, x: number, y: number, size: number, weight: Weight, letterSpacing = 0): DrawnLine {
  const parts: string[] = [];
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  let pen = x;
  for (const run of runs(text, weight)) {
    if (!run.face) {
      pen += [...run.text].length * (size + letterSpacing);
      continue;
    }
    const k = size / run.face.unitsPerEm;
    const laid = run.face.layout(run.text);
    laid.glyphs.forEach((glyph, i) => {
      const pos = laid.positions[i]!;
      const gx = pen + pos.xOffset * k;
      const gy = y - pos.yOffset * k;
      const d = glyph.path.toSVG();
      if (d) {
        parts.push(`<path transform="matrix(${round(k)} 0 0 ${round(-k)} ${round(gx)} ${round(gy)})" d="${d}"/>`);
        const b = glyph.path.bbox;
        box.x0 = Math.min(box.x0, gx + b.minX * k);
        box.x1 = Math.max(box.x1, gx + b.maxX * k);
        box.y0 = Math.min(box.y0, gy - b.maxY * k);
        box.y1 = Math.max(box.y1, gy - b.minY * k);
      }
      pen += pos.xAdvance * k + letterSpacing;
    });
  }
  if (box.x0 === Infinity) Object.assign(box, { x0: x, y0: y, x1: x, y1: y });
  return { svg: parts.join(''), width: pen - x, box };
}

const round = (n: number) => Math.round(n * 1000) / 1000;
