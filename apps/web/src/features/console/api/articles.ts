import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ArticleDetail, ArticleInput, ArticleListItem, Language, PageResult } from '@chef/shared';
import { queryClient } from '../../../lib/query-client';
import { staffGet, staffPost } from './staff-client';

const articlesKey = ['console', 'articles'] as const;

/** GET /api/admin/qryArticle: a page of articles, newest first (keyword, language). */
export function useConsoleArticles(query: { current: number; size: number; keyword?: string; lang?: Language }) {
  return useQuery({
    queryKey: [...articlesKey, 'list', query],
    queryFn: ({ signal }) => staffGet<PageResult<ArticleListItem>>('/api/admin/qryArticle', { ...query }, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/qryArticleDetail: the article to edit. */
export function useConsoleArticle(id: string | null) {
  return useQuery({
    queryKey: [...articlesKey, 'detail', id],
    queryFn: ({ signal }) => staffGet<ArticleDetail>('/api/admin/qryArticleDetail', { id }, signal),
    enabled: id !== null,
  });
}

const refresh = () => void queryClient.invalidateQueries({ queryKey: articlesKey });

/** POST /api/admin/addArticle, or updArticle when the article has an id. */
export function useSaveArticle() {
  return useMutation({
    mutationFn: ({ id, ...input }: ArticleInput & { id: string | null }) =>
      id ? staffPost<null>('/api/admin/updArticle', { ...input, id }) : staffPost<{ id: string }>('/api/admin/addArticle', input),
    onSuccess: refresh,
  });
}

/** POST /api/admin/delArticle. */
export function useDeleteArticle() {
  return useMutation({
    mutationFn: (id: string) => staffPost<{ deleted: number }>('/api/admin/delArticle', { ids: [id] }),
    onSuccess: refresh,
  });
}
