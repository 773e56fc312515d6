#!/usr/bin/env node
// Imports the Chinese demo recipes from the `howtocook-mcp` npm package (its all_recipes.json, data
// from the HowToCook project) into apps/server/src/seed/data/recipes-zh.json, in the recipe shape
// of the seed data (see that folder's README.md).
//
//   node scripts/import-howtocook.mjs                    # the pinned version below
//   node scripts/import-howtocook.mjs --version latest   # or any version / dist-tag
//   node scripts/import-howtocook.mjs --from path/to/all_recipes.json   # no download
//
// `npm pack` fetches the tarball, `tar` unpacks it; nutrition comes from the built @chef/shared
// (estimateNutrition: run `npx tsc -b` first). The output is written deterministically (same package
// version, same file).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { estimateNutrition } from '@chef/shared';

const PACKAGE = 'howtocook-mcp';
const PINNED_VERSION = '0.2.2';
const root = fileURLToPath(new URL('..', import.meta.url));
const outFile = path.join(root, 'apps/server/src/seed/data/recipes-zh.json');

// ---------------------------------------------------------------- fetching

function argValue(name) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function findFile(dir, name) {
  // Breadth-first, so the package root wins over nested copies.
  const queue = [dir];
  while (queue.length) {
    const current = queue.shift();
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isFile() && entry.name === name) return full;
      if (entry.isDirectory() && entry.name !== 'node_modules') queue.push(full);
    }
  }
  return null;
}

