import type { Language } from '../enums.js';

/**
 * Cook mode's words: the full-screen view and its timers. Their own catalogue rather than en-US.ts or
 * on-demand.ts: the first view of /home carries none of them, and only cook mode's code loads them
 * (the recipe page's way in has its few words in cook-mode-entry.ts). zh-CN has the same keys (i18n.test.ts).
 */
export const cookModeEnUS = {
  cookMode: {
    title: 'Cook mode',
    close: 'Leave cook mode',
    progress: 'Step {{step}} of {{total}}',
    previous: 'Previous',
    next: 'Next',
    finish: 'Finish',
    hint: 'Swipe or use the arrow keys to move between steps',
    stepIngredients: 'In this step',
    allIngredients: 'All ingredients',
    noIngredients: 'No ingredients listed',
    timers: 'Timers',
    startTimer: 'Timer {{time}}',
    range: 'the recipe says {{text}}',
    timerName: 'Step {{step}} · {{title}}',
    pause: 'Pause',
    resume: 'Resume',
    paused: 'Paused',
    addMinute: '+1 min',
    remove: 'Remove {{name}}',
    stop: 'Stop',
    timeUp: 'Time is up',
    announceEnd: 'Time is up: {{name}}',
    wakeLockNone: 'This browser cannot keep the screen on: it may go dark while you cook.',
    wakeLockRefused: 'The screen could not be kept on (a battery saver?): it may go dark while you cook.',
    doneTitle: 'Enjoy your meal!',
    recording: 'Adding it to your cooking history…',
    recorded: 'Added to your cooking history: cooked in cook mode.',
    loginToRecord: 'Log in to keep this in your cooking history.',
    login: 'Log in',
    rateInvite: 'How did it turn out? Rate this recipe',
    backToRecipe: 'Back to the recipe',
    cookAgain: 'Cook it again',
    retry: 'Try again',
  },
};

export const cookModeZhCN: typeof cookModeEnUS = {
  cookMode: {
    title: '烹饪模式',
    close: '退出烹饪模式',
    progress: '第 {{step}} 步，共 {{total}} 步',
    previous: '上一步',
    next: '下一步',
    finish: '完成',
    hint: '左右滑动或使用方向键切换步骤',
    stepIngredients: '本步食材',
    allIngredients: '全部食材',
    noIngredients: '未列出食材',
    timers: '计时器',
    startTimer: '计时 {{time}}',
    range: '菜谱写的是 {{text}}',
    timerName: '第 {{step}} 步 · {{title}}',
    pause: '暂停',
    resume: '继续',
    paused: '已暂停',
    addMinute: '+1 分钟',
    remove: '删除 {{name}}',
    stop: '停止',
    timeUp: '时间到',
    announceEnd: '时间到：{{name}}',
    wakeLockNone: '此浏览器无法保持屏幕常亮，烹饪时屏幕可能会变暗。',
    wakeLockRefused: '无法保持屏幕常亮（省电模式？），烹饪时屏幕可能会变暗。',
    doneTitle: '请慢用！',
    recording: '正在加入烹饪记录…',
    recorded: '已加入烹饪记录：烹饪模式完成。',
    loginToRecord: '登录后可保存到烹饪记录。',
    login: '登录',
    rateInvite: '做得怎么样？给这道菜打个分',
    backToRecipe: '返回菜谱',
    cookAgain: '再做一次',
    retry: '重试',
  },
};

export const cookModeCatalogues: Record<Language, object> = { 'en-US': cookModeEnUS, 'zh-CN': cookModeZhCN };
