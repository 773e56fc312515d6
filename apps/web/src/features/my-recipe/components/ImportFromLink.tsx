import { Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useImportRecipe } from '../api/import-recipe';
import { withDraft, type RecipeForm } from '../lib/recipe-form';

/** "Import from a link": the server reads the page's schema.org Recipe; the form is filled with it. */
export function ImportFromLink({ onImported }: { onImported: (apply: (form: RecipeForm) => RecipeForm) => void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const importing = useImportRecipe();
  const run = () =>
    importing.mutate(url.trim(), {
      onSuccess: (draft) => {
        setError(null);
        onImported((form) => withDraft(form, draft));
        toastSuccess(t('editor.imported'));
      },
      onError: (err) => (err instanceof ApiError && err.field === 'url' ? setError(err.message) : toastError(err.message)),
    });
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="recipe-import">
      <Text fw={600}>{t('editor.importTitle')}</Text>
      <Text size="sm" c="dimmed" mb="xs">
        {t('editor.importHint')}
      </Text>
      <Group align="flex-start" wrap="nowrap">
        <TextInput
          aria-label={t('editor.importUrl')}
          placeholder="https://"
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          error={error}
          style={{ flex: 1 }}
          data-testid="import-url"
        />
        <Button onClick={run} loading={importing.isPending} disabled={!url.trim()} data-testid="import-run">
          {t('editor.import')}
        </Button>
      </Group>
    </Paper>
  );
}
