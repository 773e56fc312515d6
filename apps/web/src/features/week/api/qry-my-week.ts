import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MyWeekDay } from '@chef/shared';
import { apiGet } from '../../../lib/api-client';
import { withLastSeen } from '../../../lib/offline-read';
import { myWeekQueryKey } from './add-my-week';
import { useSession } from '../../../lib/session';
import { LAST_SEEN_READ } from '../../../lib/query-client';

/** GET /api/cook/qryMyWeek: seven days from startDate (a Monday), each with its planned recipes. */
export function useMyWeek(startDate: string) {
  const { token, userInfo } = useSession();
  return useQuery({
    queryKey: [...myWeekQueryKey, startDate, token],
    // Offline: each week as last seen on this device (issue 31).
    queryFn: ({ signal }) =>
      withLastSeen(`week:${startDate}`, () => apiGet<MyWeekDay[]>('/api/cook/qryMyWeek', { startDate, userId: userInfo?.id }, signal)),
    enabled: token !== null,
    ...LAST_SEEN_READ,
    // Moving between weeks keeps the last week on screen until the next one arrives: nothing jumps.
    placeholderData: keepPreviousData,
  });
}
