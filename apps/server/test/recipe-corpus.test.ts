import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from './factories.js';
import { buildTestApp, call, type TestApp } from './helper.js';

/**
 * The import against real saved pages of 100 recipe sites in 13 languages (shared/fixtures/recipe-pages,
 * with recipe-scrapers' expected parse of each): every page is served locally and imported through the
 * real route, then scored: pages with title, ingredients and steps all acceptable (the issue's target
 * is 90 %), and amounts right on 95 % of ingredient lines that start with a quantity.
 * No rule of the importer knows any of these sites.
 */

const CORPUS = path.resolve(__dirname, '../../../../shared/fixtures/recipe-pages');
const hosts = fs.existsSync(CORPUS)
  ? fs
      .readdirSync(CORPUS)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -5))
  : [];

interface Expected {
  title?: string;
  ingredients?: string[];
  instructions_list?: string[];
  instructions?: string;
  total_time?: number | null;
  yields?: string;
}
interface Draft {
  name: string;
  cookingTime: number | null;
  portions: number | null;
  ingredients: { name: string; value: number | null; unit: string | null }[];
  steps: { title: string; description: string }[];
}

const norm = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
/** Words, and each CJK character as a word (those languages do not space words). */
const words = (s: string) =>
  norm(s)
    .replace(/(\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana})/gu, ' $1 ')
    .split(/\s+/)
    .filter(Boolean);

export function titleOk(ours: string, expected: string) {
  const [a, b] = [norm(ours), norm(expected)];
  return !!a && !!b && (a === b || a.includes(b) || b.includes(a));
}

export function ingredientsOk(ours: Draft['ingredients'], expected: string[]) {
  if (expected.length === 0) return true;
  if (ours.length < expected.length * 0.8 || ours.length > expected.length * 1.25 + 2) return false;
  const matched = expected.filter((line) => {
    const e = norm(line);
    return ours.some((o) => {
      const n = norm(o.name);
      return n.length > 0 && e.includes(n);
    });
  });
  return matched.length >= expected.length * 0.8;
}

export function stepsOk(ours: Draft['steps'], expected: string[]) {
  const want = words(expected.join(' '));
  if (want.length === 0) return true;
  const text = ours.map((s) => s.description).join(' ');
  const have = new Set(words(text));
  const found = want.filter((w) => have.has(w)).length;
  return found >= want.length * 0.8 && text.length <= expected.join(' ').length * 2 + 300;
}

/** The leading quantity of a line as a person reads it ("1 1/2", "½", "1½", "2-3" -> 2, "1,5"). */
function quantity(line: string): number | null {
  const t = line.trim().replace(/⁄/g, '/');
  const m = /^(\d+(?:[.,]\d+)?)?\s*(?:(\d+)\/(\d+)|([½¼¾⅓⅔⅛⅜⅝⅞]))?/u.exec(t);
  if (!m || (!m[1] && !m[2] && !m[4])) return null;
  if (m[1] && m[2] === undefined && m[4] === undefined && /^\d+\/\d+/.test(t)) {
    const [a, b] = t.split(/[/\s]/).map(Number);
    return a! / b!;
  }
  const fractions: Record<string, number> = {
    '½': 0.5,
    '¼': 0.25,
    '¾': 0.75,
    '⅓': 1 / 3,
    '⅔': 2 / 3,
    '⅛': 0.125,
    '⅜': 0.375,
    '⅝': 0.625,
    '⅞': 0.875,
  };
  let value = m[1] ? Number(m[1].replace(',', '.')) : 0;
  if (m[2]) value += Number(m[2]) / Number(m[3]);
  if (m[4]) value += fractions[m[4]]!;
  return value;
}
/** Conversions the importer may apply onto the stored units (kg -> g, cups -> ml...). */
const FACTORS = [1, 1000, 240, 453.592, 28.3495, 10, 100, 1 / 1000, 15, 5, 3, 250, 237, 236.6, 473, 946, 0.001];
export function amountOk(ingredient: Draft['ingredients'][number], line: string) {
  const q = quantity(line);
  if (q === null || q === 0) return true;
  if (ingredient.value === null || /^[\d/⁄½¼¾⅓⅔⅛]/u.test(ingredient.name.trim())) return false;
  return FACTORS.some((k) => Math.abs(ingredient.value! - q * k) <= Math.max(0.011, q * k * 0.01));
}

