import { describe, expect, it } from 'vitest';
import { parseArticleBody } from './article-body';

describe('parseArticleBody', () => {
  it('splits paragraphs on blank lines and reads "## " paragraphs as subheadings', () => {
    expect(parseArticleBody('First paragraph.\n\n## A heading\n\nSecond\nstill second.')).toEqual([
      { kind: 'paragraph', text: 'First paragraph.' },
      { kind: 'heading', text: 'A heading' },
      { kind: 'paragraph', text: 'Second\nstill second.' },
    ]);
  });

  it('treats a heading followed directly by text as a heading and a paragraph', () => {
    expect(parseArticleBody('## Heading\nBody right below')).toEqual([
      { kind: 'heading', text: 'Heading' },
      { kind: 'paragraph', text: 'Body right below' },
    ]);
  });

  it('accepts Windows line breaks, extra blank lines and whitespace-only lines', () => {
    expect(parseArticleBody('One\r\n\r\n\r\nTwo\n  \nThree')).toEqual([
      { kind: 'paragraph', text: 'One' },
      { kind: 'paragraph', text: 'Two' },
      { kind: 'paragraph', text: 'Three' },
    ]);
  });

  it('keeps markup as text: nothing is interpreted as HTML', () => {
    expect(parseArticleBody('<script>alert(1)</script>')).toEqual([{ kind: 'paragraph', text: '<script>alert(1)</script>' }]);
  });

  it('answers no blocks for an empty body, and drops an empty heading', () => {
    expect(parseArticleBody('')).toEqual([]);
    expect(parseArticleBody('##  ')).toEqual([{ kind: 'paragraph', text: '##' }]);
  });
});
