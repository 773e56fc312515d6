import { Parser } from 'htmlparser2';

/**
 * schema.org Recipe data of an HTML page, from JSON-LD (`<script type="application/ld+json">`, also
 * inside @graph or arrays) or microdata (itemscope/itemprop), as plain objects in JSON-LD's shape.
 * Nothing of the page is run or kept but these values.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Item = Record<string, Json>;

const isRecipeType = (type: Json | undefined): boolean =>
  typeof type === 'string' ? /(?:^|[/#])Recipe$/.test(type) : Array.isArray(type) && type.some(isRecipeType);

function findRecipe(node: Json | undefined, depth = 0): Item | null {
  if (node === null || node === undefined || typeof node !== 'object' || depth > 8) return null;
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = findRecipe(child, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (isRecipeType(node['@type'])) return node;
  return findRecipe(node['@graph'], depth + 1) ?? findRecipe(node.mainEntity, depth + 1);
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

interface Open {
  /** An item this element starts. */
  item?: Item;
  /** A text value being collected for these properties of the enclosing item. */
  text?: { names: string[]; into: Item; parts: string[] };
}

function addValue(item: Item, names: string[], value: Json) {
  for (const name of names) {
    const existing = item[name];
    item[name] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
}

/** JSON-LD blocks and top-level microdata items of a page. */
function extract(html: string): { jsonLd: string[]; microdata: Item[] } {
  const jsonLd: string[] = [];
  const microdata: Item[] = [];
  const stack: Open[] = [];
  const items: Item[] = [];
  let script: string[] | null = null;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'script' && (attrs.type ?? '').toLowerCase().includes('ld+json')) script = [];
        const open: Open = {};
        const props = attrs.itemprop
          ?.split(/\s+/)
          .filter(Boolean)
          .map((p) => p.replace(/^.*[/#]/, ''));
        const parent = items.at(-1);
        if (attrs.itemscope !== undefined) {
          const item: Item = { '@type': attrs.itemtype ?? '' };
          if (props?.length && parent) addValue(parent, props, item);
          else if (!parent) microdata.push(item);
          items.push(item);
          open.item = item;
        } else if (props?.length && parent) {
          const attribute = VALUE_ATTRIBUTE[name];
          const value = attribute ? attrs[attribute] : undefined;
          if (value !== undefined) addValue(parent, props, value);
          else open.text = { names: props, into: parent, parts: [] };
        }
        stack.push(open);
      },
      ontext(text) {
        if (script) script.push(text);
        for (const open of stack) open.text?.parts.push(text);
      },
      onclosetag(name) {
        if (name === 'script' && script) {
          jsonLd.push(script.join(''));
          script = null;
        }
        const open = stack.pop();
        if (!open) return;
        if (open.text) addValue(open.text.into, open.text.names, open.text.parts.join('').replace(/\s+/g, ' ').trim());
        if (open.item) items.pop();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return { jsonLd, microdata };
}

/** The page's first schema.org Recipe (JSON-LD first, then microdata), or null. */
export function recipeOfPage(html: string): Item | null {
  const { jsonLd, microdata } = extract(html);
  for (const block of jsonLd) {
    try {
      const found = findRecipe(JSON.parse(block) as Json);
      if (found) return found;
    } catch {
      // A broken block on the page: try the next one.
    }
  }
  return findRecipe(microdata);
}

/** ISO 8601 duration (PT1H30M, P1DT2H, PT90S) in whole minutes, rounded up; null when unreadable. */
export function isoDurationMinutes(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(value.trim());
  if (!m || value.trim().toUpperCase() === 'P' || value.trim().toUpperCase() === 'PT') return null;
  const [d, h, min, s] = m.slice(1).map((x) => Number(x ?? 0));
  const minutes = Math.ceil(d! * 1440 + h! * 60 + min! + s! / 60);
  return minutes > 0 ? minutes : null;
}

/** The text of an HTML fragment (some sites put markup and entities inside JSON-LD strings): tags dropped, entities decoded. */
export function htmlText(fragment: string): string {
  const parts: string[] = [];
  const parser = new Parser({ ontext: (text) => parts.push(text), onopentag: () => parts.push(' ') }, { decodeEntities: true });
  parser.write(fragment);
  parser.end();
  return parts.join('');
}
