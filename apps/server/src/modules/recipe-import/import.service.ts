import {
  COOKING_TIME_MAX_MINUTES,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  PORTIONS_MAX,
  RECIPE_DESCRIPTION_MAX,
  RECIPE_NAME_MAX,
  RECIPE_TIPS_MAX,
  STEP_DESCRIPTION_MAX,
  STEP_TITLE_MAX,
  detectImageType,
  type RecipeDraft,
} from '@chef/shared';
import sharp from 'sharp';
import { AppError } from '../../lib/errors.js';
import type { PictureOwner, UploadService } from '../upload/upload.service.js';
import { parseIngredient } from './ingredients.js';
import { htmlText, isoDurationMinutes, recipeOfPage } from './recipe-page.js';
import { safeFetch, type FetchLimits } from './safe-fetch.js';

/** A recipe page is HTML of at most this many bytes; the cover is a picture under the upload limit. */
const PAGE_MAX_BYTES = 3 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 8000;
const LIST_MAX = 60;

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
    if (entry && typeof entry === 'object' && 'url' in entry) {
      const url = imageUrlOf((entry as { url: Json }).url);
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
      for (const line of plain(node).split(/\n+/)) if (line.trim()) steps.push(step('', line));
      return;
    }
    if (Array.isArray(node)) return node.forEach((child) => visit(child, depth + 1));
    if (node && typeof node === 'object') {
      const item = node as Record<string, Json>;
      if (item.itemListElement !== undefined) return visit(item.itemListElement, depth + 1);
      const text = plain(item.text ?? item.description ?? '');
      if (text.trim()) steps.push(step(plain(item.name ?? ''), text));
    }
  };
  visit(value, 0);
  return steps;
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
    const n = /\d+/.exec(textOf(entry))?.[0];
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
      let bytes = fetched.body;
      // Pages often serve WebP or AVIF: decoded (pixel limit) into PNG first, then the usual pipeline.
      if (!detectImageType(bytes)) bytes = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS }).png().toBuffer();
      return await deps.uploads.store(owner, 'recipe', bytes);
    } catch {
      return null;
    }
  }

  return {
    /** `owner`: the importing user, who owns the fetched cover like any upload of theirs. */
    async fromUrl(url: string, owner: PictureOwner): Promise<RecipeDraft> {
      const page = await safeFetch(url, limits(PAGE_MAX_BYTES), 'text/html,application/xhtml+xml');
      const recipe = recipeOfPage(page.body.toString('utf8'));
      if (!recipe) throw new AppError(400, 'recipeImport.noRecipe', {}, 'url');
      const minutes =
        isoDurationMinutes(recipe.totalTime) ??
        (() => {
          const parts = [isoDurationMinutes(recipe.prepTime), isoDurationMinutes(recipe.cookTime)].filter((n): n is number => n !== null);
          return parts.length ? parts.reduce((a, b) => a + b, 0) : null;
        })();
      return {
        name: clip(plain(recipe.name), RECIPE_NAME_MAX),
        description: clip(plain(recipe.description), RECIPE_DESCRIPTION_MAX),
        cover: await cover(imageUrlOf(recipe.image), page.url, owner),
        cookingTime: minutes === null ? null : Math.min(minutes, COOKING_TIME_MAX_MINUTES),
        portions: portionsOf(recipe.recipeYield ?? recipe.yield),
        ingredients: listOf(recipe.recipeIngredient ?? recipe.ingredients)
          .map((line) => plain(line))
          .filter((line) => line.trim())
          .slice(0, LIST_MAX)
          .map(parseIngredient),
        steps: stepsOf(recipe.recipeInstructions).slice(0, LIST_MAX),
        tips: clip(plain(recipe.tips ?? ''), RECIPE_TIPS_MAX),
        sourceUrl: page.url,
      };
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
