import { createInstance, type Resource } from 'i18next';
import { describe, expect, it } from 'vitest';
import { I18N_OPTIONS, keepPlainWords } from './i18n';

/** A translation instance with the app's settings and these catalogues, its plain words kept unless asked not to. */
async function instanceWith(resources: Resource, keep = true) {
  const instance = createInstance();
  await instance.init({ ...I18N_OPTIONS, resources });
  if (keep) keepPlainWords(instance);
  return instance;
}

/** A translation instance as the app's (its own catalogues), its plain words kept. */
async function keeping() {
  const instance = await instanceWith({
    'en-US': { translation: { greeting: 'Hello', items: '{{count}} item', items_other: '{{count}} items' } },
  });
  // As react-i18next's useTranslation asks for it.
  const fixed = (language: string) => instance.getFixedT(language, 'translation');
  return { instance, fixed };
}

/** Words of every kind i18next resolves differently: nested, filled in, nesting another, missing, an object. */
const CATALOGUES = {
  'en-US': {
    translation: {
      greeting: 'Hello',
      empty: '',
      items: '{{count}} item',
      items_other: '{{count}} items',
      menu: { open: 'Open', nested: 'See $t(greeting)' },
      onlyEnglish: 'Only in English',
    },
  },
  'zh-CN': { translation: { greeting: '你好', menu: { open: '打开' } } },
};

describe('keepPlainWords', () => {
  it('answers every kind of key as i18next itself does, in each language', async () => {
    const [kept, plain] = await Promise.all([instanceWith(CATALOGUES), instanceWith(CATALOGUES, false)]);
    const keys = [
      'greeting',
      'empty',
      'items',
      'menu.open',
      'menu.nested',
      'menu',
      'menu.none',
      'onlyEnglish',
      'missing',
      'translation:greeting',
    ];
    for (const language of ['en-US', 'zh-CN']) {
      const expected = keys.map((key) => plain.getFixedT(language, 'translation')(key));
      // Twice: worked out, then kept.
      for (let round = 0; round < 2; round += 1) expect(keys.map((key) => kept.getFixedT(language, 'translation')(key))).toEqual(expected);
    }
  });

  it('answers a word by its key as i18next does, and keeps it', async () => {
    const { instance, fixed } = await keeping();
    expect(fixed('en-US')('greeting')).toBe('Hello');
    // Changed behind i18next's back (no event): the kept word answers, so it was kept.
    (instance.store.data['en-US']!.translation as Record<string, string>).greeting = 'Changed';
    expect(fixed('en-US')('greeting')).toBe('Hello');
  });

  it('leaves a call with options to i18next (counts, values)', async () => {
    const { fixed } = await keeping();
    const t = fixed('en-US');
    expect(t('items', { count: 1 })).toBe('1 item');
    expect(t('items', { count: 3 })).toBe('3 items');
  });

  it('asks again once a catalogue is added: a word first answered by the fallback language, then its own', async () => {
    const { instance, fixed } = await keeping();
    expect(fixed('zh-CN')('greeting')).toBe('Hello');
    instance.addResourceBundle('zh-CN', 'translation', { greeting: '你好' }, true, true);
    expect(fixed('zh-CN')('greeting')).toBe('你好');
    // Each language keeps its own.
    expect(fixed('en-US')('greeting')).toBe('Hello');
  });

  it('keeps what the fixed t() was fixed to (react-i18next reads it)', async () => {
    const { fixed } = await keeping();
    const t = fixed('zh-CN') as unknown as { lng: string; ns: string };
    expect(t.lng).toBe('zh-CN');
    expect(t.ns).toBe('translation');
  });
});
