import i18next, { type i18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS, isLanguage, languageOrDefault, type Language } from '@chef/shared';
import { requestScope } from './request-scope';
import { STORAGE_KEYS, local } from './storage';

/**
 * en-US is bundled (the default and the fallback); zh-CN is fetched only when chosen, so English
 * visitors never download it.
 */
export const LANGUAGE_OPTIONS: ReadonlyArray<{ value: Language; label: string }> = [
  { value: 'en-US', label: 'English' },
  { value: 'zh-CN', label: '中文' },
];

export function storedLanguage(): Language {
  return languageOrDefault(local.get(STORAGE_KEYS.language));
}

/** The translation instance in use: the request's own in a server render (lib/request-scope). */
const active = (): i18n => requestScope()?.i18n ?? i18next;

export async function ensureCatalogue(language: Language): Promise<void> {
  // Checked by a key of the main catalogue: a page's own words (addCatalogues) may already be there.
  if (language === 'en-US' || i18next.getResource(language, 'translation', 'product.title') !== undefined) return;
  const { zhCN } = await import('@chef/shared/i18n/zh-CN');
  i18next.addResourceBundle('zh-CN', 'translation', zhCN, true, true);
}

/** The catalogue's settings, shared with the server render (entry-server.tsx). */
export const I18N_OPTIONS: InitOptions = {
  lng: 'en-US',
  fallbackLng: 'en-US',
  supportedLngs: ['en-US', 'zh-CN'],
  resources: { 'en-US': { translation: enUS } },
  interpolation: { escapeValue: false },
  // No advert in the server's log or the browser's console.
  showSupportNotice: false,
};

/** Words kept before the list is emptied: the app's keys are a few thousand; a key built from data could be any. */
const KEPT_WORDS = 5_000;

/**
 * A word as its language's catalogue writes it, when that is what i18next answers: found under the key
 * in the language itself (no namespace in the key), and a string with no values (`{{…}}`) or other keys
 * (`$t(…)`) to fill in. Otherwise undefined, and i18next works it out (a fallback language, a plural...).
 * i18next's own way to the same word (the call's settings copied, the language's fallbacks listed and
 * their codes canonicalised, every key's lookup tried in turn) was a tenth of a phone's hydration.
 */
function writtenWord(instance: i18n, language: string, namespace: string, key: string): string | undefined {
  if (key.includes(':')) return undefined;
  let node: unknown = instance.store.data[language]?.[namespace];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && !node.includes('{{') && !node.includes('$t(') ? node : undefined;
}

/**
 * A word asked for by its key alone (`t('recipe.steps')`, most of a page's calls) is worked out once per
 * language and kept. i18next works it out afresh at every call: the call copies its whole settings object,
 * then resolves the key through the languages and the catalogue, and a page's render makes several
 * hundred such calls (a tenth of a server render's CPU, and as much of a hydration's share). The first
 * time, a word written plainly in its language's catalogue is read from it (writtenWord); the others, and
 * calls with options (counts, values), are left to i18next. The list is emptied whenever a catalogue is
 * added (zh-CN fetched, a page's own words, lib/i18n addCatalogues), so a word first answered by the
 * fallback language or as its bare key is asked again.
 */
export function keepPlainWords(instance: i18n): void {
  /** A fixed t() as i18next makes it: the function, and what it was fixed to. */
  type Fixed = ((key: unknown, ...rest: unknown[]) => unknown) & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };
  const kept = new Map<string, string>();
  instance.store.on('added', () => kept.clear());
  const original = instance.getFixedT as unknown as (this: i18n, ...args: unknown[]) => Fixed;
  const keptFixedT = function (this: i18n, ...args: unknown[]): Fixed {
    const fixed = original.apply(this, args);
    const { lng, ns } = fixed;
    // Only the shape react-i18next's useTranslation asks for: one language, one namespace, no prefix.
    if (typeof lng !== 'string' || typeof ns !== 'string' || fixed.keyPrefix) return fixed;
    const prefix = `${lng}\u0000${ns}\u0000`;
    const keeping = (key: unknown, ...rest: unknown[]): unknown => {
      if (rest.length > 0 || typeof key !== 'string') return fixed(key, ...rest);
      const name = prefix + key;
      const known = kept.get(name);
      if (known !== undefined) return known;
      const word = writtenWord(instance, lng, ns, key) ?? fixed(key);
      if (typeof word === 'string') {
        if (kept.size >= KEPT_WORDS) kept.clear();
        kept.set(name, word);
      }
      return word;
    };
    return Object.assign(keeping, { lng, lngs: fixed.lngs, ns, keyPrefix: fixed.keyPrefix });
  };
  instance.getFixedT = keptFixedT as unknown as i18n['getFixedT'];
}

export async function initI18n(): Promise<typeof i18next> {
  // A link with `?lang=` (the sitemap's, a page's alternate links) opens the page in that language, as
  // the server drew it, and keeps it as the visitor's choice (docs/API.md "Sitemap and languages").
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(asked)) local.set(STORAGE_KEYS.language, asked);
  const language = storedLanguage();
  await i18next.use(initReactI18next).init(I18N_OPTIONS);
  keepPlainWords(i18next);
  if (language !== 'en-US') await changeUiLanguage(language).catch(() => undefined);
  document.documentElement.lang = i18next.language;
  return i18next;
}

/** Switches the UI language in place (used when a login adopts the user's saved language). */
export async function changeUiLanguage(language: Language): Promise<void> {
  await ensureCatalogue(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

export function currentLanguage(): Language {
  return languageOrDefault(active().language);
}

/**
 * Words that only some lazily loaded pages show (the editor, the console...), in both languages, merged
 * into the catalogue when such a page's code loads, so the first view does not carry them.
 */
export function addCatalogues(bundles: Record<Language, object>): void {
  for (const [language, bundle] of Object.entries(bundles)) i18next.addResourceBundle(language, 'translation', bundle, true, false);
}

/** Translation outside React (api client, toasts fired from plain functions). */
export function t(key: string, params?: Record<string, unknown>): string {
  return active().t(key, params);
}
