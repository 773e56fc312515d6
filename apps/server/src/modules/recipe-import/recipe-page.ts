import { Parser } from 'htmlparser2';

/**
 * What an HTML page says about a recipe, read in one streaming pass (htmlparser2, no tree kept):
 * schema.org Recipe data from JSON-LD (`<script type="application/ld+json">`, also inside @graph or
 * arrays, parsed leniently) or microdata (itemscope/itemprop, nested in any item) or RDFa Lite
 * (typeof/property, read the same way), plus what the
 * page's HTML shows for pages without either: Open Graph tags, the title, and the text blocks
 * (headings, list items, paragraphs) with the section their class names place them in.
 * Nothing of the page is run or kept but these values.
 *
 * The work is bounded whatever the page (a hostile page can nest tags a million deep or repeat a
 * property thousands of times): text goes once into one log; an element that needs its text (an
 * itemprop, a block) keeps only where its text starts in the log and reads at most TEXT_KEPT
 * characters of it when it closes; only the first DEPTH_TRACKED levels are looked at; at most
 * VALUES_KEPT microdata values and BLOCKS_KEPT blocks are kept, holding TEXT_BUDGET characters in all.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Item = Record<string, Json>;

export const DEPTH_TRACKED = 256;
export const TEXT_KEPT = 20_000;
export const VALUES_KEPT = 4_000;
export const BLOCKS_KEPT = 4_000;
/** All kept text together: about a page's worth, whatever the nesting (each value also within TEXT_KEPT). */
export const TEXT_BUDGET = 4_000_000;

const isRecipeType = (type: Json | undefined): boolean =>
  typeof type === 'string' ? /(?:^|[/#:])Recipe$/i.test(type.trim()) : Array.isArray(type) && type.some(isRecipeType);

/** The first Recipe in a JSON-LD value: top level, in arrays (nested too), @graph (array or object), mainEntity. */
export function findRecipe(node: Json | undefined, depth = 0): Item | null {
  if (node === null || node === undefined || typeof node !== 'object' || depth > 8) return null;
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = findRecipe(child, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (isRecipeType(node['@type'])) return node;
  return findRecipe(node['@graph'], depth + 1) ?? findRecipe(node.mainEntity, depth + 1) ?? findRecipe(node.mainEntityOfPage, depth + 1);
}

/** Every object of a JSON-LD value with an @id, so `{"@id": ...}` references can be followed. */
function indexIds(node: Json, into: Map<string, Item>, depth = 0) {
  if (!node || typeof node !== 'object' || depth > 8) return;
  if (Array.isArray(node)) return node.forEach((child) => indexIds(child, into, depth + 1));
  if (typeof node['@id'] === 'string' && Object.keys(node).length > 1 && !into.has(node['@id'])) into.set(node['@id'], node);
  for (const value of Object.values(node)) indexIds(value, into, depth + 1);
}

/**
 * JSON as pages write it: raw newlines and tabs inside strings, a trailing comma before } or ],
 * a trailing `;`, CDATA or comment wrappers. Strict JSON first; the repaired text only when that fails.
 */
export function lenientJson(text: string): Json | undefined {
  const trimmed = text
    .trim()
    .replace(/^(?:<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)\s*/, '')
    .replace(/\s*(?:-->|\/\/\s*\]\]>|\]\]>)$/, '')
    .replace(/;\s*$/, '');
  try {
    return JSON.parse(trimmed) as Json;
  } catch {
    // Repaired below.
  }
  let out = '';
  let inString = false;
  for (let i = 0; i < trimmed.length; i++) {
    const c = trimmed[i]!;
    if (inString) {
      if (c === '\\') {
        out += c + (trimmed[i + 1] ?? '');
        i++;
      } else if (c === '"') {
        inString = false;
        out += c;
      } else if (c === '\n') out += '\\n';
      else if (c === '\r') out += '\\r';
      else if (c === '\t') out += '\\t';
      else if (c < ' ') out += ' ';
      else out += c;
    } else if (c === '"') {
      inString = true;
      out += c;
    } else if (c === ',') {
      // A comma followed only by whitespace and a closing bracket is dropped.
      let j = i + 1;
      while (j < trimmed.length && /\s/.test(trimmed[j]!)) j++;
      if (trimmed[j] !== '}' && trimmed[j] !== ']') out += c;
    } else out += c;
  }
  try {
    return JSON.parse(out) as Json;
  } catch {
    return undefined;
  }
}

