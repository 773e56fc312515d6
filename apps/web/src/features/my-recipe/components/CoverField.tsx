import { Button, FileButton, Group, Image, Input, Modal, Progress, Slider, Stack, Text } from '@mantine/core';
import { imageVariant, IMAGE_MIME_TYPES } from '@chef/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { toastError } from '../../../lib/notify';
import { checkImageFile, uploadImage, type UploadAuth } from '../../../lib/upload';
import { cropToSquare, squareOf, type SquareCrop } from '../lib/crop';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are loaded with its code (@chef/shared i18n/on-demand.ts), not with the first view.
addOnDemandWords();

/**
 * The cover: choose a PNG or JPEG (the spec's checks and toasts), cut a square of it in the browser
 * (750*750 recommended, shown as a hint), then upload it to folder `recipe`.
 */
export function CoverField({
  value,
  onChange,
  error,
  uploadAuth,
}: {
  value: string | null;
  onChange: (url: string) => void;
  error?: string | undefined;
  /** Another session uploads it (the staff console's); the portal user's by default. */
  uploadAuth?: UploadAuth | undefined;
}) {
  const { t } = useTranslation();
  const [source, setSource] = useState<{ url: string; name: string } | null>(null);
  const [crop, setCrop] = useState<SquareCrop>({ zoom: 1, x: 0.5, y: 0.5 });
  const [progress, setProgress] = useState<number | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);

  useEffect(() => () => (source ? URL.revokeObjectURL(source.url) : undefined), [source]);

  const choose = async (file: File | null) => {
    if (!file) return;
    const problem = await checkImageFile(file);
    if (problem) return toastError(problem);
    setCrop({ zoom: 1, x: 0.5, y: 0.5 });
    setSize(null);
    setSource({ url: URL.createObjectURL(file), name: file.name });
  };

  const apply = async () => {
    if (!image.current || !source) return;
    setProgress(0);
    try {
      const file = await cropToSquare(image.current, crop, source.name);
      onChange(await uploadImage(file, 'recipe', setProgress, uploadAuth));
      setSource(null);
    } catch (err) {
      toastError(err instanceof ApiError ? err.message : t('toast.networkError'));
    } finally {
      setProgress(null);
    }
  };

  // The square shown over the picture while cropping, in percent of the picture.
  const frame = size ? squareOf(size.w, size.h, crop) : null;
  return (
    <Input.Wrapper label={t('editor.cover')} withAsterisk description={t('editor.coverHint')} error={error} data-testid="cover-field">
      <Group gap="md" mt={6}>
        {value && <Image src={imageVariant(value, 'sm')} w={96} h={96} fit="cover" radius="md" alt="" data-testid="cover-preview" />}
        <FileButton onChange={(file) => void choose(file)} accept={IMAGE_MIME_TYPES.join(',')}>
          {(props) => (
            <Button {...props} variant="light" size="xs" data-testid="cover-choose">
              {value ? t('upload.change') : t('editor.chooseCover')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Modal opened={source !== null} onClose={() => setSource(null)} title={t('editor.crop')} size="lg">
        {source && (
          <Stack>
            <div style={{ position: 'relative', lineHeight: 0 }}>
              <img
                ref={image}
                src={source.url}
                alt=""
                style={{ maxWidth: '100%', maxHeight: 420 }}
                onLoad={(e) => setSize({ w: e.currentTarget.naturalWidth, h: e.currentTarget.naturalHeight })}
              />
              {frame && size && (
                <div
                  aria-hidden="true"
                  style={{
                    position: 'absolute',
                    left: `${(frame.sx / size.w) * 100}%`,
                    top: `${(frame.sy / size.h) * 100}%`,
                    width: `${(frame.side / size.w) * 100}%`,
                    height: `${(frame.side / size.h) * 100}%`,
                    boxShadow: '0 0 0 9999px rgba(0,0,0,0.45)',
                    outline: '2px solid white',
                  }}
                />
              )}
            </div>
            <Text size="sm">{t('editor.zoom')}</Text>
            <Slider min={1} max={3} step={0.05} value={crop.zoom} onChange={(zoom) => setCrop((c) => ({ ...c, zoom }))} label={null} />
            <Slider min={0} max={1} step={0.01} value={crop.x} onChange={(x) => setCrop((c) => ({ ...c, x }))} label={null} />
            <Slider min={0} max={1} step={0.01} value={crop.y} onChange={(y) => setCrop((c) => ({ ...c, y }))} label={null} />
            {progress !== null && <Progress value={progress} size="sm" />}
            <Group justify="flex-end">
              <Button onClick={() => void apply()} loading={progress !== null} disabled={!size} data-testid="cover-crop-apply">
                {t('editor.cropApply')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Input.Wrapper>
  );
}
