import { describe, expect, it } from 'vitest';
import { routeCode, type ViteManifest } from '../src/modules/seo/seo.render.js';

describe('a route’s code for its rendered page', () => {
  it('links the styles of the chunks a page imports before its own, as Vite’s loader adds them, and leaves out the template’s', () => {
    const manifest: ViteManifest = {
      'src/pages/Articles.tsx': { file: 'assets/Articles.js', css: ['assets/article.css'], imports: ['_Card.js', 'index.html'] },
      '_Card.js': { file: 'assets/Card.js', css: ['assets/content.css'], imports: ['_Stars.js'] },
      '_Stars.js': { file: 'assets/Stars.js', css: ['assets/content.css'] },
      'index.html': { file: 'assets/index.js', css: ['assets/index.css'] },
    };
    const template = '<script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css">';
    expect(routeCode(manifest, 'src/pages/Articles.tsx', template)).toEqual({
      scripts: ['/assets/Articles.js', '/assets/Card.js', '/assets/Stars.js'],
      styles: ['/assets/content.css', '/assets/article.css'],
    });
  });
});