/** The attribute that holds an itemprop's value on this element (HTML's microdata rules). */
const VALUE_ATTRIBUTE: Record<string, string> = {
  meta: 'content',
  img: 'src',
  audio: 'src',
  video: 'src',
  source: 'src',
  a: 'href',
  link: 'href',
  area: 'href',
  time: 'datetime',
  data: 'value',
  meter: 'value',
};

/** Elements whose text is a block of the page (a heading, a list item, a paragraph...). */
const BLOCK_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'p', 'dt', 'dd', 'tr', 'figcaption', 'label']);
/** Elements that end a line of text (a step given as one block with `<br>` between lines). */
const BREAK_TAGS = new Set([
  'br',
  'p',
  'div',
  'li',
  'tr',
  'td',
  'th',
  'dt',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'section',
  'article',
  'ul',
  'ol',
]);
/**
 * Class names that hide an element (a unit toggle's other list, screen-reader labels). Tailwind's
 * `hidden` is shown again by a breakpoint class (`hidden md:block`), so then it does not count. The
 * `hidden` attribute is not read: streamed server rendering parks the page's late parts in
 * `<div hidden>` until its script moves them into place.
 */
const HIDING_CLASS =
  /^(?:hidden|hide|is-hidden|u-hidden|d-none|display-none|visuallyhidden|u-visuallyhidden|visually-hidden|sr-only|screen-reader-text)$/;
const hiddenByAttributes = (attrs: Record<string, string>): boolean => {
  if (/display\s*:\s*none/i.test(attrs.style ?? '')) return true;
  const classes = (attrs.class ?? '').split(/\s+/);
  return (
    classes.some((c) => HIDING_CLASS.test(c)) &&
    !classes.some((c) => /^[a-z0-9]+:(?:block|flex|inline|grid|table|inline-block|inline-flex|contents)$/.test(c))
  );
};
/** Elements whose text is never shown. */
const HIDDEN_TAGS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'select', 'button', 'nav', 'footer', 'form']);

/** Open elements htmlparser2 itself keeps; deeper start tags are dropped (their text is kept). */
export const PARSER_DEPTH = 512;

/**
 * htmlparser2's Parser with a bounded stack of open elements. The stock parser adds each start tag
 * at the front of an array (`unshift`) and looks each end tag up by a scan of it: with a page nested
 * 100,000 deep both cost depth x tags. A start tag past PARSER_DEPTH is dropped the way the parser
 * itself drops a second <form> (empty tag name, no attributes), so every step stays O(PARSER_DEPTH).
 * The internals touched are those of the pinned version (12.0.0); the bounded-work tests fail if they change.
 */
class BoundedParser extends Parser {
  override onopentagname(start: number, endIndex: number): void {
    const self = this as unknown as { stack: string[]; tagname: string; openTagStart: number; startIndex: number; endIndex: number };
    if (self.stack.length < PARSER_DEPTH) return super.onopentagname(start, endIndex);
    self.endIndex = endIndex;
    self.openTagStart = self.startIndex;
    self.tagname = '';
  }
  /** The depth of htmlparser2's own stack (tests check it stays bounded). */
  get openElements(): number {
    return (this as unknown as { stack: string[] }).stack.length;
  }
}

export type Section = 'ingredients' | 'steps' | null;

/** Which section a class name or id places an element in (the words sites use, in many languages). */
export function sectionOfClass(names: string): Section {
  const s = names.toLowerCase();
  if (!s) return null;
  if (/ingredi|zutat|ingrediënt|ingredient|ingrédient|ingrediens|składnik|hozzávaló|υλικ/.test(s)) return 'ingredients';
  if (
    /instruction|direction|method|preparation|steps?\b|step-|zubereitung|bereiding|elaboraci|preparaci|preparazione|procedimento|istruzioni|fremgangsm|tilberedning|przygotowanie|elkészítés|recipe-?procedure|recipe-?body/.test(
      s,
    )
  )
    return 'steps';
  return null;
}

