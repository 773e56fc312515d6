/// <reference types="node" />
// Mantine's stylesheet is split in two (app/mantine-first-view.css, blocking the first paint; app/mantine.css,
// loaded with the app): these tests keep every component the app draws styled, in Mantine's own order.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const coreDir = path.dirname(require.resolve('@mantine/core/styles.css'));
const componentsDir = path.join(coreDir, 'esm/components');
const styleFile = (name: string) => path.join(coreDir, 'styles', `${name}.layer.css`);
const srcDir = path.join(import.meta.dirname, '..');

const filesUnder = (dir: string, test: (file: string) => boolean): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter(test);

/** Component names imported from @mantine/core by these files (ours, or Mantine's other packages'). */
function importedFromCore(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g)) {
      for (const item of list!.split(',')) {
        const name = item
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!;
        if (/^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

/** A component and every component its code imports (Select: Combobox, Input, Popover…), by Mantine's module folders. */
function withParts(names: Iterable<string>): Set<string> {
  const found = new Set<string>();
  const visit = (name: string) => {
    if (found.has(name) || !existsSync(path.join(componentsDir, name))) return;
    found.add(name);
    for (const file of filesUnder(path.join(componentsDir, name), (file) => file.endsWith('.mjs'))) {
      for (const [, part] of readFileSync(file, 'utf8').matchAll(/from "\.\.\/(?:\.\.\/components\/)?([A-Z]\w*)\//g)) visit(part!);
    }
  };
  for (const name of names) visit(name);
  return found;
}

/** The files a sheet imports from @mantine/core/styles, in order. */
const sheetImports = (sheet: string) =>
  [...readFileSync(path.join(import.meta.dirname, sheet), 'utf8').matchAll(/@import '@mantine\/core\/styles\/([\w-]+)\.layer\.css'/g)].map(
    (m) => m[1]!,
  );

const ours = filesUnder(srcDir, (file) => /\.tsx?$/.test(file));
const mantinePackages = ['dates', 'notifications'].flatMap((pkg) =>
  filesUnder(path.join(path.dirname(require.resolve(`@mantine/${pkg}/styles.css`)), 'esm'), (file) => file.endsWith('.mjs')),
);

describe("Mantine's styles, split for the first paint", () => {
  const firstView = sheetImports('mantine-first-view.css');
  const rest = sheetImports('mantine.css');

  it('styles every Mantine component the app uses, and the components they are made of', () => {
    const used = withParts([...importedFromCore(ours), ...importedFromCore(mantinePackages)]);
    const styled = new Set([...firstView, ...rest]);
    const missing = [...used].filter((name) => existsSync(styleFile(name)) && !styled.has(name));
    expect(missing).toEqual([]);
  });

  it("keeps Mantine's own order (its sheet's), the first view's before the rest, each file once", () => {
    const order = readFileSync(path.join(coreDir, 'styles.css'), 'utf8');
    const position = (name: string) =>
      order.indexOf(
        readFileSync(path.join(coreDir, 'styles', `${name}.css`), 'utf8')
          .trim()
          .slice(0, 200),
      );
    for (const sheet of [firstView, rest]) {
      const positions = sheet.map(position);
      expect(positions.every((p) => p >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    expect(firstView.filter((name) => rest.includes(name))).toEqual([]);
    // A component comes after the ones it is made of (Select after Combobox and Input), as in Mantine's sheet.
    const sheets = [...firstView, ...rest];
    for (const [index, name] of sheets.entries()) {
      for (const part of withParts([name])) {
        if (part !== name && existsSync(styleFile(part))) expect(sheets.indexOf(part), `${name} is made of ${part}`).toBeLessThan(index);
      }
    }
  });
});
