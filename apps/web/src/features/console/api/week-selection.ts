import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { RecipeListItem, SetWeekSelectionBody, WeekSelection } from '@chef/shared';
import { queryClient } from '../../../lib/query-client';
import { staffGet, staffPost } from './staff-client';

const weekKey = ['console', 'week'] as const;

/** GET /api/admin/qryWeekSelection: a week's chosen recipes in order. */
export function useConsoleWeek(week: string) {
  return useQuery({
    queryKey: [...weekKey, week],
    queryFn: ({ signal }) => staffGet<WeekSelection>('/api/admin/qryWeekSelection', { week }, signal),
  });
}

/** GET /api/admin/qryRecipeOptions: published recipes matching what is typed (nothing asked under one character). */
export function useRecipeOptions(keyword: string) {
  return useQuery({
    queryKey: ['console', 'recipeOptions', keyword],
    queryFn: ({ signal }) => staffGet<RecipeListItem[]>('/api/admin/qryRecipeOptions', { keyword }, signal),
    enabled: keyword.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/setWeekSelection: publishes the week's list. */
export function usePublishWeek() {
  return useMutation({
    mutationFn: (body: SetWeekSelectionBody) => staffPost<WeekSelection>('/api/admin/setWeekSelection', body),
    onSuccess: (data) => queryClient.setQueryData([...weekKey, data.weekStart], data),
  });
}
