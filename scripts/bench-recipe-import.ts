/**
 * CPU and memory of reading hostile recipe pages (issue 24): deep nesting, huge text, thousands of
 * nested microdata properties, stray closing tags, at 1 MB and 3 MB (the import's page limit).
 * Run: npx tsx scripts/bench-recipe-import.ts   (figures go to docs/performance.md by hand)
 */
import { draftOfPage } from '../apps/server/src/modules/recipe-import/import.service.js';

const MB = 1024 * 1024;
const fill = (size: number, unit: string, head = '', tail = '') =>
  head + unit.repeat(Math.floor((size - head.length - tail.length) / unit.length)) + tail;
const pages: Record<string, (size: number) => string> = {
  'deep nesting': (size) => {
    const n = Math.floor(size / 9.5);
    return '<html><body>' + '<div><b>x'.repeat(n / 2) + '</b></div>'.repeat(n / 2) + '</body></html>';
  },
  'huge text in an itemprop': (size) =>
    fill(size, 'lorem ipsum ', '<div itemscope itemtype="https://schema.org/Recipe"><div itemprop="recipeInstructions">', '</div></div>'),
  'nested microdata properties': (size) => {
    const n = 3000;
    const open = '<div itemscope itemtype="https://schema.org/Recipe">' + '<div itemprop="recipeIngredient">word '.repeat(n);
    return fill(size, 'text text ', open, '</div>'.repeat(n + 1));
  },
  'stray closing tags under deep nesting': (size) => {
    const n = Math.floor(size / 6);
    return '<div>'.repeat(n / 2) + '</span>'.repeat(n / 2);
  },
  'many list items under a heading': (size) => fill(size, '<li>1 cup flour</li>', '<h2>Ingredients</h2><ul>', '</ul>'),
  'section headings repeated': (size) => fill(size, '<h2>Ingredients</h2><h3>Method</h3><p>x</p>'),
  'list items nested in list items': (size) => fill(size, '<ul><li>1 cup flour'),
  'bare JSON-LD names over a large text': (size) => {
    const names = Array.from({ length: 200 }, (_, i) => `flour${i}`);
    const head = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'x', recipeIngredient: names, recipeInstructions: ['Mix.'] })}</script><p>`;
    return fill(size, 'flour1 flour2 flour3 ', head, '</p>');
  },
  'hidden unit toggles': (size) =>
    fill(size, '<ul class="hide"><li>3 oz flour</li></ul><ul><li>85 g flour</li></ul>', '<h2>Ingredients</h2>'),
};

for (const size of [1 * MB, 3 * MB]) {
  for (const [name, make] of Object.entries(pages)) {
    const html = make(size);
    global.gc?.();
    const before = process.memoryUsage();
    let peak = before.rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const cpu = process.cpuUsage();
    let result = 'ok';
    try {
      draftOfPage(html, 'https://example.com/');
    } catch (err) {
      result = (err as Error).message;
    }
    const used = process.cpuUsage(cpu);
    peak = Math.max(peak, process.memoryUsage().rss);
    clearInterval(sampler);
    console.log(
      `${(html.length / MB).toFixed(1)} MB ${name.padEnd(40)} cpu ${((used.user + used.system) / 1000).toFixed(0).padStart(5)} ms  rss +${((peak - before.rss) / MB).toFixed(0)} MB (peak ${(peak / MB).toFixed(0)} MB)  ${result}`,
    );
  }
}
