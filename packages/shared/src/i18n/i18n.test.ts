import { describe, expect, it } from 'vitest';
import { DIFFICULTY_LABEL_KEYS, LANGUAGES } from '../enums.js';
import { onDemandEnUS, onDemandZhCN } from './on-demand.js';
import { cookModeEnUS, cookModeZhCN } from './cook-mode.js';
import { cookModeEntryEnUS, cookModeEntryZhCN } from './cook-mode-entry.js';
import { volumeUnitsEnUS, volumeUnitsZhCN } from './volume-units.js';
import { catalogues, enUS, isLanguage, resolveLanguage, translate, zhCN } from './index.js';

/** Every dotted key path of a catalogue whose value is a string. */
function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  if (!node || typeof node !== 'object') return [`${prefix} (not a string: ${typeof node})`];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

function leafValues(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  return Object.values(node as Record<string, unknown>).flatMap(leafValues);
}

/** The {{name}} placeholders of a string, sorted. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();
}

describe('catalogues', () => {
  it('has a catalogue for every language', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LANGUAGES].sort());
    expect(catalogues['en-US']).toBe(enUS);
    expect(catalogues['zh-CN']).toBe(zhCN);
  });

  it('rejects a zh-CN catalogue whose keys differ from en-US (recursive comparison)', () => {
    expect(leafKeys(zhCN).sort()).toEqual(leafKeys(enUS).sort());
  });

  it('has the same keys and placeholders in both on-demand catalogues (editor, my recipes, sharing, console, basket, appliance), none empty', () => {
    expect(leafKeys(onDemandZhCN).sort()).toEqual(leafKeys(onDemandEnUS).sort());
    const zh = new Map(
      leafKeys(onDemandZhCN).map((key) => [
        key,
        key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], onDemandZhCN) as string,
      ]),
    );
    for (const key of leafKeys(onDemandEnUS)) {
      const en = key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], onDemandEnUS) as string;
      expect(en.trim(), key).not.toBe('');
      expect(zh.get(key)!.trim(), key).not.toBe('');
      expect(placeholders(zh.get(key)!), key).toEqual(placeholders(en));
    }
  });

  it.each([
    ['cook mode', cookModeEnUS, cookModeZhCN],
    ['cook mode entry', cookModeEntryEnUS, cookModeEntryZhCN],
    ['volume units', volumeUnitsEnUS, volumeUnitsZhCN],
  ])('has the same keys and placeholders in both %s catalogues, none empty', (_name, en: object, zh: object) => {
    const valueOf = (node: object, key: string) =>
      key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], node) as string;
    expect(leafKeys(zh).sort()).toEqual(leafKeys(en).sort());
    for (const key of leafKeys(en)) {
      expect(valueOf(en, key).trim(), key).not.toBe('');
      expect(valueOf(zh, key).trim(), key).not.toBe('');
      expect(placeholders(valueOf(zh, key)), key).toEqual(placeholders(valueOf(en, key)));
    }
  });

  it('counts pieces as English and Chinese readers do: "1 pc", "2 pcs", "1 个" (plural forms by count)', () => {
    expect(translate('en-US', 'recipe.unit.pcs_one', { value: 1 })).toBe('1 pc');
    expect(translate('en-US', 'recipe.unit.pcs_other', { value: 2 })).toBe('2 pcs');
    expect(translate('zh-CN', 'recipe.unit.pcs_one', { value: 1 })).toBe('1 个');
    expect(translate('zh-CN', 'recipe.unit.pcs_other', { value: 0.5 })).toBe('0.5 个');
    // Nutrition units are translated like ingredient units (the web uses recipe.unit.* for both).
    expect(['kJ', 'g', 'mg', 'oz'].map((unit) => translate('zh-CN', `recipe.unit.${unit}`, { value: 16.3 }))).toEqual([
      '16.3 千焦',
      '16.3 克',
      '16.3 毫克',
      '16.3 盎司',
    ]);
  });

  it('has no empty strings in either catalogue', () => {
    for (const language of LANGUAGES) {
      for (const key of leafKeys(catalogues[language])) expect(translate(language, key).trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it('uses the same {{placeholders}} in zh-CN as in en-US', () => {
    for (const key of leafKeys(enUS)) {
      expect(placeholders(translate('zh-CN', key)), key).toEqual(placeholders(translate('en-US', key)));
    }
  });

  it.each([
    ['toast.emptySearch', 'please enter search content'],
    ['toast.notProvided', 'not provided yet'],
    ['toast.switchLanguage', 'Switch Language Success'],
    ['toast.loginFailure', 'Login failure'],
    ['toast.badImageType', 'Please upload PNG or JPG pictures'],
    ['toast.imageTooLarge', 'Upload picture size cannot exceed 2MB!'],
    ['toast.anthologyName', 'Add anthology name (1-10 characters)'],
    ['common.notice', 'notice'],
    ['common.cancel', 'cancel'],
    ['common.confirm', 'confirm'],
    ['route.allResults', 'all results'],
  ])('has the spec string at %s verbatim: %j', (key, text) => {
    expect(leafValues(enUS)).toContain(text);
    expect(translate('en-US', key)).toBe(text);
  });

  it('words an unauthorized error as the spec\'s "Login failure"', () => {
    expect(translate('en-US', 'error.unauthorized')).toBe('Login failure');
  });

  it('has a label in both languages for every difficulty (Easy, Medium, Advanced)', () => {
    expect(Object.values(DIFFICULTY_LABEL_KEYS).map((key) => translate('en-US', key))).toEqual(['Easy', 'Medium', 'Advanced']);
    for (const key of Object.values(DIFFICULTY_LABEL_KEYS)) expect(translate('zh-CN', key)).not.toBe(key);
  });
});

describe('resolveLanguage', () => {
  it.each([
    ['zh-CN,zh;q=0.9', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['ZH-cn', 'zh-CN'],
    ['en-US', 'en-US'],
    ['en-GB,en;q=0.8', 'en-US'],
    ['fr, en;q=0.5', 'en-US'],
    ['fr-FR,fr;q=0.9', 'en-US'],
    ['en;q=0.1, zh;q=0.9', 'zh-CN'],
    ['zh;q=0.1, en;q=0.9', 'en-US'],
    ['en, zh', 'en-US'],
    ['zh, en', 'zh-CN'],
    ['zh;q=0, en;q=0.5', 'en-US'],
    ['*', 'en-US'],
    ['de;q=0.9, zh-HK;q=0.8', 'zh-CN'],
  ])('resolves %j to %s', (header, language) => {
    expect(resolveLanguage(header)).toBe(language);
  });

  it('rejects empty and missing headers, falling back to en-US', () => {
    expect(resolveLanguage('')).toBe('en-US');
    expect(resolveLanguage(undefined)).toBe('en-US');
    expect(resolveLanguage(null)).toBe('en-US');
    expect(resolveLanguage(' , ; ')).toBe('en-US');
  });

  it('accepts a stored setting as well as a header', () => {
    for (const language of LANGUAGES) expect(resolveLanguage(language)).toBe(language);
  });
});

describe('isLanguage', () => {
  it('accepts the two languages', () => {
    expect(isLanguage('en-US')).toBe(true);
    expect(isLanguage('zh-CN')).toBe(true);
  });

  it.each(['en', 'zh', 'EN-us', 'fr-FR', '', null, undefined, 1])('rejects %j', (value) => {
    expect(isLanguage(value)).toBe(false);
  });
});

describe('translate', () => {
  it('looks a dotted key up in the language asked for', () => {
    expect(translate('en-US', 'common.confirm')).toBe('confirm');
    expect(translate('zh-CN', 'common.confirm')).toBe(zhCN.common.confirm);
  });

  it('fills {{params}}', () => {
    expect(translate('en-US', 'validation.tooLong', { max: 10 })).toBe('At most 10 characters');
    expect(translate('en-US', 'error.routeNotFound', { method: 'GET', url: '/api/x' })).toBe('No such API: GET /api/x');
    expect(translate('en-US', 'time.seconds_other', { count: 20 })).toBe('20 seconds ago');
  });

  it('fills a missing param with the empty string, not "undefined"', () => {
    expect(translate('en-US', 'validation.tooLong')).toBe('At most  characters');
    expect(translate('en-US', 'validation.tooLong', { max: null })).toBe('At most  characters');
  });

  it('ignores extra params', () => {
    expect(translate('en-US', 'common.cancel', { max: 3 })).toBe('cancel');
  });

  it.each(['no.such.key', 'common.nothing', 'common', 'common.cancel.deeper', '', 'toast'])(
    'rejects the unknown or non-string key %j by returning the key itself',
    (key) => {
      expect(translate('en-US', key)).toBe(key);
      expect(translate('zh-CN', key)).toBe(key);
    },
  );

  it('does not walk into prototype properties', () => {
    expect(translate('en-US', 'toString')).toBe('toString');
    expect(translate('en-US', 'common.constructor')).toBe('common.constructor');
  });
});
