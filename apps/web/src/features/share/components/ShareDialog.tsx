import { Anchor, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../lib/notify';
import { useShareRecipe } from '../api/share-recipe';
import { addOnDemandWords } from '../../../lib/on-demand-words';

addOnDemandWords();

/** Where a link can be shared with one click: each opens the service's own share page in a new tab. */
const TARGETS = [
  {
    key: 'weibo',
    url: (link: string, title: string) =>
      `https://service.weibo.com/share/share.php?url=${encodeURIComponent(link)}&title=${encodeURIComponent(title)}`,
  },
  {
    key: 'x',
    url: (link: string, title: string) =>
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(link)}&text=${encodeURIComponent(title)}`,
  },
  { key: 'facebook', url: (link: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}` },
  { key: 'email', url: (link: string, title: string) => `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(link)}` },
] as const;

/** The browser's own share sheet (phones, some desktops), where there is one. */
const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Share a recipe: asks the server for the link (which records a user's share; visitors share too,
 * issue 28), then copy it, send it to a service, or hand it to the browser's share sheet.
 */
export function ShareDialog({ recipe, opened, onClose }: { recipe: { id: string; name: string }; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const share = useShareRecipe();
  const { mutate } = share;
  useEffect(() => {
    if (opened) mutate(recipe.id, { onError: (error) => toastError(error.message) });
  }, [opened, recipe.id, mutate]);
  const link = share.data?.shareUrl;
  const shareNatively = () => {
    // A dismissed sheet rejects with AbortError: nothing to say about it.
    if (link) navigator.share({ title: recipe.name, url: link }).catch(() => undefined);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('share.shareTitle')} data-testid="share-dialog">
      <Stack>
        <Text fw={600} lang="">
          {recipe.name}
        </Text>
        <TextInput label={t('share.linkLabel')} value={link ?? ''} readOnly data-testid="share-link" />
        <Group>
          <CopyButton value={link ?? ''}>
            {({ copied, copy }) => (
              <Button onClick={copy} disabled={!link} data-testid="share-copy">
                {copied ? t('share.copied') : t('share.copyLink')}
              </Button>
            )}
          </CopyButton>
          {link && canShareNatively() && (
            <Button variant="light" onClick={shareNatively} data-testid="share-native">
              {t('share.nativeShare')}
            </Button>
          )}
          {link &&
            TARGETS.map((target) => (
              <Anchor key={target.key} href={target.url(link, recipe.name)} target="_blank" rel="noopener noreferrer" size="sm">
                {t(`share.${target.key}`)}
              </Anchor>
            ))}
        </Group>
      </Stack>
    </Modal>
  );
}