function fetchPackage(version) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'howtocook-'));
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const out = execFileSync(npm, ['pack', `${PACKAGE}@${version}`, '--pack-destination', tmp, '--json'], {
    cwd: tmp,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const packed = JSON.parse(out)[0];
  const tarball = path.join(tmp, packed.filename);
  execFileSync('tar', ['-xzf', tarball, '-C', tmp]);
  const pkgDir = path.join(tmp, 'package');
  const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  const dataFile = findFile(pkgDir, 'all_recipes.json');
  if (!dataFile) throw new Error(`no all_recipes.json in ${packed.filename}`);
  const licenceFiles = fs.readdirSync(pkgDir).filter((f) => /^(licen[cs]e|copying)/i.test(f));
  return {
    tmp,
    source: {
      name: pkg.name,
      version: pkg.version,
      license: pkg.license ?? null,
      licenceFiles,
      dataPath: path.relative(pkgDir, dataFile),
    },
    recipes: JSON.parse(fs.readFileSync(dataFile, 'utf8')),
  };
}

// ---------------------------------------------------------------- text helpers

/**
 * Traditional characters in the source that the covers' font (Noto Sans SC, simplified Chinese) has
 * no glyph for, to their simplified form; the cover-font test checks every seeded title.
 */
const TRADITIONAL = { 鱔: '鳝' };
const TRADITIONAL_RE = new RegExp(`[${Object.keys(TRADITIONAL).join('')}]`, 'g');

/** Markdown to plain text: images, HTML comments, links, emphasis and code marks go. */
function plain(text) {
  return String(text ?? '')
    .replace(TRADITIONAL_RE, (ch) => TRADITIONAL[ch])
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|__|`/g, '')
    .replace(/(^|\s)\*(\S[^*]*?)\*/g, '$1$2')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** Cut at the last sentence end before max characters, else hard with an ellipsis. */
function clip(text, max) {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const end = Math.max(...['。', '！', '？', '；', '.', '!', '?'].map((p) => head.lastIndexOf(p)));
  return end >= max * 0.5 ? head.slice(0, end + 1) : `${head.slice(0, max - 1)}…`;
}

const CN_DIGITS = { 零: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
/** 一 .. 九十九 */
function chineseNumber(s) {
  if (s === '十') return 10;
  const m = /^([一二两三四五六七八九])?十([一二三四五六七八九])?$/.exec(s);
  if (m) return (m[1] ? CN_DIGITS[m[1]] : 1) * 10 + (m[2] ? CN_DIGITS[m[2]] : 0);
  return s.length === 1 && s in CN_DIGITS ? CN_DIGITS[s] : NaN;
}

function number(s) {
  s = s.trim();
  if (s === '半' || s === '二分之一') return 0.5;
  let m = /^(\d+)\s+(\d+)\/(\d+)$/.exec(s);
  if (m) return Number(m[1]) + Number(m[2]) / Number(m[3]);
  m = /^(\d*)½$/.exec(s);
  if (m) return (m[1] ? Number(m[1]) : 0) + 0.5;
  m = /^(\d+)\/(\d+)$/.exec(s);
  if (m) return Number(m[1]) / Number(m[2]);
  if (/^\d+(\.\d+)?$/.test(s)) return Number(s);
  return chineseNumber(s);
}

// ---------------------------------------------------------------- quantities

const NUM = String.raw`\d+\s+\d+\/\d+|\d+\/\d+|\d*½|\d+(?:\.\d+)?|二分之一|半|[一二两三四五六七八九]?十[一二三四五六七八九]?|[一二两三四五六七八九]`;
// Longest spellings first; ASCII units must not run into a following letter ("1 cup", "15cm").
const UNIT = String.raw`千克|公斤|kg(?![A-Za-z])|克|g(?![A-Za-z])|斤|毫升|ml(?![A-Za-z])|mL(?![A-Za-z])|升|L(?![A-Za-z])|l(?![A-Za-z])|茶匙|小勺|小匙|tsp(?![A-Za-z])|汤匙|大勺|大匙|勺|tbsp(?![A-Za-z])|[小大]?(?:个|只|瓣|根|片|颗|粒|块|条|棵|朵|枚|头|节|段|支|张|叶|卷)|[小大]?(?:包|袋|罐|盒|瓶|把|扎|碗|杯)`;
const AMOUNT = new RegExp(`^(${NUM})\\s*(?:(${UNIT})\\s*)?(?:(?:-|~|至|到)\\s*(${NUM})\\s*)?(${UNIT})?`);
const WEIGHT_AFTER = /^\s*[(=,:]?\s*(?:共约|共|约|大约|大概)?\s*(\d+(?:\.\d+)?)\s*(千克|公斤|kg|克|g|毫升|ml|mL)(?![A-Za-z])/;

/** One unit spelling to { unit, factor, kind }: kind 'metric' | 'count' | 'spoon' | 'pack'. */
function unitOf(u) {
  const bare = u.replace(/^[小大](?=[个只瓣根片颗粒块条棵朵枚头节段支张叶卷包袋罐盒瓶把扎碗杯])/, '');
  if (/^(千克|公斤|kg)$/.test(bare)) return { unit: 'g', factor: 1000, kind: 'metric' };
  if (/^(克|g)$/.test(bare)) return { unit: 'g', factor: 1, kind: 'metric' };
  if (bare === '斤') return { unit: 'g', factor: 500, kind: 'metric' };
  if (/^(毫升|ml|mL)$/.test(bare)) return { unit: 'ml', factor: 1, kind: 'metric' };
  if (/^(升|L|l)$/.test(bare)) return { unit: 'ml', factor: 1000, kind: 'metric' };
  if (/^(茶匙|小勺|小匙|tsp)$/.test(u)) return { unit: 'tsp', factor: 1, kind: 'spoon' };
  if (/^(汤匙|大勺|大匙|勺|tbsp)$/.test(u)) return { unit: 'tbsp', factor: 1, kind: 'spoon' };
  if (/^[包袋罐盒瓶把扎碗杯]$/.test(bare)) return { unit: null, factor: 1, kind: 'pack' };
  return { unit: 'pcs', factor: 1, kind: 'count' };
}

const round = (n) => Math.round(n * 1000) / 1000;

/**
 * The amount in a quantity text, or null when there is none we can express: metric weights and
 * volumes, counts (a weight given beside a count wins), spoons; ranges give their lower bound.
 */
export function parseQuantity(text) {
  let q = plain(text)
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .replace(/：/g, ':')
    .replace(/，/g, ',')
    .replace(/[～〜]/g, '~')
    .replace(/\s+/g, ' ')
    .trim();
  if (q.includes('+')) return null; // "10 + 25 ml", "720g + 600g": formulas, kept as written
  if (q.includes('=')) {
    const [left, right] = [q.slice(0, q.indexOf('=')), q.slice(q.indexOf('=') + 1)];
    if (/[x×*]/.test(left)) q = right; // "125g x 4 = 500g"
  }
  q = q.replace(/^[\s*(:,]+/, '').replace(/^(?:约|大约|大概|共约|共)\s*/, '');
  const m = AMOUNT.exec(q);
  if (!m) return null;
  const unitText = m[4] ?? m[2];
  if (!unitText) return null;
  const lower = number(m[1]);
  if (!Number.isFinite(lower) || lower <= 0) return null;
  const u = unitOf(unitText);
  const rest = q.slice(m[0].length);
  if (u.kind === 'metric' || u.kind === 'spoon') return { value: round(lower * u.factor), unit: u.unit };
  // A count or a pack: a weight or volume stated with it is better.
  const total = /共\s*约?\s*(\d+(?:\.\d+)?)\s*(千克|公斤|kg|克|g)(?![A-Za-z])/.exec(rest);
  if (total) return { value: round(Number(total[1]) * unitOf(total[2]).factor), unit: 'g' };
  const each = /^\s*\(?\s*每[个根颗只片][^\d()]{0,6}?(\d+(?:\.\d+)?)\s*(克|g)(?![A-Za-z])/.exec(rest);
  if (each && u.kind === 'count') return { value: round(lower * Number(each[1])), unit: 'g' };
  const beside = WEIGHT_AFTER.exec(rest);
  if (beside) {
    const bu = unitOf(beside[2]);
    return { value: round(Number(beside[1]) * bu.factor), unit: bu.unit };
  }
  if (u.kind === 'pack') return null;
  return { value: round(lower), unit: 'pcs' };
}

/** Quantity texts that are already just "<number> g|ml" need no note. */
const PLAIN_METRIC = /^\d+(\.\d+)?\s*(g|克|ml|mL|毫升)$/;

// ---------------------------------------------------------------- ingredients

/** "名称 数量" / "名称：数量" / "名称，数量" -> [name, quantity text]; brackets stay with the name. */
function splitLine(line) {
  if (/^\d/.test(line)) {
    // Amount first: "50ml 椰子水", "1 盒内脂豆腐". Anything else starting with a digit is all name.
    const m = AMOUNT.exec(line);
    const name = m && (m[4] ?? m[2]) ? line.slice(m[0].length).trim() : '';
    return name ? [name, m[0].trim()] : [line, ''];
  }
  let depth = 0;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '（' || ch === '(') depth++;
    else if (ch === '）' || ch === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && i > 0 && /[\s:：,，\d½*]/.test(ch)) return [line.slice(0, i), line.slice(i)];
  }
  return [line, ''];
}

const NOTE_MAX = 60;
const NAME_MAX = 40;
const clipNote = (s) => (s.length > NOTE_MAX ? `${s.slice(0, NOTE_MAX - 1)}…` : s);

/** Splits at separators outside brackets. */
function splitOutside(text, separators) {
  const parts = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '（' || ch === '(') depth++;
    else if (ch === '）' || ch === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && separators.test(ch)) {
      parts.push(text.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(text.slice(from));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/**
 * A line listing several ingredients ("油，盐，生抽，蚝油", "鸡蛋 3 个，白糖 50g，食用油 25g") as one line
 * per ingredient; any other line as itself. Without digits every part must be a short name; with
 * digits every part must be a name followed by an amount we can read.
 */
function splitListLine(line) {
  if (line.includes('+')) return [line];
  const parts = splitOutside(line, /[，,、]/);
  if (parts.length < 2) return [line];
  if (!/\d/.test(line)) return parts.every((p) => p.replace(/[（(][^）)]*[）)]/g, '').length <= 10) ? parts : [line];
  const named = parts.every((p) => {
    const [name, qty] = splitLine(p);
    return /^\D/.test(p) && !/^(各|约|共|每|大约)/.test(name) && qty && parseQuantity(qty.replace(/^[\s:：,，=]+/, ''));
  });
  return named ? parts : [line];
}

/** A metric amount written somewhere in a text we cannot read as a whole ("带皮，2 片，450g（…）"), when it is the only one. */
function onlyMetricAmount(text) {
  if (/[+*×]|斤数/.test(text)) return null; // a formula ("兔肉斤数 * 2 克"), kept as written
  const all = [...text.matchAll(/(\d+(?:\.\d+)?)\s*(千克|公斤|kg|克|g|毫升|ml|mL)(?![A-Za-z])/g)];
  if (all.length !== 1) return null;
  const u = unitOf(all[0][2]);
  return { value: round(Number(all[0][1]) * u.factor), unit: u.unit };
}

/** Words that say how much without a number, so a note of them can stand where the amount goes. */
const AMOUNT_WORDS = /\d|适量|少许|少量|若干|一点|一些|一把|一小|一撮|几|半|cup|勺|按需|随意/;
/** Words that qualify an ingredient written in front of it ("可选：…", "[可选] …"). */
const QUALIFIER = /^[[【]?(必备|必须|可选|进阶|备选)(?:[\]】]\s*|\s*[:：]\s*|\s+)(\S.*)$/;

function convertIngredients(list, stats, tipsOut) {
  const seen = new Set();
  const entries = [];
  const lines = [];
  for (const item of list) {
    const line = plain(String(item.text_quantity ?? item.name ?? '').replace(/^\s*[-*]\s*/, ''))
      .replace(/[\p{Extended_Pictographic}\uFE0F]/gu, '') // "鸡蛋🥚"
      // "份数*500ml", "5ml 醋 * 份数": amounts are for one portion, the recipe's portions
      .replace(/份数\s*\\?[*x×]\s*|\s*[*x×]\s*份数\s*$/g, '')
      .replace(/^[^\p{L}\p{N}（(]+/u, '');
    const parts = splitListLine(line);
    if (parts.length > 1) stats.listLinesSplit++;
    lines.push(...parts);
  }
  for (const line of lines) {
    if (!line || seen.has(line)) {
      if (line) stats.duplicateLines++;
      continue;
    }
    seen.add(line);
    if (/^1\s*(汤匙|茶匙|勺|杯|cup)\s*=/.test(line)) {
      // "1 汤匙 = 15ml": a conversion the author listed among the ingredients.
      tipsOut.push(line);
      stats.notesMovedToTips++;
      continue;
    }
    const extraNotes = [];
    let text = line;
    const qualified = QUALIFIER.exec(text);
    if (qualified) {
      // "可选：黄油（…）": the ingredient is what follows, the qualifier its note.
      extraNotes.push(qualified[1]);
      text = qualified[2];
      stats.qualifiersMoved++;
    }
    let [rawName, qty] = splitLine(text);
    rawName = rawName
      .replace(/[*]/g, '')
      .replace(/[=＝\s]+$/, '')
      .replace(/^(.+)量$/, '$1') // "盐量 = 3g"
      .trim();
    qty = qty.replace(/^[\s:：,，=]+/, '').trim();
    const alternative = /^[/／]\s*([^\d\s(（/／]+)\s*(.*)$/.exec(qty);
    if (alternative) {
      // "生抽 / 味极鲜 8ml": another product that will do is a note, not part of the amount.
      extraNotes.push(`或${alternative[1]}`);
      qty = alternative[2].trim();
      stats.alternativesMoved++;
    }
    if (!qty && /^(原料|工具|食材|配料|调料|辅料|主料|(必须|必备|进阶|可选)配料)$/.test(rawName)) {
      stats.headingsDropped++; // a list heading ("必须配料", "工具") written as a list item
      continue;
    }
    if (/^(注|备注|ps|note)$/i.test(rawName)) {
      tipsOut.push(qty);
      stats.notesMovedToTips++;
      continue;
    }
    // An unclosed bracket runs to the end ("炒锅一个(锅太小难炒").
    let brackets = [...rawName.matchAll(/[（(]([^）)]*)(?:[）)]|$)/g)].map((b) => b[1].trim()).filter(Boolean);
    const bracketedQty = /^[（(]([^（()）]*)[）)]$/.exec(qty);
    if (bracketedQty) {
      // "鸡蛋 （可选，2 个）": the same as brackets of the name.
      brackets.push(bracketedQty[1].trim());
      qty = '';
    }
    if (!qty) {
      // "火腿(100g)", "黄瓜（可选，30g）": the amount written in brackets is the amount.
      const pieces = brackets.flatMap((b) => splitOutside(b, /[，,；;]/));
      const amount = pieces.find((p) => /^(约|大约)?\s*\d/.test(p));
      if (amount) {
        qty = amount;
        brackets = pieces.filter((p) => p !== amount);
        stats.amountsFromBrackets++;
      }
    }
    const base = rawName.replace(/[（(][^）)]*(?:[）)]|$)/g, '').trim();
    if (!base) {
      // A line that is only a remark in brackets ("（可选）", "（色拉油 或 菜籽油）") is about the line before.
      if (entries.length) entries[entries.length - 1].notes.push(...extraNotes, ...brackets, qty);
      stats.remarksAttached++;
      continue;
    }
    entries.push({ rawName, base, notes: [...extraNotes, ...brackets], qty });
  }
  // HowToCook lists every ingredient twice: a bare name under "必备原料和工具", then with its amount
  // under "计算". A bare line that has a line with an amount for the same thing is dropped, its notes
  // ("可选", "或味极鲜") going to that line when the names are the same.
  const withQty = entries.filter((e) => e.qty);
  const covering = (e) =>
    withQty.find((q) => q.base === e.base) ??
    withQty.find((q) => (q.base.length >= 2 && e.rawName.includes(q.base)) || (e.base.length >= 2 && q.base.includes(e.base)));
  const out = [];
  for (const e of entries) {
    const cover = e.qty ? null : covering(e);
    if (cover) {
      if (cover.base === e.base) cover.notes.push(...e.notes);
      stats.bareLinesMerged++;
      continue;
    }
    let name = e.base;
    const notes = [...e.notes];
    if (name.length > NAME_MAX) {
      notes.unshift(name.slice(NAME_MAX - 1));
      name = `${name.slice(0, NAME_MAX - 1)}…`;
    }
    const ingredient = { name, value: null, unit: null, notes };
    if (e.qty) {
      let parsed = parseQuantity(e.qty);
      if (!parsed) {
        parsed = onlyMetricAmount(e.qty);
        if (parsed) stats.amountsFoundInText++;
      }
      if (parsed) {
        ingredient.value = parsed.value;
        ingredient.unit = parsed.unit;
        stats.converted++;
        if (!PLAIN_METRIC.test(e.qty)) notes.push(e.qty);
      } else {
        stats.keptAsText++;
        notes.push(e.qty);
      }
    } else {
      stats.noQuantity++;
    }
    out.push(ingredient);
  }
  return mergeDuplicates(out, stats).map(({ notes, ...ingredient }) => {
    let parts = [...new Set(notes.map((n) => n.trim()).filter(Boolean))];
    if (ingredient.value === null && parts.length) {
      // Without an amount the note is shown where the amount goes: it starts with what says how much
      // ("正常男子手抓半把；可选"), or with 适量, as "可选" or "或味极鲜" alone would read as the amount.
      const amounts = parts.filter((p) => AMOUNT_WORDS.test(p));
      if (!amounts.length) stats.toTasteAdded++;
      parts = amounts.length ? [...amounts, ...parts.filter((p) => !amounts.includes(p))] : ['适量', ...parts];
    }
    return parts.length ? { ...ingredient, note: clipNote(parts.join('；')) } : ingredient;
  });
}

/**
 * One line per ingredient name. Two amounts in the same unit are two uses and add up ("淀粉 15g" to
 * coat, "淀粉 10g" to thicken), unless the recipe repeats three or more of its ingredients with
 * amounts: then it lists a second batch size (粉蒸肉 for 2 and for 1) and the first amount stands.
 * Otherwise the first amount stands; every note is kept.
 */
function mergeDuplicates(list, stats) {
  const withAmount = (name) => list.filter((i) => i.name === name && i.value !== null).length;
  const repeated = new Set(list.filter((i) => withAmount(i.name) > 1).map((i) => i.name));
  const secondBatch = repeated.size >= 3;
  const out = [];
  for (const item of list) {
    const first = out.find((i) => i.name === item.name);
    if (!first) {
      out.push({ ...item, notes: [...item.notes] });
      continue;
    }
    stats.duplicatesMerged++;
    if (item.value !== null && first.value !== null && secondBatch) continue; // the other batch: its notes would repeat the first's
    const written = item.value === null || item.notes.length ? [] : [`${item.value}${item.unit}`];
    if (first.value === null || (first.unit === 'pcs' && item.unit === 'g')) {
      // An amount beats none, and a weight beats a count ("西兰花 1 个" and "约 200 g").
      first.value = item.value ?? first.value;
      first.unit = item.unit ?? first.unit;
    } else if (item.value !== null && item.unit === first.unit) {
      first.value = round(first.value + item.value);
    } else {
      first.notes.push(...written);
    }
    first.notes.push(...item.notes);
  }
  return out;
}

// ---------------------------------------------------------------- recipes

const CATEGORY = {
  荤菜: 'meat',
  水产: 'seafood',
  素菜: 'vegetable',
  主食: 'staple',
  汤: 'soup',
  粥: 'soup',
  汤与粥: 'soup',
  甜品: 'dessert',
  早餐: 'breakfast',
  饮品: 'drink',
  调料: 'sauce',
};
/** 半成品加工 (convenience food) goes to the closest category by what the dish is. */
const SEMI_FINISHED = [
  [/火锅底料|酱/, 'sauce'],
  [/蛋挞|汤圆/, 'dessert'],
  [/羊排|鸡翅|牛|猪/, 'meat'],
  [/薯条/, 'vegetable'],
];

function categoryOf(recipe, name) {
  if (recipe.category === '半成品加工') return SEMI_FINISHED.find(([re]) => re.test(name))?.[1] ?? 'staple';
  const code = CATEGORY[recipe.category];
  if (!code) throw new Error(`unknown howtocook category "${recipe.category}" (${recipe.id})`);
  return code;
}

const FLAVOR_RULES = [
  [/麻辣/, 'bigSpicy'],
  [/咖喱/, 'curry'],
  [/鱼香/, 'fishFragrant'],
  [/糖醋|酸甜|咕噜/, 'sourSweet'],
  [/甜辣/, 'sweetSpicy'],
  [/微辣/, 'slightlySpicy'],
  [/孜然/, 'cumin'],
  [/五香/, 'fiveSpice'],
  [/辣/, 'spicy'],
  [/蒜/, 'garlic'],
  [/酸/, 'sour'],
  [/甜|糖/, 'sweet'],
  [/奶/, 'milk'],
  [/清蒸|白灼|清炒/, 'light'],
];

function flavorOf(name, category) {
  const hit = FLAVOR_RULES.find(([re]) => re.test(name));
  if (hit) return hit[1];
  return category === 'dessert' ? 'sweet' : null;
}

const DIFFICULTY = { 1: 1, 2: 1, 3: 2, 4: 3, 5: 3 };

/** A total time the description states ("一般初学者需要 1 小时即可完成"), in minutes. */
function statedMinutes(text) {
  const re =
    /(需要|需|只需|预计|预估|时长|耗时|用时|时间|总计|大约|大概|约)[^。，,；\n]{0,12}?(\d+(?:\.\d+)?|半|[一二两三四五六七八九十]+)\s*(?:(?:-|~|～|至|到)\s*\d+(?:\.\d+)?\s*)?(个)?\s*(小时|分钟)/;
  const m = re.exec(text);
  if (m) {
    const n = m[2] === '半' ? 0.5 : number(m[2]);
    if (Number.isFinite(n) && n > 0) return Math.round(m[4] === '小时' ? n * 60 : n);
  }
  const half = /(需要|只需|预计|时长|耗时|用时)[^。，,；\n]{0,8}?半(个)?小时/.exec(text);
  return half ? 30 : null;
}

function cookingTimeOf(recipe, description, stepCount, stats) {
  const field = recipe.total_time_minutes ?? (recipe.prep_time_minutes ?? 0) + (recipe.cook_time_minutes ?? 0);
  if (Number.isInteger(field) && field > 0) {
    stats.timeFromFields++;
    return Math.min(field, 1440);
  }
  const stated = statedMinutes(description);
  if (stated && stated >= 1 && stated <= 1440) {
    stats.timeFromDescription++;
    return stated;
  }
  stats.timeEstimated++;
  return Math.min(10 + 5 * stepCount, 120);
}

function cleanDescription(markdown) {
  const paragraphs = plain(markdown)
    .split(/\n+/)
    .map((p) =>
      p
        .replace(/^#+\s.*$/, '')
        .replace(/^>\s*/, '')
        .replace(/^[-*]\s+/, '')
        .trim(),
    )
    .filter((p) => p && !p.startsWith('预估烹饪难度'));
  const joined = paragraphs.map((p) => (/[。！？!?.~～）)]$/.test(p) ? p : `${p}。`)).join('');
  return clip(joined, 300);
}

const BOILERPLATE = /请提出 Issue 或 Pull request/;

function convertRecipe(recipe, stats) {
  const name = plain(recipe.name)
    .replace(/的做法$/, '')
    .trim();
  const category = categoryOf(recipe, name);
  const description = cleanDescription(recipe.description);
  const tipsParts = (recipe.additional_notes ?? []).filter((n) => !BOILERPLATE.test(n)).map(plain);
  const ingredients = convertIngredients(recipe.ingredients ?? [], stats, tipsParts);

  let steps = (recipe.steps ?? [])
    .map((s) => plain(s.description).slice(0, 1000))
    .filter(Boolean)
    .map((description, i) => ({
      title: `步骤 ${i + 1}`,
      description,
      stepType: 1,
      temperature: null,
      speed: null,
      duration: null,
      rotation: null,
    }));
  const sourceSteps = steps.length;
  if (!steps.length) {
    // The package lost this recipe's method (its markdown uses a layout its parser misses). A recipe
    // needs a step, so the one step says so and where the original is.
    stats.withoutSteps.push(name);
    steps = [
      {
        title: '步骤 1',
        description: `原始数据未收录本菜的分步做法，请按食材清单备料，并参阅 HowToCook 原文 ${recipe.source_path}。`,
        stepType: 1,
        temperature: null,
        speed: null,
        duration: null,
        rotation: null,
      },
    ];
  }
  const tags = [...new Set((recipe.tags ?? []).map((t) => plain(t)).filter((t) => t && t.length <= 20))];
  const portions = Number.isInteger(recipe.servings) && recipe.servings > 0 ? Math.min(recipe.servings, 20) : 2;
  // The source has no nutrition: estimated from the ingredients with the shared food table, or none
  // when it covers too little of the recipe (packages/shared/src/nutrition.ts says when).
  const nutrition = estimateNutrition(ingredients, portions);
  stats.nutrition[nutrition.reason] = (stats.nutrition[nutrition.reason] ?? 0) + 1;
  return {
    name: name.slice(0, 60),
    description,
    category,
    country: 'CN',
    cookingTime: cookingTimeOf(recipe, plain(recipe.description), sourceSteps, stats),
    difficulty: DIFFICULTY[recipe.difficulty] ?? 2,
    flavor: flavorOf(name, category),
    portions,
    tags,
    tips: clip(tipsParts.filter(Boolean).join('\n'), 400),
    accessories: [],
    preparations: [],
    ingredients,
    nutrition: nutrition.items,
    steps,
  };
}

// ---------------------------------------------------------------- main

/**
 * JSON with small objects and arrays kept on one line (as prettier lays them out at width 140), so
 * the file stays compact and diffs stay readable; deterministic, no dependency.
 */
export function compactJson(value, width = 140) {
  const inline = (v) => {
    if (Array.isArray(v)) return `[${v.map(inline).join(', ')}]`;
    if (v && typeof v === 'object') {
      const entries = Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}: ${inline(x)}`);
      return entries.length ? `{ ${entries.join(', ')} }` : '{}';
    }
    return JSON.stringify(v);
  };
  const render = (v, indent, prefix, suffix) => {
    const flat = inline(v);
    if (indent.length + prefix.length + flat.length + suffix.length <= width || !v || typeof v !== 'object') {
      return `${indent}${prefix}${flat}${suffix}`;
    }
    const inner = `${indent}  `;
    const items = Array.isArray(v) ? v.map((x) => ['', x]) : Object.entries(v).map(([k, x]) => [`${JSON.stringify(k)}: `, x]);
    if (!items.length) return `${indent}${prefix}${flat}${suffix}`;
    const [open, close] = Array.isArray(v) ? ['[', ']'] : ['{', '}'];
    const lines = items.map(([p, x], i) => render(x, inner, p, i < items.length - 1 ? ',' : ''));
    return `${indent}${prefix}${open}\n${lines.join('\n')}\n${indent}${close}${suffix}`;
  };
  return `${render(value, '', '', '')}\n`;
}

