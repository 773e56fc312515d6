import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Content-page text as React text nodes, never HTML: paragraphs are separated by a blank line, a
 * paragraph starting with "## " is a subheading, consecutive "- " paragraphs make a list.
 */
export function InfoText({ body }: { body: string }) {
  const blocks: ReactNode[] = [];
  let items: string[] = [];
  const flushList = () => {
    if (items.length === 0) return;
    blocks.push(
      <List key={`list-${blocks.length}`} spacing={4} size="sm">
        {items.map((item, i) => (
          <List.Item key={i}>{item}</List.Item>
        ))}
      </List>,
    );
    items = [];
  };
  for (const paragraph of body.split(/\n\s*\n/).map((p) => p.trim())) {
    if (!paragraph) continue;
    if (paragraph.startsWith('- ')) {
      items.push(paragraph.slice(2));
      continue;
    }
    flushList();
    blocks.push(
      paragraph.startsWith('## ') ? (
        <Title key={blocks.length} order={3} size="h5" mt="sm">
          {paragraph.slice(3)}
        </Title>
      ) : (
        <Text key={blocks.length} size="sm" style={{ whiteSpace: 'pre-line' }}>
          {paragraph}
        </Text>
      ),
    );
  }
  flushList();
  return <Stack gap="xs">{blocks}</Stack>;
}
