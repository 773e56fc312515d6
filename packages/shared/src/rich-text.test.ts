import { describe, expect, it } from 'vitest';
import { articleInputSchema } from './schemas/admin-content.js';
import { isSafeHref, parseRichText, richTextImages, richTextIssue, richTextPlain } from './rich-text.js';

const text = (t: string) => ({ kind: 'text', text: t });

describe('parseRichText', () => {
  it('reads the bodies written before the console: paragraphs, "## " headings, "- " items as one list', () => {
    expect(parseRichText('First paragraph.\n\n## A heading\n\nSecond\nstill second.\n\n- one\n\n- two')).toEqual([
      { kind: 'paragraph', content: [text('First paragraph.')] },
      { kind: 'heading', level: 2, content: [text('A heading')] },
      { kind: 'paragraph', content: [text('Second\nstill second.')] },
      { kind: 'list', items: [[text('one')], [text('two')]] },
    ]);
  });

  it('treats a heading followed directly by text as a heading and a paragraph; ### is a smaller heading', () => {
    expect(parseRichText('### Heading\nBody right below')).toEqual([
      { kind: 'heading', level: 3, content: [text('Heading')] },
      { kind: 'paragraph', content: [text('Body right below')] },
    ]);
  });

  it('accepts Windows line breaks, extra blank lines and whitespace-only lines', () => {
    expect(parseRichText('One\r\n\r\n\r\nTwo\n  \nThree').map((b) => b.kind)).toEqual(['paragraph', 'paragraph', 'paragraph']);
  });

  it('reads bold, http(s) and portal links, and a picture line', () => {
    expect(parseRichText('A **b** [c](https://x.example/y) [d](/home/week)\n\n![Soup](https://chef.example/media/a.webp)')).toEqual([
      {
        kind: 'paragraph',
        content: [
          text('A '),
          { kind: 'strong', text: 'b' },
          text(' '),
          { kind: 'link', text: 'c', href: 'https://x.example/y' },
          text(' '),
          { kind: 'link', text: 'd', href: '/home/week' },
        ],
      },
      { kind: 'image', alt: 'Soup', src: 'https://chef.example/media/a.webp' },
    ]);
  });

  it('keeps markup and unsafe links as text: nothing becomes HTML, a script or a javascript: link', () => {
    expect(parseRichText('<script>alert(1)</script> <img src=x onerror=alert(1)>')).toEqual([
      { kind: 'paragraph', content: [text('<script>alert(1)</script> <img src=x onerror=alert(1)>')] },
    ]);
    for (const href of ['javascript:alert(1)', 'JAVASCRIPT:x', 'data:text/html,x', '//evil.example', 'vbscript:x', '/\\evil.example']) {
      const blocks = parseRichText(`[x](${href})`);
      expect(JSON.stringify(blocks)).not.toContain('"link"');
      expect(isSafeHref(href)).toBe(false);
    }
    expect(parseRichText('![x](javascript:alert(1))')[0]!.kind).toBe('paragraph');
  });

  it('answers no blocks for an empty body, and drops an empty heading', () => {
    expect(parseRichText('')).toEqual([]);
    expect(parseRichText('##  ')).toEqual([{ kind: 'paragraph', content: [text('##')] }]);
  });
});

describe('checks and plain text', () => {
  it('names a bad link or picture, even when the link syntax is incomplete', () => {
    expect(richTextIssue('[a](javascript:alert(1))')).toBe('validation.richTextLink');
    expect(richTextIssue('see [a](data:x) here')).toBe('validation.richTextLink');
    expect(richTextIssue('![a](/media/a.webp)')).toBe('validation.richTextImage');
    expect(richTextIssue('[a](https://x.example) and ![b](https://x.example/b.webp)')).toBeNull();
    expect(articleInputSchema.shape.body.safeParse('[a](javascript:alert(1))').error?.issues[0]?.message).toBe('validation.richTextLink');
  });

  it('gives the words without marks, and the pictures', () => {
    expect(richTextPlain('## T\n\nA **b** [c](https://x.example)\n\n- d')).toBe('T\n\nA b c\n\nd');
    expect(richTextImages('x\n\n![a](https://x.example/a.webp)\n\n![b](https://x.example/b.webp)')).toEqual([
      'https://x.example/a.webp',
      'https://x.example/b.webp',
    ]);
  });
});
