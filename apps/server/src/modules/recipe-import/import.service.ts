import {
  COOKING_TIME_MAX_MINUTES,
  IMAGE_MAX_BYTES,
  PORTIONS_MAX,
  RECIPE_DESCRIPTION_MAX,
  RECIPE_NAME_MAX,
  RECIPE_TIPS_MAX,
  STEP_DESCRIPTION_MAX,
  STEP_TITLE_MAX,
  type RecipeDraft,
} from '@chef/shared';
import { AppError } from '../../lib/errors.js';
import type { PictureOwner, UploadService } from '../upload/upload.service.js';
import { parseIngredient } from './ingredients.js';
import { amountsFromText, cleanLine, htmlFacts, htmlLists, LIST_MAX } from './html-lists.js';
import { htmlText, isoDurationMinutes, readPage, recipeOf, type PageData } from './recipe-page.js';
import { safeFetch, type FetchLimits } from './safe-fetch.js';

/** A recipe page is HTML of at most this many bytes; the cover is a picture under the upload limit. */
const PAGE_MAX_BYTES = 3 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 8000;

type Json = unknown;

const clip = (text: string, max: number) => {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
};
const textOf = (value: Json): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : Array.isArray(value) ? textOf(value[0]) : '';
/** A value as plain text (the portal only ever shows it as text anyway). */
const plain = (value: Json) => htmlText(textOf(value));
const listOf = (value: Json): Json[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

function imageUrlOf(value: Json): string | null {
  for (const entry of listOf(value)) {
    if (typeof entry === 'string' && entry) return entry;
    if (entry && typeof entry === 'object') {
      const object = entry as Record<string, Json>;
      const url = imageUrlOf(object.url ?? object.contentUrl ?? object['@id']);
      if (url) return url;
    }
  }
  return null;
}

/** recipeInstructions: text, a list of texts, HowToStep items, HowToSection items holding steps. */
function stepsOf(value: Json): { title: string; description: string }[] {
  const steps: { title: string; description: string }[] = [];
  const visit = (node: Json, depth: number) => {
    if (depth > 4 || steps.length >= LIST_MAX) return;
    if (typeof node === 'string') {
      for (const line of splitSteps(plain(node))) steps.push(step('', line));
      return;
    }
    if (Array.isArray(node)) return node.forEach((child) => visit(child, depth + 1));
    if (node && typeof node === 'object') {
      const item = node as Record<string, Json>;
      if (item.itemListElement !== undefined) {
        // A HowToSection: its title kept as the title of its first step.
        const before = steps.length;
        visit(item.itemListElement, depth + 1);
        const name = plain(item.name ?? '').trim();
        const first = steps[before];
        if (name && first && !first.title.startsWith(name)) first.title = clip(`${name}: ${first.title}`, STEP_TITLE_MAX);
        return;
      }
      const text = plain(item.text ?? item.description ?? item.name ?? '');
      if (text.trim()) {
        const lines = splitSteps(text);
        lines.forEach((line, i) => steps.push(step(i === 0 ? plain(item.name ?? '') : '', line)));
      }
    }
  };
  visit(value, 0);
  return steps;
}

/** A step's own label ("Step 1", "Schritt 2:", "Étape 3", "步骤1"), or a bare step number as a line. */
const STEP_LABEL =
  /^(?:(?:step|schritt|étape|etape|stap|paso|passo|trin|steg|krok|lépés|βήμα|步骤|步驟|ステップ)\s*\d{1,2}\s*[:.)]?(?:\s+|$)|\d{1,2}[.)]?$)/iu;

/**
 * A block of instructions as steps: one a line, and "1. ... 2. ..." numbering inside a line split too
 * (only when the numbers run in order, so "bake 2. Then" is not cut). A step's own label or number
 * is dropped; a step longer than a step may be is cut between sentences.
 */
export function splitSteps(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(/\n+/)) {
    const line = raw.trim();
    if (!line) continue;
    const marks = [...line.matchAll(/(?:^|\s)(\d{1,2})[.)]\s+/g)];
    const ordered = marks.length >= 2 && marks.every((m, i) => Number(m[1]) === Number(marks[0]![1]) + i);
    if (!ordered) {
      out.push(line.replace(/^(?:\d{1,2}\s*[.)]-?|[-•*·])\s*(?=\S)/u, '').replace(STEP_LABEL, ''));
      continue;
    }
    const head = line.slice(0, marks[0]!.index).trim();
    if (head) out.push(head);
    marks.forEach((m, i) => {
      const piece = line.slice(m.index + m[0].length, marks[i + 1]?.index ?? line.length).trim();
      if (piece) out.push(piece);
    });
  }
  return out.filter(Boolean).flatMap(bySentences);
}

