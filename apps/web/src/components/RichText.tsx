import { parseRichText, type RichInline } from '@chef/shared';
import { useMemo } from 'react';
import { Link } from 'react-router';
import './content.css';

function Inline({ parts }: { parts: RichInline[] }) {
  return parts.map((part, i) => {
    if (part.kind === 'strong') return <strong key={i}>{part.text}</strong>;
    if (part.kind === 'text') return part.text;
    // Portal paths stay in the app; other addresses (http(s) only: rich-text.ts) open a new tab.
    return part.href.startsWith('/') ? (
      <Link key={i} to={part.href}>
        {part.text}
      </Link>
    ) : (
      <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
        {part.text}
      </a>
    );
  });
}

/**
 * A body in the editor's safe format (articles, content pages), rendered as React elements: text is
 * always text (markup in it is shown as typed), links are http(s) or portal paths, pictures are
 * uploads. The public article page, the content pages and the console's previews all use this one.
 */
export function RichText({ body, className, testId }: { body: string; className?: string; testId?: string }) {
  const blocks = useMemo(() => parseRichText(body), [body]);
  return (
    <div className={['chef-rich', className].filter(Boolean).join(' ')} data-testid={testId}>
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'heading':
            return block.level === 2 ? (
              <h2 key={i} className="chef-rich__h2">
                <Inline parts={block.content} />
              </h2>
            ) : (
              <h3 key={i} className="chef-rich__h3">
                <Inline parts={block.content} />
              </h3>
            );
          case 'list':
            return (
              <ul key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <Inline parts={item} />
                  </li>
                ))}
              </ul>
            );
          case 'image':
            return <img key={i} src={block.src} alt={block.alt} loading="lazy" />;
          default:
            return (
              <p key={i}>
                <Inline parts={block.content} />
              </p>
            );
        }
      })}
    </div>
  );
}
