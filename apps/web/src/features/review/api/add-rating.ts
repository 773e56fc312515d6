import { useMutation } from '@tanstack/react-query';
import type { AddRatingBody, RatingResult } from '@chef/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/cook/addRating: one score per user and target; a new score replaces the old. */
export function useAddRating() {
  return useMutation({ mutationFn: (body: AddRatingBody) => apiPost<RatingResult>('/api/cook/addRating', body) });
}