/** A text longer than a step's description, as steps cut between sentences. */
function bySentences(text: string): string[] {
  if (text.length <= STEP_DESCRIPTION_MAX) return [text];
  const out: string[] = [];
  let current = '';
  for (const sentence of text.split(/(?<=[.!?。！？])\s*/u)) {
    if (current && current.length + sentence.length + 1 > STEP_DESCRIPTION_MAX) {
      out.push(current);
      current = '';
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) out.push(current);
  return out;
}

/** A step's title: its own name when the page gives one, else its first sentence. */
function step(name: string, text: string) {
  const description = clip(text, STEP_DESCRIPTION_MAX);
  const own = name.trim() && name.trim() !== text.trim() ? name : (/^[^.!?。！？]+/u.exec(text.trim())?.[0] ?? text);
  return { title: clip(own, STEP_TITLE_MAX), description };
}

/** "4 servings", "Serves 4-6", 4, ["4", "4 servings"] -> 4 (within the portions bound). */
function portionsOf(value: Json): number | null {
  for (const entry of listOf(value)) {
    const object = entry && typeof entry === 'object' && !Array.isArray(entry) ? (entry as Record<string, Json>) : null;
    const n = /\d+/.exec(textOf(object ? (object.value ?? object['@value'] ?? object.name ?? '') : entry))?.[0];
    if (n) return Math.min(Math.max(Number(n), 1), PORTIONS_MAX);
  }
  return null;
}

/**
 * Import from a link: the page is fetched (timeout, size cap, public addresses only: safe-fetch.ts),
 * its schema.org Recipe read, and the cover fetched the same way and stored through the upload
 * service, re-encoded like any upload. The answer fills the editor; nothing is saved as a recipe.
 */
export function createImportService(deps: { uploads: UploadService; allowLoopback: boolean }) {
  const limits = (maxBytes: number): FetchLimits => ({ maxBytes, timeoutMs: FETCH_TIMEOUT_MS, allowLoopback: deps.allowLoopback });

  /** The cover, stored as an upload of folder `recipe`; null when it cannot be had (the author adds one). */
  async function cover(url: string | null, base: string, owner: PictureOwner): Promise<string | null> {
    if (!url) return null;
    try {
      const fetched = await safeFetch(new URL(url, base).toString(), limits(IMAGE_MAX_BYTES), 'image/*');
      // Pages often serve WebP, AVIF or GIF: decoded by the upload pipeline itself, so under the
      // node's pixel limiter like any upload (never a decode of its own beside it).
      return await deps.uploads.store(owner, 'recipe', fetched.body, { webFormats: true });
    } catch {
      return null;
    }
  }

  return {
    /** `owner`: the importing user, who owns the fetched cover like any upload of theirs. */
    async fromUrl(url: string, owner: PictureOwner): Promise<RecipeDraft> {
      const fetched = await safeFetch(url, limits(PAGE_MAX_BYTES), 'text/html,application/xhtml+xml');
      const { draft, imageUrl } = draftOfPage(fetched.body.toString('utf8'), fetched.url);
      return { ...draft, cover: await cover(imageUrl, fetched.url, owner) };
    },
  };
}

/**
 * A page as a draft (without its cover, which is fetched separately) and the address of its best
 * picture. Read in order of trust: schema.org Recipe (JSON-LD, then microdata), then for what that
 * lacks the page's own HTML (ingredient and instruction lists by heading or class name; Open Graph
 * for title, description and picture). 400 recipeImport.noRecipe when neither gives a recipe.
 */
export function draftOfPage(html: string, pageUrl: string): { draft: RecipeDraft; imageUrl: string | null } {
  const page = readPage(html);
  const recipe = recipeOf(page) ?? {};
  const fromHtml = htmlLists(page);
  let ingredientLines = listOf(recipe.recipeIngredient ?? recipe.ingredients)
    .flatMap((line) => plain(line).split(/\n+/))
    .map(cleanLine)
    .filter(Boolean);
  // Some pages list bare names in their JSON-LD and the amounts only in the HTML: the HTML list wins
  // when it is the same list with more amounts in it, or when the JSON-LD holds only a stub.
  const withAmounts = (lines: string[]) => lines.filter((line) => /\d|[½¼¾⅓⅔⅛]/u.test(line)).length;
  const listed = fromHtml.ingredients;
  if (
    ingredientLines.length === 0 ||
    // A stub of one or two lines ("Chicken") beside a full list in the page.
    (ingredientLines.length <= 2 && listed.length >= 3 * ingredientLines.length && withAmounts(listed) >= listed.length * 0.5) ||
    (listed.length >= ingredientLines.length &&
      listed.length <= ingredientLines.length * 1.5 + 1 &&
      withAmounts(ingredientLines) <= ingredientLines.length * 0.2 &&
      withAmounts(listed) >= listed.length * 0.5)
  )
    ingredientLines = listed.length ? listed : ingredientLines;
  else if (withAmounts(ingredientLines) <= ingredientLines.length * 0.2)
    ingredientLines = amountsFromText(ingredientLines.slice(0, LIST_MAX), page.text);
  let steps = stepsOf(recipe.recipeInstructions ?? recipe.instructions);
  if (steps.length === 0) steps = fromHtml.steps.flatMap((text) => splitSteps(text)).map((text) => step('', text));
  const name = plain(recipe.name ?? '').trim() || pageTitle(page);
  if (ingredientLines.length === 0 && steps.length === 0) throw new AppError(400, 'recipeImport.noRecipe', {}, 'url');
  // What schema.org data does not say, the page may show as text ("Serves 4", "Total Time: 20 min").
  const facts = htmlFacts(page);
  const minutes =
    isoDurationMinutes(recipe.totalTime) ??
    (() => {
      const parts = [isoDurationMinutes(recipe.prepTime), isoDurationMinutes(recipe.cookTime)].filter((n): n is number => n !== null);
      return parts.length ? parts.reduce((a, b) => a + b, 0) : null;
    })() ??
    facts.minutes;
  const imageUrl =
    imageUrlOf(recipe.image ?? recipe.photo ?? null) ?? page.meta['og:image'] ?? page.meta['twitter:image'] ?? page.images[0] ?? null;
  return {
    imageUrl: imageUrl ? safeUrl(imageUrl, pageUrl) : null,
    draft: {
      name: clip(plain(name), RECIPE_NAME_MAX),
      description: clip(plain(recipe.description ?? page.meta['og:description'] ?? page.meta.description ?? ''), RECIPE_DESCRIPTION_MAX),
      cover: null,
      cookingTime: minutes === null ? null : Math.min(minutes, COOKING_TIME_MAX_MINUTES),
      portions: portionsOf(recipe.recipeYield ?? recipe.yield ?? null) ?? (facts.portions && Math.min(facts.portions, PORTIONS_MAX)),
      ingredients: ingredientLines.slice(0, LIST_MAX).map(parseIngredient),
      steps: steps.slice(0, LIST_MAX),
      tips: clip(plain(recipe.tips ?? ''), RECIPE_TIPS_MAX),
      sourceUrl: pageUrl,
    },
  };
}

const safeUrl = (url: string, base: string): string | null => {
  try {
    return new URL(url, base).toString();
  } catch {
    return null;
  }
};

const letters = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The recipe's name when no schema.org data gives it: an h1 that the page's title repeats (two
 * places agree: "Site — okonomiyaki" and <h1>okonomiyaki), else Open Graph's title when it is words
 * (not "2"), else the longest part of the page's title ("Recipe - Chicken Salad | Site" -> "Chicken
 * Salad"), else the first h1.
 */
function pageTitle(page: PageData): string {
  const h1s = page.blocks.filter((b) => b.tag === 'h1').map((b) => b.text.split('\n')[0]!);
  const repeated = h1s.find((h) => letters(h).length >= 3 && letters(page.title).includes(letters(h)));
  if (repeated) return repeated;
  const og = [page.meta['og:title'], page.meta['twitter:title']].find((t) => t && /\p{L}.*\p{L}/u.test(t));
  if (og) return og;
  const longest = page.title.split(/\s+[|»–—-]\s+|\s*::\s*/).reduce((a, b) => (b.trim().length > a.length ? b.trim() : a), '');
  return longest || h1s[0] || '';
}

export type ImportService = ReturnType<typeof createImportService>;
