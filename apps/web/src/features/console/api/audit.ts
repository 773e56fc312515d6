import { useMutation, useQuery } from '@tanstack/react-query';
import type { AuditQueueItem, AuditRecipeBody, AuditRecipeDetail, PageResult } from '@chef/shared';
import { queryClient } from '../../../lib/query-client';
import { staffGet, staffPost } from './staff-client';

const auditKey = ['console', 'audit'] as const;

/** GET /api/admin/qryAuditRecipe: the queue, oldest first (the first 100: staff work from the top). */
export function useAuditQueue() {
  return useQuery({
    queryKey: [...auditKey, 'queue'],
    queryFn: ({ signal }) => staffGet<PageResult<AuditQueueItem>>('/api/admin/qryAuditRecipe', { current: 1, size: 100 }, signal),
  });
}

/** GET /api/admin/qryAuditRecipeDetail: the version waiting, as the public page will show it. */
export function useAuditRecipe(id: string | null) {
  return useQuery({
    queryKey: [...auditKey, 'detail', id],
    queryFn: ({ signal }) => staffGet<AuditRecipeDetail>('/api/admin/qryAuditRecipeDetail', { id }, signal),
    enabled: id !== null,
    retry: false,
  });
}

/** POST /api/admin/auditRecipe: pass, or fail with a reason. */
export function useAuditRecipeVerdict() {
  return useMutation({
    mutationFn: (body: AuditRecipeBody) => staffPost<null>('/api/admin/auditRecipe', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: auditKey }),
  });
}
