import { Avatar, Button, FileButton, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { imageVariant, IMAGE_MIME_TYPES, type UploadFolder } from '@chef/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { toastError } from '../lib/notify';
import { checkImageFile, uploadImage } from '../lib/upload';
import { UserIcon } from './icons';

/**
 * A picture field: choose a PNG or JPEG, checked here first with the spec's toasts, then uploaded with
 * a progress bar; a failed upload shows the server's msg. The value is the picture's URL (the large
 * WebP); the preview loads its small copy.
 */
export function ImageUpload({
  value,
  onChange,
  folderName,
  label,
  round = false,
  removable = false,
  testId = 'image-upload',
}: {
  value: string | null;
  onChange: (url: string | null) => void;
  folderName: UploadFolder;
  label?: string;
  /** Round preview (avatars) instead of a rectangle (covers, screenshots). */
  round?: boolean;
  removable?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    const problem = await checkImageFile(file);
    if (problem) return toastError(problem);
    setProgress(0);
    try {
      onChange(await uploadImage(file, folderName, setProgress));
    } catch (error) {
      toastError(error instanceof ApiError ? error.message : t('toast.networkError'));
    } finally {
      setProgress(null);
    }
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
            <FileButton onChange={(file) => void choose(file)} accept={IMAGE_MIME_TYPES.join(',')} disabled={progress !== null}>
              {(props) => (
                <Button {...props} variant="light" size="xs" loading={progress !== null}>
                  {value ? t('upload.change') : t('upload.choose')}
                </Button>
              )}
            </FileButton>
            {removable && value && progress === null && (
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
      {progress !== null && (
        <Progress value={progress} size="sm" aria-label={t('upload.uploading', { percent: progress })} data-testid={`${testId}-progress`} />
      )}
    </Stack>
  );
}
