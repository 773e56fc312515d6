import type { Language } from '@chef/shared';

/**
 * Staff's words (a reason) as a sentence of a message to a user: its own stop when it has one
 * ("...of the dish." stays so, never "dish.."), else the language's. The messages' templates put no
 * stop after `{{reason}}`.
 */
export function sentence(text: string, lang: Language): string {
  const trimmed = text.trim();
  return /[.!?。！？…]$/u.test(trimmed) ? trimmed : `${trimmed}${lang === 'zh-CN' ? '。' : '.'}`;
}
