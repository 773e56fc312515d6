import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../enums.js';
import { enUS, type Catalogue } from './en-US.js';
import { zhCN } from './zh-CN.js';
import { onDemandCatalogues } from './on-demand.js';

export { enUS, zhCN, type Catalogue };

export const catalogues: Record<Language, Catalogue> = { 'en-US': enUS, 'zh-CN': zhCN };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A stored language setting (a cookie, localStorage, a user's row), or en-US when it is none of ours. */
export function languageOrDefault(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * Picks our language from an Accept-Language header (or a stored setting): the highest-weighted
 * entry whose primary tag we speak; en-US when none does.
 */
export function resolveLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return DEFAULT_LANGUAGE;
}

/** Looks a dotted key up in a catalogue and fills {{params}}; returns the key itself when missing. */
export function translate(language: Language, key: string, params: Record<string, unknown> = {}): string {
  // The main catalogue, then the words loaded on demand (i18n/on-demand.ts).
  let node = lookUp(catalogues[language], key);
  if (typeof node !== 'string') node = lookUp(onDemandCatalogues[language], key);
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

function lookUp(catalogue: object, key: string): unknown {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return node;
}
