import { Button, Checkbox, Group, Image, Paper, Select, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import {
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TITLE_MAX,
  LANGUAGES,
  articleInputSchema,
  imageVariant,
  type ArticleDetail,
  type ArticleListItem,
  type Language,
} from '@chef/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../../components/ImageUpload';
import { ConfirmPopup } from '../../../components/ConfirmPopup';
import { QueryState } from '../../../components/QueryState';
import { addOnDemandWords } from '../../../lib/on-demand-words';
import { toastSuccess } from '../../../lib/notify';
import { useApiForm } from '../../../lib/use-api-form';
import { useConsoleArticle, useConsoleArticles, useDeleteArticle, useSaveArticle } from '../api/articles';
import { BodyEditor } from '../components/BodyEditor';
import { staffUploadAuth } from '../lib/staff-session';

addOnDemandWords();

const PAGE_SIZE = 20;
export const LANGUAGE_LABELS: Record<Language, string> = { 'en-US': 'English', 'zh-CN': '中文' };
const languageOptions = LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));

/** What the preview shows of an article being written: the public page's view of it. */
export type ArticlePreview = (article: ArticleDetail) => ReactNode;

function ArticleForm({ article, preview, onDone }: { article: ArticleDetail | null; preview: ArticlePreview; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const save = useSaveArticle();
  const form = useApiForm({
    initial: {
      title: article?.title ?? '',
      summary: article?.summary ?? '',
      cover: article?.cover ?? '',
      body: article?.body ?? '',
      lang: article?.lang ?? (i18n.language as Language),
      tags: article?.tags ?? ([] as string[]),
      featured: false,
    },
    schema: articleInputSchema,
    mutation: { mutate: (input, callbacks) => save.mutate({ ...input, id: article?.id ?? null }, callbacks), isPending: save.isPending },
    onSuccess: () => {
      toastSuccess(t('consoleContent.saved'));
      onDone();
    },
  });
  const { values, setValue, errors } = form;
  const draft = (body: string): ArticleDetail => ({
    id: article?.id ?? '0',
    lang: values.lang,
    title: values.title,
    summary: values.summary,
    cover: values.cover || null,
    author: article?.author ?? '',
    tags: values.tags,
    publishTime: article?.publishTime ?? new Date().toISOString(),
    viewCount: 0,
    rating: 0,
    ratingCount: 0,
    commentCount: 0,
    body,
    myRating: null,
  });

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={form.submit} noValidate data-testid="article-form">
      <Stack gap="sm">
        <Text fw={600}>{t(article ? 'consoleContent.article.edit' : 'consoleContent.article.add')}</Text>
        <TextInput
          label={t('consoleContent.article.title')}
          maxLength={ARTICLE_TITLE_MAX}
          required
          {...form.text('title')}
          data-testid="article-title-input"
        />
        <Textarea
          label={t('consoleContent.article.summary')}
          maxLength={ARTICLE_SUMMARY_MAX}
          autosize
          minRows={2}
          value={values.summary}
          error={errors.summary}
          onChange={(e) => setValue('summary', e.currentTarget.value)}
        />
        <Group grow align="flex-start">
          <Select
            label={t('consoleContent.article.lang')}
            data={languageOptions}
            value={values.lang}
            allowDeselect={false}
            onChange={(v) => v && setValue('lang', v as Language)}
            error={errors.lang}
          />
          <TextInput
            label={t('consoleContent.article.tags')}
            value={values.tags.join(', ')}
            error={errors.tags}
            onChange={(e) =>
              setValue(
                'tags',
                e.currentTarget.value
                  .split(/[,，]/)
                  .map((tag) => tag.trimStart())
                  .filter((tag, i, all) => tag || i === all.length - 1),
              )
            }
          />
        </Group>
        <ImageUpload
          label={t('consoleContent.article.cover')}
          value={values.cover || null}
          onChange={(url) => setValue('cover', url ?? '')}
          folderName="article"
          auth={staffUploadAuth}
          testId="article-cover"
        />
        {errors.cover && (
          <Text size="xs" c="red">
            {errors.cover}
          </Text>
        )}
        <Checkbox
          label={t('consoleContent.article.featured')}
          checked={values.featured}
          onChange={(e) => setValue('featured', e.currentTarget.checked)}
        />
        <BodyEditor
          label={t('consoleContent.article.body')}
          value={values.body}
          onChange={(body) => setValue('body', body)}
          error={errors.body}
          preview={(body) => preview(draft(body))}
          testId="article-body-editor"
        />
        <Group>
          <Button type="submit" loading={form.pending} data-testid="article-save">
            {t('consoleContent.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('consoleContent.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function EditArticle({ id, preview, onDone }: { id: string; preview: ArticlePreview; onDone: () => void }) {
  const article = useConsoleArticle(id);
  return <QueryState query={article}>{(data) => <ArticleForm key={id} article={data} preview={preview} onDone={onDone} />}</QueryState>;
}

/**
 * Articles of the console: the list (search through the search index, language filter), a form to
 * write or change one with its cover and body, and `preview`, the public article page (given by the
 * route that composes it), for what is being written.
 */
export function ArticlesPage({ preview }: { preview: ArticlePreview }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [lang, setLang] = useState<Language | null>(null);
  const [current, setCurrent] = useState(1);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const list = useConsoleArticles({
    current,
    size: PAGE_SIZE,
    ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
    ...(lang ? { lang } : {}),
  });
  const remove = useDeleteArticle();
  const [toDelete, setToDelete] = useState<ArticleListItem | null>(null);
  const done = () => setEditing(null);

  if (editing === 'new') return <ArticleForm article={null} preview={preview} onDone={done} />;
  if (editing) return <EditArticle id={editing} preview={preview} onDone={done} />;

  return (
    <Stack gap="md" data-testid="console-articles">
      <Group>
        <TextInput
          placeholder={t('consoleContent.search')}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.currentTarget.value);
            setCurrent(1);
          }}
          data-testid="article-search"
        />
        <Select
          placeholder={t('consoleContent.allLangs')}
          data={languageOptions}
          value={lang}
          clearable
          onChange={(v) => {
            setLang(v as Language | null);
            setCurrent(1);
          }}
        />
        <Button onClick={() => setEditing('new')} data-testid="article-add">
          {t('consoleContent.article.add')}
        </Button>
      </Group>
      <QueryState
        query={list}
        isEmpty={(data) => data.records.length === 0}
        empty={<Text c="dimmed">{t('consoleContent.article.empty')}</Text>}
      >
        {({ records }) => (
          <Table striped highlightOnHover>
            <Table.Tbody>
              {records.map((article) => (
                <Table.Tr key={article.id} data-testid="console-article-row">
                  <Table.Td w={80}>
                    {article.cover && <Image src={imageVariant(article.cover, 'sm')} w={64} h={48} radius="sm" alt="" />}
                  </Table.Td>
                  <Table.Td>
                    <Text fw={500}>{article.title}</Text>
                    <Text size="xs" c="dimmed">
                      {LANGUAGE_LABELS[article.lang]} · {t('consoleContent.article.published', { date: article.publishTime.slice(0, 10) })}
                    </Text>
                  </Table.Td>
                  <Table.Td w={180}>
                    <Group gap="xs" justify="flex-end">
                      <Button size="xs" variant="light" onClick={() => setEditing(article.id)}>
                        {t('consoleContent.edit')}
                      </Button>
                      <Button size="xs" color="red" variant="subtle" onClick={() => setToDelete(article)} data-testid="article-delete">
                        {t('consoleContent.remove')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
      <ConfirmPopup
        opened={toDelete !== null}
        message={t('consoleContent.article.removeConfirm', { title: toDelete?.title ?? '' })}
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              toastSuccess(t('consoleContent.article.removed'));
              setToDelete(null);
            },
          })
        }
      />
      {list.data && list.data.total > PAGE_SIZE && (
        <Group>
          <Button size="xs" variant="default" disabled={current === 1} onClick={() => setCurrent(current - 1)}>
            ‹
          </Button>
          <Text size="sm">
            {current} / {Math.ceil(list.data.total / PAGE_SIZE)}
          </Text>
          <Button size="xs" variant="default" disabled={current * PAGE_SIZE >= list.data.total} onClick={() => setCurrent(current + 1)}>
            ›
          </Button>
        </Group>
      )}
    </Stack>
  );
}
