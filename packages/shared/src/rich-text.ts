/**
 * The editor's safe format of articles and content pages (docs/API.md "Rich text"): a small subset of
 * Markdown, stored as text and never as HTML. Whatever a body holds, it becomes these blocks and is
 * rendered as React elements, so markup in it (`<script>`, `<img onerror>`) is shown as text.
 *
 * - blocks are separated by a blank line;
 * - `## ` starts a heading, `### ` a smaller one (text on the following lines is a paragraph);
 * - a block whose lines all start with `- ` is a list; lists separated by blank lines join;
 * - a block that is only `![alt](url)` is a picture (our uploads: the server checks each one);
 * - inside text: `**bold**` and `[text](url)` links, url `http(s)://...` or a path of the portal
 *   (`/home/week`); any other link (javascript:, data:, //host) stays plain text;
 * - other line breaks inside a paragraph are kept.
 *
 * The bodies written before the console (seeded articles and pages: paragraphs, `## ` headings, `- `
 * items) are this format already.
 */

export type RichInline = { kind: 'text'; text: string } | { kind: 'strong'; text: string } | { kind: 'link'; text: string; href: string };

export type RichBlock =
  | { kind: 'heading'; level: 2 | 3; content: RichInline[] }
  | { kind: 'paragraph'; content: RichInline[] }
  | { kind: 'list'; items: RichInline[][] }
  | { kind: 'image'; src: string; alt: string };

const IMAGE = /^!\[([^\]\n]*)\]\(([^()\s]+)\)$/;
const INLINE = /\*\*([^*\n]+?)\*\*|\[([^\]\n]+)\]\(([^()\s]+)\)/g;

/** A link target the renderer may use: an http(s) address, or a path of the portal (never `//host`). */
export function isSafeHref(href: string): boolean {
  if (href.length > RICH_TEXT_URL_MAX || /[\s<>"'`]/.test(href)) return false;
  // A portal path (not "//host", which browsers read as another site), or http(s) with a host.
  return /^\/(?![/\\])/.test(href) || /^https?:\/\/[^/?#@\\]+(?:[/?#]|$)/i.test(href);
}

/** Picture addresses are absolute http(s) URLs (uploads answer them so); the server also checks they are uploads. */
export function isSafeImage(src: string): boolean {
  return /^https?:/i.test(src) && isSafeHref(src);
}

/** Longest address a link or picture may have. */
export const RICH_TEXT_URL_MAX = 500;

export function parseInline(text: string): RichInline[] {
  const out: RichInline[] = [];
  let last = 0;
  const push = (part: RichInline) => {
    const prev = out.at(-1);
    if (part.kind === 'text' && prev?.kind === 'text') prev.text += part.text;
    else if (part.kind !== 'text' || part.text) out.push(part);
  };
  for (const match of text.matchAll(INLINE)) {
    push({ kind: 'text', text: text.slice(last, match.index) });
    if (match[1] !== undefined) push({ kind: 'strong', text: match[1] });
    else if (isSafeHref(match[3]!)) push({ kind: 'link', text: match[2]!, href: match[3]! });
    // An unsafe link is kept as the text it was typed as: nothing about it becomes a link.
    else push({ kind: 'text', text: match[0] });
    last = match.index + match[0].length;
  }
  push({ kind: 'text', text: text.slice(last) });
  return out;
}

function parseBlock(chunk: string): RichBlock[] {
  const heading = /^(#{2,3}) (.*)$/.exec(chunk.split('\n', 1)[0]!);
  if (heading) {
    const rest = chunk.slice(chunk.indexOf('\n') + 1 || chunk.length).trim();
    const text = heading[2]!.trim();
    const blocks: RichBlock[] = text ? [{ kind: 'heading', level: heading[1]!.length === 2 ? 2 : 3, content: parseInline(text) }] : [];
    return rest ? [...blocks, ...parseBlock(rest)] : blocks;
  }
  const lines = chunk.split('\n');
  if (lines.every((line) => line.startsWith('- ')))
    return [{ kind: 'list', items: lines.map((line) => parseInline(line.slice(2).trim())) }];
  const image = IMAGE.exec(chunk);
  if (image && isSafeImage(image[2]!)) return [{ kind: 'image', alt: image[1]!, src: image[2]! }];
  return [{ kind: 'paragraph', content: parseInline(chunk) }];
}

export function parseRichText(body: string): RichBlock[] {
  const blocks: RichBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    const trimmed = chunk.trim();
    if (!trimmed) continue;
    for (const block of parseBlock(trimmed)) {
      const prev = blocks.at(-1);
      if (block.kind === 'list' && prev?.kind === 'list') prev.items.push(...block.items);
      else blocks.push(block);
    }
  }
  return blocks;
}

/** The words of a body without its marks (search text, summaries). */
export function richTextPlain(body: string): string {
  const inline = (content: RichInline[]) => content.map((part) => part.text).join('');
  return parseRichText(body)
    .map((block) => {
      if (block.kind === 'image') return block.alt;
      if (block.kind === 'list') return block.items.map(inline).join('\n');
      return inline(block.content);
    })
    .join('\n\n');
}

/** The pictures a body shows (the server claims each new one as an upload of the writer's). */
export function richTextImages(body: string): string[] {
  return parseRichText(body).flatMap((block) => (block.kind === 'image' ? [block.src] : []));
}

/**
 * What the editor refuses (catalogue keys): a link whose address is not http(s) or a portal path, a
 * picture line whose address is not an http(s) URL. The renderer would show them as text; refusing
 * them tells the writer at once.
 */
export function richTextIssue(body: string): 'validation.richTextLink' | 'validation.richTextImage' | null {
  for (const line of body.split(/\r?\n/)) {
    const image = IMAGE.exec(line.trim());
    if (image && !isSafeImage(image[2]!)) return 'validation.richTextImage';
    // Every "](" starts a link target, whether or not the link's syntax is complete (a target with
    // parentheses, javascript:alert(1), is no link to the parser, but is refused all the same).
    for (const match of line.matchAll(/\]\(\s*([^\s)]*)/g)) {
      if (!isSafeHref(match[1]!)) return 'validation.richTextLink';
    }
  }
  return null;
}
