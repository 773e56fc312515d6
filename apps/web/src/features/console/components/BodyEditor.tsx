import { Button, FileButton, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { IMAGE_MIME_TYPES, RICH_TEXT_MAX } from '@chef/shared';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { toastError } from '../../../lib/notify';
import { checkImageFile, uploadImage } from '../../../lib/upload';
import { staffUploadAuth } from '../lib/staff-session';

/**
 * The body of an article or a content page in the editor's safe format (@chef/shared rich-text.ts):
 * a textarea with a toolbar that types its marks, a picture button (the upload goes through the
 * app's upload piece as the staff member's), and `preview`, which renders the text exactly as the
 * public page will.
 */
export function BodyEditor({
  value,
  onChange,
  error,
  label,
  preview,
  testId = 'body-editor',
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  label: string;
  preview: (body: string) => ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [uploading, setUploading] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);

  /** Wraps the selection in marks (or inserts them with a placeholder), keeping the cursor inside. */
  const mark = (before: string, after = '', placeholder = '') => {
    const el = area.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const chosen = value.slice(start, end) || placeholder;
    onChange(value.slice(0, start) + before + chosen + after + value.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + before.length, start + before.length + chosen.length);
    });
  };
  /** A block on a line of its own: blank lines around it. */
  const block = (text: string) => mark(`${value && !value.endsWith('\n\n') ? '\n\n' : ''}${text}`, '\n\n');

  const picture = async (file: File | null) => {
    if (!file) return;
    const problem = await checkImageFile(file);
    if (problem) return toastError(problem);
    setUploading(true);
    try {
      block(`![${file.name.replace(/\.[^.]+$/, '')}](${await uploadImage(file, 'article', () => undefined, staffUploadAuth)})`);
    } catch (err) {
      toastError(err instanceof ApiError ? err.message : t('toast.networkError'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap={6} data-testid={testId}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={(v) => setMode(v as 'write' | 'preview')}
          data={[
            { value: 'write', label: t('consoleContent.write') },
            { value: 'preview', label: t('consoleContent.preview') },
          ]}
          data-testid={`${testId}-mode`}
        />
      </Group>
      {mode === 'write' ? (
        <>
          <Group gap={4}>
            <Button size="compact-xs" variant="default" onClick={() => block('## ')}>
              {t('consoleContent.editor.heading')}
            </Button>
            <Button size="compact-xs" variant="default" onClick={() => mark('**', '**', t('consoleContent.editor.bold'))}>
              {t('consoleContent.editor.bold')}
            </Button>
            <Button size="compact-xs" variant="default" onClick={() => block('- ')}>
              {t('consoleContent.editor.list')}
            </Button>
            <Button size="compact-xs" variant="default" onClick={() => mark('[', '](https://)', t('consoleContent.editor.link'))}>
              {t('consoleContent.editor.link')}
            </Button>
            <FileButton onChange={(file) => void picture(file)} accept={IMAGE_MIME_TYPES.join(',')} disabled={uploading}>
              {(props) => (
                <Button {...props} size="compact-xs" variant="default" loading={uploading}>
                  {t('consoleContent.editor.picture')}
                </Button>
              )}
            </FileButton>
          </Group>
          <Textarea
            ref={area}
            value={value}
            onChange={(e) => onChange(e.currentTarget.value)}
            error={error}
            maxLength={RICH_TEXT_MAX}
            autosize
            minRows={10}
            maxRows={30}
            aria-label={label}
            data-testid={`${testId}-text`}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Text size="xs" c="dimmed">
            {t('consoleContent.editor.help')}
          </Text>
        </>
      ) : (
        <div data-testid={`${testId}-preview`}>{preview(value)}</div>
      )}
    </Stack>
  );
}
