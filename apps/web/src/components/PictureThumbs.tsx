import { Group, Image, Modal, UnstyledButton } from '@mantine/core';
import { imageVariant } from '@chef/shared';
import { useState } from 'react';

/**
 * Uploaded pictures as small thumbnails (their small copies); a click shows the large one in a
 * dialog. `labelOf(n)` names picture n (1-based) for screen readers and the dialog's title.
 */
export function PictureThumbs({
  urls,
  labelOf,
  size = 64,
  testId = 'picture-thumbs',
}: {
  urls: readonly string[];
  labelOf: (n: number) => string;
  size?: number;
  testId?: string;
}) {
  const [open, setOpen] = useState<number | null>(null);
  if (urls.length === 0) return null;
  return (
    <>
      <Group gap="xs" data-testid={testId}>
        {urls.map((url, index) => (
          <UnstyledButton key={url} onClick={() => setOpen(index)} aria-label={labelOf(index + 1)} data-testid={`${testId}-item`}>
            <Image src={imageVariant(url, 'sm')} w={size} h={size} fit="cover" radius="sm" alt="" />
          </UnstyledButton>
        ))}
      </Group>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open !== null ? labelOf(open + 1) : ''} size="auto" centered>
        {open !== null && (
          <Image src={urls[open]} alt={labelOf(open + 1)} maw="80vw" mah="80vh" fit="contain" data-testid={`${testId}-large`} />
        )}
      </Modal>
    </>
  );
}
