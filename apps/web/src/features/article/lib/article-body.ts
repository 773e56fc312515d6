/**
 * Article bodies are plain text (api schema): paragraphs separated by a blank line, a paragraph that
 * starts with "## " is a subheading. They become blocks rendered as React text, never as HTML.
 */
export type BodyBlock = { kind: 'heading' | 'paragraph'; text: string };

export function parseArticleBody(body: string): BodyBlock[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk.length > 0)
    .flatMap((chunk): BodyBlock[] => {
      if (!chunk.startsWith('## ')) return [{ kind: 'paragraph', text: chunk }];
      // A subheading directly followed by text (no blank line between) is a subheading and a paragraph.
      const newline = chunk.indexOf('\n');
      const heading = (newline < 0 ? chunk : chunk.slice(0, newline)).slice(3).trim();
      const rest = newline < 0 ? '' : chunk.slice(newline + 1).trim();
      const blocks: BodyBlock[] = heading ? [{ kind: 'heading', text: heading }] : [];
      return rest ? [...blocks, { kind: 'paragraph', text: rest }] : blocks;
    });
}
