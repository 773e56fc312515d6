import { Button, Paper, SegmentedControl, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  INFO_PAGE_CODES,
  INFO_PAGE_TITLE_MAX,
  LANGUAGES,
  updPageBodySchema,
  type InfoPage,
  type InfoPageCode,
  type Language,
} from '@chef/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { RichText } from '../../../components/RichText';
import { addOnDemandWords } from '../../../lib/on-demand-words';
import { toastSuccess } from '../../../lib/notify';
import { useApiForm } from '../../../lib/use-api-form';
import { useConsoleText, useSaveText } from '../api/texts';
import { BodyEditor } from '../components/BodyEditor';
import { LANGUAGE_LABELS } from './ArticlesPage';

addOnDemandWords();

function TextForm({ code, lang, page }: { code: InfoPageCode; lang: Language; page: InfoPage | null }) {
  const { t } = useTranslation();
  const save = useSaveText();
  const form = useApiForm({
    initial: { code, lang, title: page?.title ?? '', body: page?.body ?? '' },
    schema: updPageBodySchema,
    mutation: save,
    onSuccess: () => toastSuccess(t('consoleContent.saved')),
  });
  return (
    <Paper withBorder radius="md" p="md" component="form" noValidate onSubmit={form.submit} data-testid="text-form">
      <Stack gap="sm">
        {page && (
          <Text size="xs" c="dimmed">
            {t('consoleContent.page.updated', { date: page.updateTime.slice(0, 10) })}
          </Text>
        )}
        <TextInput
          label={t('consoleContent.page.title')}
          maxLength={INFO_PAGE_TITLE_MAX}
          {...form.text('title')}
          data-testid="text-title"
        />
        <BodyEditor
          label={t('consoleContent.article.body')}
          value={form.values.body}
          onChange={(body) => form.setValue('body', body)}
          error={form.errors.body}
          // The same renderer as /privacy, /agreement and /myCenter/aboutUs.
          preview={(body) => <RichText body={body} className="chef-info-text" />}
          testId="text-body-editor"
        />
        <Button type="submit" w="fit-content" loading={form.pending} data-testid="text-save">
          {t('consoleContent.save')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The privacy policy, the user agreement and the about page, per language, in the editor's safe format. */
export function TextsPage() {
  const { t } = useTranslation();
  const [code, setCode] = useState<InfoPageCode>('privacy');
  const [lang, setLang] = useState<Language>('en-US');
  const page = useConsoleText(code, lang);
  return (
    <Stack gap="md" data-testid="console-texts">
      <Group>
        <SegmentedControl
          value={code}
          onChange={(v) => setCode(v as InfoPageCode)}
          data={INFO_PAGE_CODES.map((value) => ({ value, label: t(`consoleContent.page.${value}`) }))}
          data-testid="text-code"
        />
        <SegmentedControl
          value={lang}
          onChange={(v) => setLang(v as Language)}
          data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }))}
          data-testid="text-lang"
        />
      </Group>
      <QueryState query={page}>{(data) => <TextForm key={`${code}-${lang}`} code={code} lang={lang} page={data} />}</QueryState>
    </Stack>
  );
}
