import { ActionIcon, Avatar, Button, FileButton, Group, Image, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { imageVariant, IMAGE_MIME_TYPES, type UploadFolder } from '@chef/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { t as translate } from '../lib/i18n';
import { toastError, toastInfo } from '../lib/notify';
import { checkImageFile, uploadImage, type UploadAuth } from '../lib/upload';
import { UserIcon } from './icons';
import { addOnDemandWords } from '../lib/on-demand-words';

// Its words are loaded with its code (@chef/shared i18n/on-demand.ts), not with the first view.
addOnDemandWords();

/**
 * Picture uploads, written once: a PNG or JPEG is checked here first with the spec's toasts, then
 * uploaded with its progress; a failed upload shows the server's msg. Resolves with the picture's URL
 * (the large WebP), or null when the file was refused or the upload failed (the toast said why).
 */
export function useImageUpload(folderName: UploadFolder, auth?: UploadAuth) {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = async (file: File): Promise<string | null> => {
    const problem = await checkImageFile(file);
    if (problem) {
      toastError(problem);
      return null;
    }
    setProgress(0);
    try {
      return await uploadImage(file, folderName, setProgress, auth);
    } catch (error) {
      toastError(error instanceof ApiError ? error.message : translate('toast.networkError'));
      return null;
    } finally {
      setProgress(null);
    }
  };
  return { progress, upload, uploading: progress !== null };
}

function UploadProgress({ progress, testId }: { progress: number | null; testId: string }) {
  const { t } = useTranslation();
  if (progress === null) return null;
  return (
    <Progress value={progress} size="sm" aria-label={t('upload.uploading', { percent: progress })} data-testid={`${testId}-progress`} />
  );
}

/**
 * A picture field (avatar, covers): the value is the picture's URL; the preview loads its small copy.
 */
export function ImageUpload({
  value,
  onChange,
  folderName,
  label,
  round = false,
  removable = false,
  testId = 'image-upload',
  auth,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
  folderName: UploadFolder;
  label?: string;
  /** Round preview (avatars) instead of a rectangle (covers). */
  round?: boolean;
  removable?: boolean;
  testId?: string;
  /** The staff console's session instead of the portal's. */
  auth?: UploadAuth;
}) {
  const { t } = useTranslation();
  const { progress, upload, uploading } = useImageUpload(folderName, auth);

  const choose = async (file: File | null) => {
    if (!file) return;
    const url = await upload(file);
    if (url) onChange(url);
  };

  const preview = imageVariant(value, 'sm');
  return (
    <Stack gap={6} data-testid={testId}>
      {label && (
        <Text size="sm" fw={500}>
          {label}
        </Text>
      )}
      <Group gap="md" align="center">
        {round ? (
          <Avatar src={preview} size={72} radius="xl" color="brand" alt="" data-testid={`${testId}-preview`}>
            <UserIcon size={32} />
          </Avatar>
        ) : (
          preview && <Image src={preview} w={120} h={90} fit="cover" radius="md" alt="" data-testid={`${testId}-preview`} />
        )}
        <Stack gap={4}>
          <Group gap="xs">
            <FileButton onChange={(file) => void choose(file)} accept={IMAGE_MIME_TYPES.join(',')} disabled={uploading}>
              {(props) => (
                <Button {...props} variant="light" size="xs" loading={uploading}>
                  {value ? t('upload.change') : t('upload.choose')}
                </Button>
              )}
            </FileButton>
            {removable && value && !uploading && (
              <Button variant="subtle" color="gray" size="xs" onClick={() => onChange(null)}>
                {t('upload.remove')}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('upload.hint')}
          </Text>
        </Stack>
      </Group>
      <UploadProgress progress={progress} testId={testId} />
    </Stack>
  );
}

const TILE = 88;

/**
 * Several pictures (feedback screenshots): thumbnails, each with a remove button, and an add tile
 * that disappears once `max` are there. Files chosen together upload one after another, as many as
 * there is room for; the rest are left out, and the user is told so (issue 28). The words come from
 * the page (its catalogue loads with it).
 */
export function ImageListUpload({
  value,
  onChange,
  folderName,
  max,
  addLabel,
  removeLabel,
  onUploadingChange,
  testId = 'image-list-upload',
}: {
  value: readonly string[];
  onChange: (urls: string[]) => void;
  folderName: UploadFolder;
  max: number;
  addLabel: string;
  removeLabel: (index: number) => string;
  /** Told when an upload starts and ends (a form waits for it before sending). */
  onUploadingChange?: (uploading: boolean) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { progress, upload, uploading } = useImageUpload(folderName);

  const choose = async (files: File[]) => {
    let urls = [...value];
    const room = Math.max(0, max - urls.length);
    if (files.length > room) toastInfo(t('upload.tooManyPictures', { max, count: files.length - room }));
    onUploadingChange?.(true);
    try {
      for (const file of files.slice(0, room)) {
        const url = await upload(file);
        if (url) onChange((urls = [...urls, url]));
      }
    } finally {
      onUploadingChange?.(false);
    }
  };

  return (
    <Stack gap={6} data-testid={testId}>
      <Group gap="sm">
        {value.map((url, index) => (
          <div key={url} style={{ position: 'relative' }} data-testid={`${testId}-item`}>
            <Image src={imageVariant(url, 'sm')} w={TILE} h={TILE} fit="cover" radius="md" alt="" />
            <ActionIcon
              size="sm"
              radius="xl"
              color="dark"
              variant="filled"
              aria-label={removeLabel(index + 1)}
              disabled={uploading}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
              style={{ position: 'absolute', top: 4, right: 4 }}
            >
              ×
            </ActionIcon>
          </div>
        ))}
        {value.length < max && (
          <FileButton onChange={(files) => void choose(files)} accept={IMAGE_MIME_TYPES.join(',')} multiple disabled={uploading}>
            {(props) => (
              <UnstyledButton
                {...props}
                aria-label={addLabel}
                data-testid={`${testId}-add`}
                w={TILE}
                h={TILE}
                style={{
                  border: '1px dashed var(--mantine-color-gray-5)',
                  borderRadius: 'var(--mantine-radius-md)',
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 28,
                  color: 'var(--mantine-color-dimmed)',
                }}
              >
                +
              </UnstyledButton>
            )}
          </FileButton>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('upload.hint')}
      </Text>
      <UploadProgress progress={progress} testId={testId} />
    </Stack>
  );
}
