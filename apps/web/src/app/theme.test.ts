/// <reference types="node" />
// Node's fs reads app.css as written (the web test project does not process CSS imports).
import { readFileSync } from 'node:fs';
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../lib/contrast';
import { READABLE_LIGHT, READABLE_STATUS, theme } from './theme';

const AA_TEXT = 4.5;
const WHITE = '#ffffff';
/** The light surfaces text sits on: cards and inputs, the page (app.css body), Mantine's gray-0 and gray-1 (hovers). */
const SURFACES = [WHITE, '#fbf8f5', DEFAULT_THEME.colors.gray[0], DEFAULT_THEME.colors.gray[1]];
/** A disabled control's surface (--mantine-color-disabled). */
const DISABLED = DEFAULT_THEME.colors.gray[2];
const brand = theme.colors!.brand!;
const shade = (n: number) => brand[n]!;

describe('the theme reads at WCAG AA', () => {
  it('brand shades 7-9 carry text on light surfaces and on the lightest brand tint, and white text on them', () => {
    for (const n of [7, 8, 9]) {
      for (const surface of [...SURFACES, shade(0)]) {
        expect(contrastRatio(shade(n), surface), `brand-${n} on ${surface}`).toBeGreaterThanOrEqual(AA_TEXT);
      }
      expect(contrastRatio(WHITE, shade(n)), `white on brand-${n}`).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('shade 9, the text of light variants, reads on their tint (brand-1)', () => {
    expect(contrastRatio(shade(9), shade(1))).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('the primary shade draws the focus ring at 3:1 or more on light surfaces', () => {
    expect(theme.primaryShade).toEqual({ light: 7, dark: 6 });
    for (const surface of SURFACES) expect(contrastRatio(shade(7), surface)).toBeGreaterThanOrEqual(3);
  });

  it('dimmed text, placeholders, errors and disabled text read on every light surface', () => {
    for (const [name, colour] of Object.entries(READABLE_LIGHT)) {
      for (const surface of [...SURFACES, DISABLED]) {
        expect(contrastRatio(colour, surface), `${name} on ${surface}`).toBeGreaterThanOrEqual(AA_TEXT);
      }
    }
  });

  it('status colours carry white text and read as text on white and on their own light tints', () => {
    for (const [name, tone] of Object.entries(READABLE_STATUS)) {
      const tints = DEFAULT_THEME.colors[name]!.slice(0, 2);
      for (const surface of [...SURFACES, ...tints]) {
        expect(contrastRatio(tone, surface), `${name} on ${surface}`).toBeGreaterThanOrEqual(AA_TEXT);
      }
      expect(contrastRatio(WHITE, tone), `white on ${name}`).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('the warm gradient behind white text (hero, login panel) keeps 4.5:1 at both of its stops', () => {
    const appCss = readFileSync(new URL('./app.css', import.meta.url), 'utf8');
    const gradient = /--chef-warm-gradient:[^;]*linear-gradient\(120deg, var\(--mantine-color-brand-(\d)\), (#[0-9a-f]{6})\)/i.exec(appCss);
    expect(gradient).not.toBeNull();
    const [, start, end] = gradient!;
    expect(contrastRatio(WHITE, shade(Number(start)))).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(WHITE, end!)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

describe('contrastRatio', () => {
  it('gives the WCAG figures for known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    // Mantine's gray-6 on white, the old dimmed text: under AA.
    expect(contrastRatio('#868e96', WHITE)).toBeCloseTo(3.32, 2);
    expect(contrastRatio(WHITE, '#868e96')).toBe(contrastRatio('#868e96', WHITE));
  });

  it('rejects what is not a hex colour', () => {
    expect(() => contrastRatio('red', WHITE)).toThrow('not a #rrggbb colour');
  });
});