export interface Block {
  tag: string;
  text: string;
  /** The section the nearest ancestor (or the element itself) with a telling class or id names. */
  section: Section;
  /** Inside an element whose text is never shown. */
  hidden: boolean;
  /** Holds other blocks of its kind (a list item holding a list). */
  container: boolean;
  /** The index of the first block inside this one (its own index when it holds none): blocks close inner first. */
  from: number;
}

export interface PageData {
  jsonLd: Json[];
  microdata: Item[];
  meta: Record<string, string>;
  title: string;
  blocks: Block[];
  /** Pictures of the page in order, from lazy-loading attributes first (the real picture), then src. */
  images: string[];
  /** The page's shown text (line breaks where blocks end), at most TEXT_BUDGET characters. */
  text: string;
  /** How much text the pass copied into kept values (for tests of the bound). */
  charsCopied: number;
  /** The most elements htmlparser2 held open at once (for tests of the bound). */
  maxOpen: number;
}

interface Open {
  name: string;
  item?: Item;
  /** A text value collected for these properties of the enclosing item, from this log offset. */
  prop?: { names: string[]; into: Item; start: number };
  block?: { start: number; blocks: number };
  section: Section;
  hidden: boolean;
  /** This element hides its text (script, style...). */
  hides?: boolean;
}

function addValue(item: Item, names: string[], value: Json) {
  for (const name of names) {
    const existing = item[name];
    if (existing === undefined) item[name] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else item[name] = [existing, value];
  }
}

