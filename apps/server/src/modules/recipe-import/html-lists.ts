import type { Block, PageData, Section } from './recipe-page.js';

/**
 * The ingredient and instruction lists of a page read from its HTML alone (no schema.org Recipe, or
 * one without them): general rules of how recipe pages are laid out, never a site's own names.
 * - A section opens at a heading that names it, in the languages served and the common European
 *   ones ("Ingredients", "Zutaten", "Υλικά", "配料"; "Method", "Zubereitung", "做法"...).
 * - Its lines are the list items (li, table rows, checkbox labels) or the paragraphs that follow,
 *   until a heading of the same or a higher rank, the other section's heading, or (for ingredients)
 *   the prose after the list. A short line between lists is a group title and is passed over.
 * - A block that holds others (a list item made of paragraphs) is read whole, once.
 * - Without a steps heading, the prose right after the ingredient list is the method.
 * - Without either heading, the blocks inside an element whose class or id names the section.
 */

export const LIST_MAX = 60;
/**
 * The work stays linear in the page whatever it holds: a section is looked for after at most
 * TRIES_MAX headings (or lists), each read over at most SCAN_MAX blocks.
 */
export const TRIES_MAX = 20;
export const SCAN_MAX = 400;
/** Blocks looked at by the section readers since the count was last reset (tests of the bound). */
export const scanCount = { blocks: 0 };