describe.skipIf(hosts.length === 0)('the recipe-page corpus through POST /api/cook/importRecipe', () => {
  let t: TestApp;
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    t = await buildTestApp({ RECIPE_IMPORT_ALLOW_LOOPBACK: 'true', SEED_DEMO: 'false' });
    server = http.createServer((req, res) => {
      const host = decodeURIComponent((req.url ?? '/').slice(1));
      if (!hosts.includes(host)) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fs.readFileSync(path.join(CORPUS, `${host}.html`)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('imports the pages acceptably and reads 95 % of amounts right', async () => {
    const rows: { host: string; title: boolean; ingredients: boolean; steps: boolean; time: boolean; yields: boolean }[] = [];
    let amountLines = 0;
    let amountsRight = 0;
    const wrongAmounts: string[] = [];
    const queue = [...hosts];
    // A few pages at a time: each page's cover lookup fails on this offline machine, in its own time.
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let host = queue.shift(); host; host = queue.shift()) {
          const expected = JSON.parse(fs.readFileSync(path.join(CORPUS, `${host}.json`), 'utf8')) as Expected;
          // A user per page: the route allows 20 imports an hour to each user.
          const user = await buildUser(t.db);
          const res = await call(t.app, 'POST', '/api/cook/importRecipe', { body: { url: `${base}/${host}` }, token: user.token });
          const draft = (res.body.code === 0 ? res.body.data : null) as Draft | null;
          const steps = expected.instructions_list ?? (expected.instructions ?? '').split('\n').filter(Boolean);
          const lines = expected.ingredients ?? [];
          const portions = /\d+/.exec(expected.yields ?? '')?.[0];
          rows.push({
            host,
            title: !!draft && titleOk(draft.name, expected.title ?? ''),
            ingredients: !!draft && ingredientsOk(draft.ingredients, lines),
            steps: !!draft && stepsOk(draft.steps, steps),
            time: !expected.total_time ? !draft?.cookingTime : draft?.cookingTime === expected.total_time,
            yields: portions === undefined ? true : draft?.portions === Math.min(Number(portions), 99),
          });
          // Amounts: each expected line that starts with a quantity, as the importer reads that line.
          if (draft && draft.ingredients.length === lines.length) {
            lines.forEach((line, i) => {
              if (!/^\s*[\d½¼¾⅓⅔⅛]/u.test(line)) return;
              amountLines++;
              if (amountOk(draft.ingredients[i]!, line)) amountsRight++;
              else wrongAmounts.push(`${line} -> ${JSON.stringify(draft.ingredients[i])}`);
            });
          }
        }
      }),
    );
    const share = (key: keyof Omit<(typeof rows)[number], 'host'>) => rows.filter((r) => r[key]).length;
    const all = rows.filter((r) => r.title && r.ingredients && r.steps);
    const failing = rows
      .filter((r) => !(r.title && r.ingredients && r.steps))
      .map((r) => `${r.host}(${r.title ? '' : 'T'}${r.ingredients ? '' : 'I'}${r.steps ? '' : 'S'})`);
    console.log(
      [
        `recipe corpus: ${rows.length} pages`,
        `title+ingredients+steps acceptable: ${all.length}`,
        `title ${share('title')}, ingredients ${share('ingredients')}, steps ${share('steps')}, time ${share('time')}, yields ${share('yields')}`,
        `amounts right: ${amountsRight}/${amountLines}`,
        `not acceptable: ${failing.join(' ')}`,
        `wrong amounts: ${wrongAmounts.slice(0, 40).join(' | ')}`,
      ].join('\n'),
    );
    // The issue's target is 90 % of pages; this build reaches 92 % (see docs/API.md, "Import any
    // recipe page"). The import is deterministic, so the floor is what is reached.
    expect(all.length).toBeGreaterThanOrEqual(Math.ceil(rows.length * 0.92));
    expect(amountsRight).toBeGreaterThanOrEqual(Math.ceil(amountLines * 0.95));
  }, 300_000);
});
