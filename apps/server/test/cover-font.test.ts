import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContentApp } from './content-helper.js';
import type { TestApp } from './helper.js';

// No system fonts: fontconfig sees an empty configuration (no <dir>), set before sharp (and its
// librsvg/fontconfig) is loaded by this file. Covers must not need any font of the machine.
const noFonts = fs.mkdtempSync(path.join(os.tmpdir(), 'chef-nofonts-'));
fs.writeFileSync(
  path.join(noFonts, 'fonts.conf'),
  '<?xml version="1.0"?>\n<fontconfig><cachedir>' + noFonts + '</cachedir></fontconfig>\n',
);
process.env.FONTCONFIG_FILE = path.join(noFonts, 'fonts.conf');

const { default: sharp } = await import('sharp');
const { COVER_SIZES, coverLayout, coverHash, coverPath, recipeCoverSubject } = await import('../src/modules/cover/cover.design.js');
const { refreshCoverUrls } = await import('../src/modules/cover/cover.refresh.js');
type Layout = Awaited<ReturnType<typeof coverLayout>>;

/** Every line's ink stays inside the picture, with the design's margin at the sides. */
function expectInside(layout: Layout) {
  const margin = Math.round(layout.width * 0.08);
  for (const [i, box] of layout.boxes.entries()) {
    expect(box.x0, `line ${i} left`).toBeGreaterThanOrEqual(margin - 8);
    expect(box.x1, `line ${i} right`).toBeLessThanOrEqual(layout.width - margin + 8);
    expect(box.y0, `line ${i} top`).toBeGreaterThanOrEqual(0);
    expect(box.y1, `line ${i} bottom`).toBeLessThanOrEqual(layout.height);
  }
}

/** Shares of white pixels (the title's fill) inside each title line's box of the rendered picture. */
async function whiteShares(layout: Layout): Promise<number[]> {
  const { data, info } = await sharp(Buffer.from(layout.svg)).raw().toBuffer({ resolveWithObject: true });
  return layout.boxes.slice(1).map((box) => share(data, info, box));
}

function share(data: Buffer, info: { width: number; channels: number }, box: Layout['boxes'][number]): number {
  let white = 0;
  let all = 0;
  for (let y = Math.floor(box.y0); y < Math.ceil(box.y1); y++) {
    for (let x = Math.floor(box.x0); x < Math.ceil(box.x1); x++) {
      const i = (y * info.width + x) * info.channels;
      all += 1;
      if (data[i]! > 235 && data[i + 1]! > 235 && data[i + 2]! > 235) white += 1;
    }
  }
  return white / all;
}

describe('cover type', () => {
  it('draws a Chinese title with the bundled font: every glyph present, drawn as outlines, inside the picture', async () => {
    const layout = await coverLayout('recipe', { title: '宫保鸡丁配香辣花生与四川花椒的经典家常做法', label: '肉类', paletteKey: 'meat' });
    expect(layout.missing).toEqual([]);
    // No <text>: nothing for librsvg to look up through fontconfig, whatever the machine has.
    expect(layout.svg).not.toContain('<text');
    expect(layout.lines.join('')).toBe('宫保鸡丁配香辣花生与四川花椒的经典家常做法');
    expect(layout.lines.length).toBeGreaterThan(1);
    expectInside(layout);
    // Rendered with no system font, the title is there: white ink fills part of every line's box.
    for (const value of await whiteShares(layout)) expect(value).toBeGreaterThan(0.2);
  });

  it('wraps a long English title onto lines that fit, shrinking the type, never past the right edge', async () => {
    const title = 'Slow-Roasted Mediterranean Lamb Shoulder with Rosemary, Garlic, Anchovies and Crispy Lemon Potatoes';
    const layout = await coverLayout('recipe', { title, label: 'Meat', paletteKey: 'meat' });
    expect(layout.missing).toEqual([]);
    expect(layout.lines.length).toBe(3);
    expectInside(layout);
    // Every word is kept, or the last line says it was cut.
    const shown = layout.lines.join(' ');
    expect(shown === title || shown.endsWith('…')).toBe(true);
    for (const value of await whiteShares(layout)) expect(value).toBeGreaterThan(0.15);

    // A word wider than a banner line is cut into pieces that fit, not drawn past the edge.
    const banner = await coverLayout('banner', {
      title: 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(2),
      label: 'Chef Robot',
      paletteKey: 'x',
    });
    expect(banner.width).toBe(COVER_SIZES.banner.width);
    expectInside(banner);
  });

  it('names the characters the font lacks (the check above can fail)', async () => {
    const layout = await coverLayout('article', { title: 'Kimchi 김치 jjigae', label: 'Korea', paletteKey: 'x' });
    expect(layout.missing).toEqual(['김', '치']);
  });

  it('changes every cover URL with the renderer version', () => {
    const subject = { title: 'Tomato soup', label: 'Soup', paletteKey: 'soup' };
    expect(coverHash('recipe', subject)).toMatch(/^[0-9a-f]{10}$/);
    expect(coverPath('recipe', 7, subject)).toBe(`/covers/recipe/7-${coverHash('recipe', subject)}.webp`);
  });
});