async function main() {
  const from = argValue('--from');
  let tmp = null;
  let source;
  let recipes;
  if (from) {
    source = { name: PACKAGE, version: 'local file', license: null, licenceFiles: [], dataPath: from };
    recipes = JSON.parse(fs.readFileSync(from, 'utf8'));
  } else {
    ({ tmp, source, recipes } = fetchPackage(argValue('--version') ?? PINNED_VERSION));
  }
  try {
    const stats = {
      converted: 0,
      keptAsText: 0,
      noQuantity: 0,
      bareLinesMerged: 0,
      listLinesSplit: 0,
      qualifiersMoved: 0,
      alternativesMoved: 0,
      amountsFromBrackets: 0,
      amountsFoundInText: 0,
      duplicatesMerged: 0,
      toTasteAdded: 0,
      remarksAttached: 0,
      nutrition: {},
      duplicateLines: 0,
      notesMovedToTips: 0,
      headingsDropped: 0,
      timeFromFields: 0,
      timeFromDescription: 0,
      timeEstimated: 0,
      withoutSteps: [],
    };
    const out = recipes.map((r) => convertRecipe(r, stats));
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    fs.writeFileSync(outFile, compactJson(out));

    const byCategory = {};
    for (const r of out) byCategory[r.category] = (byCategory[r.category] ?? 0) + 1;
    console.log(`source: ${source.name}@${source.version} (${source.dataPath}), licence: ${source.license ?? 'not stated'}`);
    console.log(`licence files in the package: ${source.licenceFiles.length ? source.licenceFiles.join(', ') : 'none'}`);
    console.log(`wrote ${out.length} recipes to ${path.relative(root, outFile)}`);
    console.log(`by category: ${JSON.stringify(byCategory)}`);
    console.log(`quantities converted to value + unit: ${stats.converted}`);
    console.log(`quantities kept as text (value null, note = original): ${stats.keptAsText}`);
    console.log(`ingredients listed without any quantity: ${stats.noQuantity}`);
    console.log(`bare duplicate lines merged into their line with an amount: ${stats.bareLinesMerged}`);
    console.log(
      `cleaning: ${stats.listLinesSplit} list lines split, ${stats.qualifiersMoved} qualifiers ("可选：") and ${stats.alternativesMoved} alternatives ("/ 味极鲜") moved to notes, ${stats.amountsFromBrackets} amounts taken from brackets, ${stats.amountsFoundInText} found in a longer text, ${stats.duplicatesMerged} repeated names merged, ${stats.remarksAttached} bracket-only remarks attached to the line before, ${stats.toTasteAdded} notes of unmeasured ingredients start with 适量`,
    );
    console.log(`nutrition: ${JSON.stringify(stats.nutrition)} (ok = estimated; else why not)`);
    console.log(
      `identical lines dropped: ${stats.duplicateLines}; list headings dropped: ${stats.headingsDropped}; note lines moved to tips: ${stats.notesMovedToTips}`,
    );
    console.log(
      `cooking time: ${stats.timeFromFields} from time fields, ${stats.timeFromDescription} stated in the description, ${stats.timeEstimated} estimated from the step count`,
    );
    console.log(`recipes without steps in the source (one explanatory step added): ${stats.withoutSteps.length}`);
    if (stats.withoutSteps.length) console.log(`  ${stats.withoutSteps.join('、')}`);
  } finally {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