/** Headings that open the ingredient list. */
export const INGREDIENTS_HEADING =
  /^(?:ingredients?|what you(?:'|’)?ll need|you will need|zutaten|ingrédients?|ingrediënten|ingredientes|ingredienti|ingredienser|ingredienset|ainekset|składniki|hozzávalók|összetevők|υλικά|配料|用料|材料|食材|原料|主料|所需材料)(?:\s|[:：(（]|$|\p{P})/iu;
/** Headings that open the instructions. */
export const STEPS_HEADING =
  /^(?:instructions?|directions?|method|preparation|procedure|steps|step[- ]by[- ]step|(?:here(?:'|’)?s )?how to (?:make|prepare|cook)(?: it| them| this)?|zubereitung|anleitung|so geht(?:'|’)?s|préparation|étapes|bereiding(?:swijze)?|werkwijze|preparación|elaboración|instrucciones|pasos|modo de preparo|preparo|preparazione|procedimento|fremgangsmåde|fremgangsmåte|tilberedning|gör så här|instruktioner|valmistus|przygotowanie|sposób przygotowania|elkészítés|εκτέλεση|οδηγίες|παρασκευή|做法|步骤|作り方|制作方法|烹饪步骤|做法步骤)(?:\s|[:：(（]|$|\p{P})/iu;

/** A list line without its bullet or checkbox mark. */
export const cleanLine = (line: string) =>
  line
    .replace(/^\s*(?:[-–•*·▢□☐✓]\s*)+/u, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Blocks that are one line of a list. */
const ITEM_TAGS = new Set(['li', 'tr', 'dt', 'dd', 'label']);

const rank = (block: Block) => (/^h[1-6]$/.test(block.tag) ? Number(block.tag[1]) : 7);

/** A heading, or a short line standing as one ("Ingredients:", "For the sauce"), not a short sentence. */
const isHeading = (block: Block) =>
  !block.text.includes('\n') &&
  block.text.length <= 60 &&
  (/^h[1-6]$/.test(block.tag) || (!ITEM_TAGS.has(block.tag) && block.text.length <= 40 && !/[.!?。！？]$/u.test(block.text)));

/** A line that names a section ("Preparación." too: a heading may end in a stop). */
const names = (block: Block, heading: RegExp) =>
  !ITEM_TAGS.has(block.tag) &&
  !block.text.includes('\n') &&
  block.text.length <= (/^h[1-6]$/.test(block.tag) ? 60 : 40) &&
  heading.test(block.text.replace(/^[^\p{L}]+/u, ''));

/**
 * The page's blocks with those held by a later block left out (the later block, closed after its
 * content, is read whole), except inside a list item that holds a list (its items are the lines).
 * Linear: a block's own inner blocks are skipped over at once.
 */
export function outerBlocks(blocks: Block[]): Block[] {
  const covered = new Uint8Array(blocks.length);
  blocks.forEach((block, k) => {
    if (block.container) return;
    for (let j = k - 1; j >= block.from;) {
      covered[j] = 1;
      const inner = blocks[j]!;
      j = inner.container ? j - 1 : Math.min(j - 1, inner.from - 1);
    }
  });
  return blocks.filter((block, k) => !covered[k] && !block.hidden && !block.container);
}

type Kind = 'ingredients' | 'steps';

/** The lines of a section that starts after `blocks[start - 1]`, and where it ended. */
function collect(blocks: Block[], start: number, kind: Kind, openRank: number, openSection: Section): { lines: string[]; end: number } {
  const lines: string[] = [];
  let type: 'item' | 'text' | null = null;
  let itemTag = '';
  let j = start;
  for (; j < blocks.length && j < start + SCAN_MAX && lines.length < LIST_MAX; j++) {
    const block = blocks[j]!;
    scanCount.blocks++;
    // A block that the page's class names place in the other section ends this one (unless the
    // opening heading already sat there: one wrapper around the whole recipe).
    if (lines.length && block.section && block.section !== kind && block.section !== openSection) break;
    // The other section's heading ends this one; one naming this section again ("Preparación del
    // arroz") is a part of it, unless it ranks as high as the opening one (below).
    if (names(block, kind === 'ingredients' ? STEPS_HEADING : INGREDIENTS_HEADING)) {
      if (lines.length) break;
      continue;
    }
    // A heading ends the section when it ranks as high as the one that opened it; a lower one, or a
    // short line, is a group title ("For the sauce"), kept among ingredients (a short ingredient
    // line looks the same) and passed over among steps.
    if (isHeading(block) && (/^h[1-6]$/.test(block.tag) || kind === 'steps')) {
      if (lines.length && /^h[1-6]$/.test(block.tag) && rank(block) <= openRank) break;
      continue;
    }
    const own = ITEM_TAGS.has(block.tag) ? 'item' : 'text';
    const prose = block.text.split('\n').some((line) => line.length > 150);
    if (kind === 'ingredients' && prose) {
      // Prose under the heading before the list is a note; after it, the list has ended.
      if (lines.length) break;
      continue;
    }
    // Items of one list share their tag: checkbox labels then links in list items are two lists.
    if (type === 'item' && own === 'item' && itemTag && block.tag !== itemTag) break;
    if (type && own !== type) {
      // A short note between ingredient items ("Optional", "or use...") is passed over; a sentence
      // after them is the method.
      const sentence = block.text.length > 40 && (block.text.length > 80 || /[.!?。！？]$/u.test(block.text));
      if (kind === 'ingredients' && own === 'text' && !sentence) continue;
      break;
    }
    // A short line among ingredients (a title, a bare "salt") does not decide whether the list is
    // made of items or of paragraphs.
    if (!(kind === 'ingredients' && isHeading(block))) type = own;
    if (own === 'item') itemTag = block.tag;
    if (kind === 'steps') lines.push(block.text);
    else lines.push(...(own === 'item' ? [block.text.replace(/\n/g, ' ')] : block.text.split('\n')));
  }
  return { lines: lines.map((line) => (kind === 'steps' ? line.trim() : cleanLine(line))).filter(Boolean), end: j };
}

/** The section under the first heading naming it that has at least `minimum` lines (else the longest found). */
function underHeading(blocks: Block[], heading: RegExp, kind: Kind, minimum: number) {
  let best: { lines: string[]; end: number; rank: number; section: Section } | null = null;
  for (let i = 0, tries = 0; i < blocks.length && tries < TRIES_MAX; i++) {
    const block = blocks[i]!;
    if (!names(block, heading)) continue;
    tries++;
    const found = { ...collect(blocks, i + 1, kind, rank(block), block.section), rank: rank(block), section: block.section };
    if (found.lines.length >= minimum) return found;
    if (!best || found.lines.length > best.lines.length) best = found;
  }
  return best;
}

/** A line that starts with an amount ("2 cups", "½ tsp", "1-2"). */
const startsWithAmount = (line: string) => /^[\d½⅓⅔¼¾⅕⅛⅜⅝⅞]/u.test(line);

/**
 * A page without an ingredients heading: the first list of at least three items most of which start
 * with an amount (group headings inside it are passed over, the prose after it ends it).
 */
function amountList(blocks: Block[]) {
  for (let i = 0, tries = 0; i < blocks.length && tries < TRIES_MAX; i++) {
    const block = blocks[i]!;
    if (!ITEM_TAGS.has(block.tag) || !startsWithAmount(block.text)) continue;
    tries++;
    const found = collect(blocks, i, 'ingredients', 0, block.section);
    if (found.lines.length >= 3 && found.lines.filter(startsWithAmount).length >= found.lines.length * 0.6) {
      // The list ranks as the heading over it ("Produce"), so the method after it may have its own
      // lower group headings.
      const over = blocks.slice(Math.max(0, i - 5), i).findLast((b) => /^h[1-6]$/.test(b.tag));
      return { ...found, rank: over ? rank(over) : 7, section: block.section };
    }
  }
  return null;
}

/**
 * A paragraph that holds a whole section on lines (`<p><b>Ingredients</b><br>2 cups flour<br>…`, even
 * both sections in one) read as one block a line, so its heading lines open sections like headings.
 */
export function linesAsBlocks(blocks: Block[]): Block[] {
  return blocks.flatMap((block) => {
    if (ITEM_TAGS.has(block.tag) || !block.text.includes('\n')) return [block];
    const lines = block.text.split('\n');
    const asBlock = (text: string): Block => ({ ...block, tag: 'p', text });
    return lines.some((line) => names(asBlock(line), INGREDIENTS_HEADING) || names(asBlock(line), STEPS_HEADING))
      ? lines.map(asBlock)
      : [block];
  });
}

export function htmlLists(page: PageData): { ingredients: string[]; steps: string[] } {
  const blocks = linesAsBlocks(outerBlocks(page.blocks));
  const byClass = (section: Kind, tags: string[]): string[] =>
    blocks
      .filter((b) => b.section === section && tags.includes(b.tag))
      .flatMap((b) => (section === 'ingredients' && ITEM_TAGS.has(b.tag) ? [b.text.replace(/\n/g, ' ')] : b.text.split('\n')))
      .map(cleanLine)
      .filter(Boolean)
      .slice(0, LIST_MAX);
  const classed = byClass('ingredients', [...ITEM_TAGS]);
  const ingredients = underHeading(blocks, INGREDIENTS_HEADING, 'ingredients', 2) ?? (classed.length ? null : amountList(blocks));
  let steps = underHeading(blocks, STEPS_HEADING, 'steps', 1)?.lines ?? [];
  if (!steps.length && ingredients?.lines.length) {
    // No heading for the method: the prose right after the ingredient list, when it reads as sentences.
    const after = collect(blocks, ingredients.end, 'steps', ingredients.rank, ingredients.section).lines;
    if (after.length && after.join(' ').length / after.length >= 40) steps = after;
  }
  return {
    ingredients: ingredients?.lines.length ? ingredients.lines : classed,
    steps: steps.length ? steps : byClass('steps', ['li', 'p']),
  };
}

/** Hour and minute words of the languages served and the common European ones. */
const HOURS = String.raw`(?:h|hrs?|hours?|std\.?|stunden?|heures?|horas?|ore|ora|uur|timer?|timmar|tim|óra|godz\.?|godzin[ay]?|ώρες|ώρα|小时|小時|時間)`;
const MINUTES = String.raw`(?:m|mins?\.?|minutes?|minuten?|minutos?|minuti|minutter|minuter|perc|minut[y]?|λεπτά|分钟|分鐘|分)`;
const DURATION = new RegExp(
  String.raw`(?:(\d+(?:[.,]\d+)?)\s*${HOURS}(?![\p{L}]))?\s*(?:and\s*|und\s*|et\s*|y\s*|e\s*|en\s*|og\s*|och\s*|és\s*|i\s*|,\s*)?(?:(\d+)\s*${MINUTES}(?![\p{L}]))?`,
  'giu',
);

/** "1 hour 10 minutes", "45 mins", "1 Std. 20 Min.", "unter 30 Minuten", "1小时20分钟" -> minutes; null without one. */
export function durationInText(text: string): number | null {
  for (const m of text.matchAll(DURATION)) {
    if (!m[1] && !m[2]) continue;
    const minutes = Math.round(Number((m[1] ?? '0').replace(',', '.')) * 60 + Number(m[2] ?? 0));
    return minutes > 0 ? minutes : null;
  }
  return null;
}

const TOTAL_LABEL =
  /^(?:total(?: time)?|ready in(?: around| about)?|time|gesamtzeit|zeit|temps total|durée totale|durée|tiempo total|tempo total|tempo|totale tijd|tijd|total tid|tid|összesen|idő|czas|czas przygotowania|χρόνος|总时间|总时长|时间|所需时间)(?:\s*[:：|-]\s*|\s*$|\s+(?=\d))/iu;
const PREP_LABEL =
  /^(?:prep(?:aration)?(?: time)?|active time|vorbereitung(?:szeit)?|arbeitszeit|zubereitungszeit|temps de préparation|tiempo de preparación|tempo de preparo|voorbereiding(?:stijd)?|tempo di preparazione|forberedelse|előkészítés|准备时间)(?:\s*[:：|-]\s*|\s*$|\s+(?=\d))/iu;
const COOK_LABEL =
  /^(?:cook(?:ing)?(?: time)?|bak(?:e|ing)(?: time)?|kochzeit|backzeit|garzeit|temps de cuisson|cuisson|tiempo de cocción|tempo de cozimento|kooktijd|baktijd|tempo di cottura|cottura|tilberedningstid|sütési idő|főzési idő|烹饪时间|烘烤时间)(?:\s*[:：|-]\s*|\s*$|\s+(?=\d))/iu;
const YIELD_LABEL =
  /^(?:serves|servings?|yields?|makes|portions?|portionen|personen|für|personnes|pour|porciones|raciones|personas|porzioni|persone|dosi per|porções|rendimento|porsjoner|portioner|adag|porcje|μερίδες|份量|份数|人数)(?:\s*[:：|-]\s*|\s*$|\s+(?=\d))/iu;
const YIELD_AFTER =
  /(\d+)\s*(?:-\s*\d+\s*)?(?:servings?|portions?|portionen|personen|persons?|people|personnes|personas|porciones|porzioni|persone|porções|porsjoner|portioner|adag|porcj[ei]|μερίδες|人份|份)(?![\p{L}])/iu;

/**
 * Time and yield as a page without schema.org data shows them: "Total Time: 20 minutes",
 * "Prep: 10 mins / Cook: 25 mins", "Serves 4", "Makes:" then "12 to 16 pieces", "Für 2 Personen".
 * A label stands before its value (after a colon, or a number right after it) on the same line or
 * alone on the line before it ("Bake in the oven for 45 minutes" is no label). Short lines only,
 * first found.
 */
export function htmlFacts(page: PageData): { minutes: number | null; portions: number | null } {
  const lines = outerBlocks(page.blocks)
    .flatMap((b) => b.text.split(/\n|\s[|•·]\s/))
    .map((line) => line.replace(/^[^\p{L}\p{N}]+/u, '').trim())
    .filter((line) => line && line.length <= 60);
  let total: number | null = null;
  let prep: number | null = null;
  let cook: number | null = null;
  let portions: number | null = null;
  const valueOf = (i: number, label: RegExp): string | null => {
    const m = label.exec(lines[i]!);
    if (!m) return null;
    const rest = lines[i]!.slice(m[0].length);
    return rest || (lines[i + 1] ?? '');
  };
  for (let i = 0; i < lines.length && (total === null || portions === null); i++) {
    const line = lines[i]!;
    total ??= ((v) => (v === null ? null : durationInText(v)))(valueOf(i, TOTAL_LABEL));
    prep ??= ((v) => (v === null ? null : durationInText(v)))(valueOf(i, PREP_LABEL));
    cook ??= ((v) => (v === null ? null : durationInText(v)))(valueOf(i, COOK_LABEL));
    if (portions === null) {
      const value = valueOf(i, YIELD_LABEL);
      const n = (value !== null ? /^\D{0,12}?(\d+)/.exec(value)?.[1] : undefined) ?? YIELD_AFTER.exec(line)?.[1];
      if (n && Number(n) > 0) portions = Number(n);
    }
  }
  const parts = [prep, cook].filter((n): n is number => n !== null);
  return { minutes: total ?? (parts.length ? parts.reduce((a, b) => a + b, 0) : null), portions };
}

const HAS_AMOUNT = /[\d½⅓⅔¼¾⅕⅛⅜⅝⅞]/u;
/** A line that is only an amount, with at most a unit word: "200 g", "2 tbsp", "½ cup", "1 1/2 EL". */
const ONLY_AMOUNT = /^[\d½⅓⅔¼¾⅕⅛⅜⅝⅞][\d\s.,/⁄½⅓⅔¼¾⅕⅛⅜⅝⅞–-]*(?:\s*[\p{L}.]{1,12}){0,2}$/u;
const WORD = /[\p{L}\p{N}]/u;

/**
 * Ingredient names given without amounts (JSON-LD that lists "Butter", "Mehl") with the amount the
 * page shows beside each name: "200 g" then "Butter", "– 2 tbsp oil", or "ziemniaki" then "1
 * kilogram". Which side holds the amounts is read once for the list (the first name with an amount
 * before it, else the last with one after it), so no name takes its neighbour's amount. A line
 * already holding a number, or a name the page never shows beside an amount, is kept as it is.
 */
export function amountsFromText(lines: string[], text: string): string[] {
  // Lower case only where that keeps every character's place (a few letters grow when lowered).
  const lowered = text.toLowerCase();
  const lower = lowered.length === text.length ? lowered : text;
  const amountIn = (piece: string | undefined) => {
    const amount = (piece ?? '').trim().replace(/^[-–—•*·]\s*/u, '');
    return ONLY_AMOUNT.test(amount) ? amount : null;
  };
  const found = lines.map((line) => {
    const needle = lower === text ? line.trim() : line.trim().toLowerCase();
    if (!needle || HAS_AMOUNT.test(needle)) return null;
    for (let at = lower.indexOf(needle), seen = 0; at >= 0 && seen < 50; at = lower.indexOf(needle, at + 1), seen++) {
      const end = at + needle.length;
      if (WORD.test(lower[at - 1] ?? '') || WORD.test(lower[end] ?? '')) continue;
      // The rest of the name's own line, else the nearest line with text, on each side.
      const beforeLines = text.slice(Math.max(0, at - 200), at).split('\n');
      const own = beforeLines.pop()!;
      const before = amountIn(own.trim() ? own : beforeLines.findLast((piece) => piece.trim()));
      const afterLines = text.slice(end, end + 200).split('\n');
      const rest = afterLines.shift()!;
      const after = amountIn(rest.trim() ? rest : afterLines.find((piece) => piece.trim()));
      if (before || after) return { before, after };
    }
    return null;
  });
  const side = found[0]?.before ? 'before' : found.at(-1)?.after ? 'after' : 'before';
  return lines.map((line, i) => {
    const amount = found[i]?.[side];
    return amount ? `${amount} ${line.trim()}` : line;
  });
}
