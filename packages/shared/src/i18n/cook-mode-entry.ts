import type { Language } from '../enums.js';

/**
 * The few words of cook mode shown outside it: the recipe page's way in and its offer to go on, and
 * the cooking history's "cooked in cook mode" (the view's own words: cook-mode.ts).
 */
export const cookModeEntryEnUS = {
  cookMode: {
    open: 'Cook mode',
    resumeOffer: 'You were cooking this recipe: step {{step}} of {{total}}.',
    resumeTimers_one: '{{count}} timer is still set.',
    resumeTimers_other: '{{count}} timers are still set.',
    goOn: 'Go on',
    startOver: 'Start over',
  },
  cookRecord: { inCookMode: 'Cooked in cook mode' },
};

export const cookModeEntryZhCN: typeof cookModeEntryEnUS = {
  cookMode: {
    open: '烹饪模式',
    resumeOffer: '你上次做到这道菜的第 {{step}} 步，共 {{total}} 步。',
    resumeTimers_one: '还有 {{count}} 个计时器。',
    resumeTimers_other: '还有 {{count}} 个计时器。',
    goOn: '继续烹饪',
    startOver: '重新开始',
  },
  cookRecord: { inCookMode: '烹饪模式完成' },
};

export const cookModeEntryCatalogues: Record<Language, object> = { 'en-US': cookModeEntryEnUS, 'zh-CN': cookModeEntryZhCN };