/** Spaces collapsed, line breaks kept (one per run), ends trimmed. */
const tidy = (text: string) =>
  text
    .replace(/[ \t\r\f\v\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();

/** Reads the page in one pass (see the file's comment for the bounds). */
export function readPage(html: string): PageData {
  const jsonLd: Json[] = [];
  const microdata: Item[] = [];
  const meta: Record<string, string> = {};
  const blocks: Block[] = [];
  const images: string[] = [];
  const stack: Open[] = [];
  const items: Item[] = [];
  // The text log: chunks and the offset each starts at (one copy of the page's text, never more).
  const chunks: string[] = [];
  const offsets: number[] = [];
  let logLength = 0;
  let charsCopied = 0;
  let values = 0;
  let title = '';
  let inTitle = false;
  let script: string[] | null = null;
  let scriptSize = 0;
  let hiddenDepth = 0;

  const append = (text: string) => {
    chunks.push(text);
    offsets.push(logLength);
    logLength += text.length;
  };
  /** At most TEXT_KEPT characters of the log from `start`: a binary search, then a bounded copy. */
  const textFrom = (start: number): string => {
    let lo = 0;
    let hi = offsets.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (offsets[mid]! + chunks[mid]!.length <= start) lo = mid + 1;
      else hi = mid;
    }
    const cap = Math.min(TEXT_KEPT, TEXT_BUDGET - charsCopied);
    let out = '';
    for (let i = lo; i < chunks.length && out.length < cap; i++) {
      // Only what is still wanted of each chunk: a chunk may be the whole page's text.
      const from = i === lo ? start - offsets[i]! : 0;
      out += chunks[i]!.slice(from, from + cap - out.length);
    }
    charsCopied += out.length;
    return out;
  };

  let maxOpen = 0;
  const parser = new BoundedParser(
    {
      onopentag(name, attrs) {
        maxOpen = Math.max(maxOpen, parser.openElements);
        if (name === 'script' && (attrs.type ?? '').toLowerCase().includes('ld+json')) {
          script = [];
          scriptSize = 0;
        }
        if (name === 'title' && !title) inTitle = true;
        if (name === 'meta') {
          const key = (attrs.property ?? attrs.name ?? '').toLowerCase();
          if (/^(?:og:|twitter:)?(?:title|description|image)$/.test(key) && attrs.content && !meta[key]) meta[key] = attrs.content;
        }
        if (BREAK_TAGS.has(name)) append('\n');
        const parent = stack.at(-1);
        if (stack.length >= DEPTH_TRACKED) {
          // Deeper elements only keep their place on the stack; their text still flows into the log.
          stack.push({ name, section: parent?.section ?? null, hidden: parent?.hidden ?? false });
          return;
        }
        // Hidden by its class or style: its blocks are left out, but its text stays in the log (a
        // microdata value may sit in a hidden element).
        const hidden = (parent?.hidden ?? false) || HIDDEN_TAGS.has(name) || hiddenByAttributes(attrs);
        const own = sectionOfClass(`${attrs.class ?? ''} ${attrs.id ?? ''}`);
        const open: Open = { name, section: own ?? parent?.section ?? null, hidden };
        if (HIDDEN_TAGS.has(name)) {
          hiddenDepth++;
          open.hides = true;
        }
        if (name === 'img' && images.length < 50) {
          const src =
            attrs['data-lazy-src'] ??
            attrs['data-src'] ??
            attrs['data-original'] ??
            bestOfSrcset(attrs['data-srcset'] ?? attrs.srcset) ??
            attrs.src;
          if (src && !src.startsWith('data:')) images.push(src);
        }
        // RDFa Lite reads as microdata: `typeof` opens an item, `property` names a value of the
        // enclosing item ("schema:name" as "name"), and `content` holds a value on any element.
        const rdfa = attrs.itemprop === undefined && attrs.property !== undefined;
        const props = (attrs.itemprop ?? attrs.property)
          ?.split(/\s+/)
          .filter(Boolean)
          .map((p) => p.replace(/^.*[/#:]/, ''));
        const item = items.at(-1);
        if ((attrs.itemscope !== undefined || attrs.typeof !== undefined) && values < VALUES_KEPT) {
          values++;
          const types = (attrs.itemtype ?? attrs.typeof ?? '').split(/\s+/).filter(Boolean);
          const created: Item = { '@type': types.length > 1 ? types : (types[0] ?? '') };
          if (props?.length && item) addValue(item, props, created);
          // Every item is also listed on its own, so a Recipe inside a page-level WebPage is found.
          microdata.push(created);
          items.push(created);
          open.item = created;
        } else if (props?.length && item && values < VALUES_KEPT) {
          values++;
          const attribute = VALUE_ATTRIBUTE[name];
          const value =
            (rdfa ? (attrs.content ?? attrs.resource) : undefined) ??
            (attribute ? (attrs[attribute] ?? (name === 'img' ? (attrs['data-src'] ?? attrs['data-lazy-src']) : undefined)) : undefined);
          if (value !== undefined) addValue(item, props, value);
          else open.prop = { names: props, into: item, start: logLength };
        }
        if (BLOCK_TAGS.has(name) && !hidden) open.block = { start: logLength, blocks: blocks.length };
        stack.push(open);
      },
      ontext(text) {
        if (script) {
          // A JSON-LD block is kept up to the page's own size limit only once (never per element).
          if (scriptSize < 2_000_000) script.push(text);
          scriptSize += text.length;
          return;
        }
        if (inTitle) title += text.slice(0, 1000);
        if (hiddenDepth === 0) append(text);
      },
      onclosetag(name) {
        if (name === 'script' && script) {
          const parsed = lenientJson(script.join(''));
          if (parsed !== undefined) jsonLd.push(parsed);
          script = null;
        }
        if (name === 'title') inTitle = false;
        if (BREAK_TAGS.has(name)) append('\n');
        const open = stack.pop();
        if (!open) return;
        if (open.hides) hiddenDepth--;
        if (open.prop) addValue(open.prop.into, open.prop.names, tidy(textFrom(open.prop.start)));
        if (open.block && blocks.length < BLOCKS_KEPT) {
          const text = tidy(textFrom(open.block.start));
          const container = blocks.slice(open.block.blocks, open.block.blocks + 50).some((b) => b.tag === open.name);
          if (text) blocks.push({ tag: open.name, text, section: open.section, hidden: open.hidden, container, from: open.block.blocks });
        }
        if (open.item) items.pop();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  const text = chunks.join('').slice(0, TEXT_BUDGET);
  return { jsonLd, microdata, meta, title: title.replace(/\s+/g, ' ').trim(), blocks, images, text, charsCopied, maxOpen };
}

/** The widest candidate of a srcset ("a.jpg 300w, b.jpg 1200w" -> b.jpg). */
export function bestOfSrcset(srcset: string | undefined): string | undefined {
  if (!srcset) return undefined;
  let best: { url: string; width: number } | undefined;
  for (const candidate of srcset.split(/,\s+/).slice(0, 20)) {
    const [url, size = ''] = candidate.trim().split(/\s+/);
    const width = Number.parseFloat(size) || 1;
    if (url && (!best || width > best.width)) best = { url, width };
  }
  return best?.url;
}

/** The page's first schema.org Recipe (JSON-LD first, then microdata) with @id references resolved, or null. */
export function recipeOf(page: PageData): Item | null {
  for (const block of page.jsonLd) {
    const found = findRecipe(block);
    if (found) {
      const ids = new Map<string, Item>();
      page.jsonLd.forEach((b) => indexIds(b, ids));
      return resolveRefs(found, ids, 0) as Item;
    }
  }
  return page.microdata.find((item) => isRecipeType(item['@type'])) ?? null;
}

/** `{"@id": "#x"}` replaced by the object with that @id (not followed into itself, depth-bounded). */
function resolveRefs(node: Json, ids: Map<string, Item>, depth: number): Json {
  if (!node || typeof node !== 'object' || depth > 6) return node;
  if (Array.isArray(node)) return node.map((child) => resolveRefs(child, ids, depth + 1));
  const keys = Object.keys(node);
  if (keys.length === 1 && typeof node['@id'] === 'string') {
    const target = ids.get(node['@id']);
    return target ? resolveRefs(target, ids, depth + 1) : node;
  }
  const out: Item = {};
  for (const key of keys) out[key] = resolveRefs(node[key]!, ids, depth + 1);
  return out;
}

/** The page's first schema.org Recipe, or null (kept for callers that only want that). */
export function recipeOfPage(html: string): Item | null {
  return recipeOf(readPage(html));
}

/**
 * A duration in whole minutes, rounded up; null when unreadable or zero. ISO 8601 (PT1H30M, P1DT2H,
 * PT90S), also as `{"@value": ...}` and as pages misspell it ("PTH30MS", "PT0H30M0.000S").
 */
export function isoDurationMinutes(value: unknown): number | null {
  if (value && typeof value === 'object' && !Array.isArray(value) && '@value' in value)
    return isoDurationMinutes((value as { '@value': unknown })['@value']);
  if (Array.isArray(value)) return isoDurationMinutes(value[0]);
  if (typeof value !== 'string') return null;
  const text = value.trim().toUpperCase();
  if (!/^-?P/.test(text) || text.startsWith('-')) return null;
  const [datePart = '', timePart = ''] = text.slice(1).split('T');
  const part = (source: string, unit: string) => Number(new RegExp(`(\\d+(?:[.,]\\d+)?)${unit}`).exec(source)?.[1]?.replace(',', '.') ?? 0);
  if (!/\d/.test(text)) return null;
  const minutes = Math.ceil(part(datePart, 'D') * 1440 + part(timePart, 'H') * 60 + part(timePart, 'M') + part(timePart, 'S') / 60);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : null;
}

/** The text of an HTML fragment (some sites put markup and entities inside JSON-LD strings): tags dropped, entities decoded, <br> and blocks as line breaks. */
export function htmlText(fragment: string): string {
  if (!/[<&]/.test(fragment)) return fragment;
  const parts: string[] = [];
  const parser = new Parser(
    {
      ontext: (text) => parts.push(text),
      onopentag: (name) => parts.push(BREAK_TAGS.has(name) ? '\n' : ' '),
    },
    { decodeEntities: true },
  );
  parser.write(fragment);
  parser.end();
  return parts.join('');
}
