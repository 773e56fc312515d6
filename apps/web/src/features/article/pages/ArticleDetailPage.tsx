import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { ARTICLE_COVER_SIZES, imageSrcSet, imageVariant, temperaturesInText, type ArticleDetail } from '@chef/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { RichText } from '../../../components/RichText';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/page-title';
import { useRefreshQueries } from '../../../lib/refresh';
import { unitSetting } from '../../../lib/settings';
import { articleDetailQueryKey, useArticleDetail } from '../api/qry-article-detail';
import '../article.css';

export function useArticleId(): string | null {
  const [params] = useSearchParams();
  const value = params.get('id');
  return value && /^\d{1,19}$/.test(value) ? value : null;
}

/** What another feature adds below the article, given by the route that composes them (app/routes). */
export interface ArticleDetailSlots {
  reviews: (article: ArticleDetail) => ReactNode;
}

export function ArticleView({ article, reviews }: { article: ArticleDetail } & ArticleDetailSlots) {
  const { t } = useTranslation();
  const cover = imageVariant(article.cover, 'lg');
  return (
    <Stack gap="xl" className="chef-article-page">
      <article className="chef-article" data-testid="article-detail" lang={article.lang}>
        <header className="chef-article__header">
          <Title order={1} className="chef-article__title" data-testid="article-title">
            {article.title}
          </Title>
          <p className="chef-article__byline">
            <span data-testid="article-author">{t('article.by', { author: article.author })}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={article.publishTime} data-testid="article-date">
              {formatDate(article.publishTime, { dateStyle: 'long' })}
            </time>
          </p>
          {article.summary && <p className="chef-article__summary">{article.summary}</p>}
        </header>
        {cover && (
          <div className="chef-article__cover">
            {/* The page's LCP: srcset and sizes as the server's preload of it names them (seo.render.ts). */}
            <img
              src={cover}
              srcSet={imageSrcSet(cover)}
              sizes={ARTICLE_COVER_SIZES}
              alt={article.title}
              width={960}
              height={720}
              fetchPriority="high"
            />
          </div>
        )}
        {/* Temperatures in the text also in °F for a reader of Fahrenheit (units are read once per page load). */}
        <RichText body={temperaturesInText(article.body, unitSetting().temperature)} className="chef-article__body" testId="article-body" />
      </article>
      {reviews(article)}
    </Stack>
  );
}

/** /home/articleDetail?id=N: title, author, date, cover and body; rating and comments. */
export function ArticleDetailPage({ reviews }: ArticleDetailSlots) {
  const { t } = useTranslation();
  const id = useArticleId();
  const query = useArticleDetail(id);
  usePageTitle(query.data?.title);
  useRefreshQueries([articleDetailQueryKey]);

  if (id === null || (query.error instanceof ApiError && query.error.code === 404)) {
    return (
      <Paper withBorder radius="lg" p="xl" data-testid="article-not-found">
        <Stack align="flex-start" gap="sm">
          <Text fw={600}>{t('article.notFound')}</Text>
          <Anchor component={Link} to="/home/article">
            {t('article.browseAll')}
          </Anchor>
        </Stack>
      </Paper>
    );
  }
  if (query.data) return <ArticleView article={query.data} reviews={reviews} />;
  if (query.isError) return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  return (
    <div className="chef-article chef-article--loading" aria-busy="true">
      <div className="chef-skeleton" style={{ height: 40, width: '80%' }} />
      <div className="chef-skeleton chef-skeleton--line" style={{ width: '40%' }} />
      <div className="chef-article__cover chef-skeleton" />
    </div>
  );
}
