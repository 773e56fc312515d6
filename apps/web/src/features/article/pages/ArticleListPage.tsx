import { Stack, Title } from '@mantine/core';
import { SEARCH_TYPE } from '@chef/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ArticleCard } from '../../../components/ArticleCard';
import { ContentLangSwitch, SearchSummary } from '../../../components/ListControls';
import { ListFooter } from '../../../components/ListFooter';
import { LoadError } from '../../../components/LoadError';
import { CardSkeleton } from '../../../components/RecipeCard';
import { searchQueryKey, useSearch } from '../../../lib/api/qry-search';
import { readContentLang, readKeyword } from '../../../lib/content-lang';
import { useRefreshQueries } from '../../../lib/refresh';
import { ARTICLE_PAGE_SIZE, articleListQueryKey, useArticleList } from '../api/qry-article-list';
import '../article.css';

/** /home/article: newest articles, or with ?keyword= the header search's ranked results. */
export default function ArticleListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const keyword = readKeyword(params);
  const lang = readContentLang(params);
  const searching = keyword !== undefined;
  const list = useArticleList(lang, !searching);
  const search = useSearch(SEARCH_TYPE.article, keyword ? { keyword, lang, size: ARTICLE_PAGE_SIZE } : null);
  const active = searching ? search : list;
  useRefreshQueries([articleListQueryKey, searchQueryKey]);

  const articles = active.data?.pages.flatMap((page) => page.records) ?? [];
  const setLang = (all: boolean) => {
    const next = new URLSearchParams(params);
    if (all) next.set('lang', 'all');
    else next.delete('lang');
    setParams(next, { replace: true, state: { replaceCrumb: true } });
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('route.article')}
      </Title>
      {searching && <SearchSummary keyword={keyword} total={active.data?.pages[0]?.total} onClear={() => void navigate('/home/article')} />}
      <ContentLangSwitch all={lang === 'all'} onChange={setLang} />
      <div className="chef-grid chef-grid--articles" data-testid="article-list" aria-busy={active.isFetching}>
        {articles.map((article, index) => (
          <ArticleCard key={article.id} article={article} eager={index < 4} />
        ))}
        {active.isLoading && Array.from({ length: 6 }, (_, index) => <CardSkeleton key={index} />)}
      </div>
      {active.isError && articles.length === 0 ? (
        <LoadError onRetry={() => void active.refetch()} />
      ) : (
        !active.isLoading && (
          <ListFooter
            count={articles.length}
            hasMore={active.hasNextPage}
            loading={active.isFetchingNextPage}
            onLoadMore={() => void active.fetchNextPage()}
          />
        )
      )}
    </Stack>
  );
}
