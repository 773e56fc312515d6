import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const HEADER = `/*
 * The theme's CSS variables (app/theme.ts), as Mantine's provider would write them into every page in a
 * <style>: it worked them out again at every render, on the server and while hydrating (providers.tsx
 * turns that off). Written by theme-variables.test.ts (\`npx vitest run -u\` after a change of the theme).
 */
`;

describe("the theme's CSS variables", () => {
  it('are the sheet the entry links (theme-variables.css), exactly what Mantine would write', async () => {
    const html = renderToStaticMarkup(createElement(MantineProvider, { theme, cssVariablesResolver, defaultColorScheme: 'light' }, null));
    const css = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(html)?.[1];
    expect(css).toBeDefined();
    await expect(`${HEADER}${css}\n`).toMatchFileSnapshot('./theme-variables.css');
  });
});
