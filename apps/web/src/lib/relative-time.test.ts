import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { enUS, zhCN } from '@chef/shared';
import { formatRelativeTime } from './relative-time';

/** Relative times go through i18next with each language's plural rules: never "1 minutes ago" or "0 seconds ago". */
const now = new Date(2026, 3, 10, 12, 0, 0);
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

beforeAll(async () => {
  await i18next.init({
    lng: 'en-US',
    fallbackLng: 'en-US',
    resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } },
    interpolation: { escapeValue: false },
  });
});

describe('formatRelativeTime', () => {
  it.each([
    [0, 'just now'],
    [9, 'just now'],
    [10, '10 seconds ago'],
    [59, '59 seconds ago'],
    [60, '1 minute ago'],
    [119, '1 minute ago'],
    [120, '2 minutes ago'],
    [3600, '1 hour ago'],
    [7200, '2 hours ago'],
  ])('in English, %d s ago is "%s"', async (seconds, text) => {
    await i18next.changeLanguage('en-US');
    expect(formatRelativeTime(ago(seconds), now)).toBe(text);
  });

  it.each([
    [0, '刚刚'],
    [9, '刚刚'],
    [10, '10 秒前'],
    [60, '1 分钟前'],
    [120, '2 分钟前'],
    [3600, '1 小时前'],
  ])('in Chinese, %d s ago is "%s"', async (seconds, text) => {
    await i18next.changeLanguage('zh-CN');
    expect(formatRelativeTime(ago(seconds), now)).toBe(text);
  });

  it('shows the date from one day on', async () => {
    await i18next.changeLanguage('en-US');
    expect(formatRelativeTime(ago(86_400), now)).toBe('2026-04-09');
  });
});