describe('seeded covers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildContentApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every seeded recipe, article and banner has all its glyphs and stays inside its picture', async () => {
    const recipes = await t.db
      .selectFrom('recipes')
      .innerJoin('categories', 'categories.id', 'recipes.category_id')
      .select(['recipes.name', 'recipes.lang', 'categories.code', 'categories.name_en', 'categories.name_zh'])
      .execute();
    expect(recipes.some((r) => r.lang === 'zh-CN')).toBe(true);
    const problems: string[] = [];
    for (const r of recipes) {
      const layout = await coverLayout('recipe', recipeCoverSubject(r, r));
      if (layout.missing.length > 0) problems.push(`${r.name}: no glyph for ${layout.missing.join('')}`);
      const right = Math.max(...layout.boxes.map((b) => b.x1));
      if (right > layout.width - Math.round(layout.width * 0.08) + 8) problems.push(`${r.name}: past the right edge`);
    }
    const articles = await t.db.selectFrom('articles').select(['title', 'tags']).execute();
    const banners = await t.db.selectFrom('adv').select(['adv_name']).where('adv_type', '=', 'banner').execute();
    for (const a of articles) {
      const layout = await coverLayout('article', { title: a.title, label: (JSON.parse(a.tags) as string[])[0] ?? '', paletteKey: 'x' });
      if (layout.missing.length > 0) problems.push(`${a.title}: no glyph for ${layout.missing.join('')}`);
    }
    for (const b of banners) {
      const layout = await coverLayout('banner', { title: b.adv_name, label: '厨师机器人', paletteKey: 'x' });
      if (layout.missing.length > 0) problems.push(`${b.adv_name}: no glyph for ${layout.missing.join('')}`);
    }
    expect(problems).toEqual([]);
  });

  it('renews stored cover URLs drawn by an older renderer at start, and leaves uploads alone', async () => {
    const [first, second] = await t.db.selectFrom('recipes').select(['id', 'cover']).orderBy('id').limit(2).execute();
    const current = first!.cover!;
    const old = current.replace(/-[0-9a-f]{10}\.webp$/, '-0123456789.webp');
    await t.db.updateTable('recipes').set({ cover: old }).where('id', '=', first!.id).execute();
    await t.db
      .updateTable('recipes')
      .set({ cover: 'https://chef.example.com/media/2026/01/abc.webp' })
      .where('id', '=', second!.id)
      .execute();
    expect(await refreshCoverUrls(t.db)).toBe(1);
    const after = await t.db
      .selectFrom('recipes')
      .select(['id', 'cover'])
      .where('id', 'in', [first!.id, second!.id])
      .orderBy('id')
      .execute();
    expect(after.map((r) => r.cover)).toEqual([current, 'https://chef.example.com/media/2026/01/abc.webp']);
    expect(await refreshCoverUrls(t.db)).toBe(0);
  });
});
