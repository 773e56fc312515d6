import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import i18next from 'i18next';

/**
 * A warm tomato-orange. Shades 7 to 9 are dark enough for text on white, on the page's cream and on the
 * light brand tints, and for white text on them (WCAG AA, 4.5:1): 7 is the primary shade (filled
 * buttons, links), 8 its hover, 9 the text of light variants. 0 to 6 are surfaces and decoration.
 * theme.test.ts computes every pair, so a colour changed here that breaks AA fails the tests.
 */
const brand: MantineColorsTuple = [
  '#fff2ec',
  '#ffe2d5',
  '#ffc3a8',
  '#ffa178',
  '#ff8451',
  '#ff7139',
  '#d9501c',
  '#bf4619',
  '#a8380b',
  '#8a2e08',
];

/**
 * Mantine's light defaults for secondary text (gray-6), placeholders (gray-5), errors (red-6) and
 * disabled text (gray-5) read at 2-3.3:1; these read at 4.5:1 or more on every light surface we use.
 */
export const READABLE_LIGHT = {
  '--mantine-color-dimmed': '#5c636a',
  '--mantine-color-placeholder': '#62696f',
  '--mantine-color-error': '#c92a2a',
  '--mantine-color-disabled-color': '#5c636a',
};

/**
 * Mantine's status colours are bright: white on their filled shade, or their shade 9 on their light
 * tint (a light badge), read at 2.5-4.4:1. Each takes one darker tone for its filled surface, its text,
 * its outline and its light variant's text, readable both ways (theme.test.ts).
 */
export const READABLE_STATUS: Record<string, string> = {
  red: '#ac2626',
  orange: '#9e3d08',
  green: '#206b2e',
  teal: '#076b4c',
  yellow: '#8b5100',
  blue: '#1864ab',
};

export const cssVariablesResolver: CSSVariablesResolver = () => {
  const light: Record<string, string> = { ...READABLE_LIGHT };
  for (const [name, tone] of Object.entries(READABLE_STATUS)) {
    for (const part of ['filled', 'text', 'outline', 'light-color']) light[`--mantine-color-${name}-${part}`] = tone;
  }
  return { variables: {}, light, dark: {} };
};

const closeButtonName = () => ({ closeButtonProps: { 'aria-label': i18next.t('common.close') } });

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 6 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // Transitions (dialogs, menus, toasts) are skipped for people who ask their system for less motion.
  respectReducedMotion: true,
  components: {
    // Icon-only close buttons get a name in the user's language (read at render: a language switch reloads).
    // A dialog fades in where it stays: Mantine's fade-down slid it 20 px in its first 200 ms, and a
    // quick press on confirm landed above the button, on the dialog, and did nothing.
    Modal: { defaultProps: () => ({ ...closeButtonName(), transitionProps: { transition: 'fade', duration: 200 } }) },
    Notification: { defaultProps: closeButtonName },
    // Menus and popovers give focus back to their trigger when closed (ARIA authoring practices). The
    // menu's focus placeholder (a focusable div inside role="menu") is left out: axe rightly rejects it.
    Menu: { defaultProps: { returnFocus: true, withInitialFocusPlaceholder: false } },
    Popover: { defaultProps: { returnFocus: true } },
  },
});
