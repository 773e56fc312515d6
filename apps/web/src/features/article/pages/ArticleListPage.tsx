import { Stack, Title } from '@mantine/core';
import { ARTICLE_GRID_SIZES, SEARCH_TYPE } from '@chef/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ArticleCard } from '../../../components/ArticleCard';
import { ContentLangSwitch, SearchSummary, useListParams } from '../../../components/ListControls';
import { PagedGrid } from '../../../components/PagedGrid';
import { searchQueryKey, useSearch } from '../../../lib/api/qry-search';
import { useKeptBeforeHydration } from '../../../lib/hydration';
import { useRefreshQueries } from '../../../lib/refresh';
import { articleListPageOf, articleListQueryKey, useArticleList } from '../api/qry-article-list';
import '../article.css';

/** /home/article: newest articles, or with ?keyword= the header search's ranked results. */
export default function ArticleListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { params, setAllLanguages, keepPicked } = useListParams();
  const controls = useKeptBeforeHydration((picked) => keepPicked(picked));
  // What the route's loader started for this URL (prefetchArticleListPage).
  const { lang, keyword, search: searched } = useMemo(() => articleListPageOf(params), [params]);
  const searching = keyword !== undefined;
  const list = useArticleList(lang, !searching);
  const search = useSearch(SEARCH_TYPE.article, searched);
  const active = searching ? search : list;
  useRefreshQueries([articleListQueryKey, searchQueryKey]);

  return (
    <Stack gap="lg" ref={controls}>
      <Title order={1} size="h2">
        {t('route.article')}
      </Title>
      {searching && <SearchSummary keyword={keyword} total={active.data?.pages[0]?.total} onClear={() => void navigate('/home/article')} />}
      <ContentLangSwitch all={lang === 'all'} onChange={setAllLanguages} />
      <PagedGrid
        query={active}
        className="chef-grid chef-grid--articles"
        testId="article-list"
        skeletons={6}
        renderItem={(article, index) => (
          <ArticleCard key={article.id} article={article} sizes={ARTICLE_GRID_SIZES} heading="h2" eager={index < 4} lcp={index === 0} />
        )}
      />
    </Stack>
  );
}
