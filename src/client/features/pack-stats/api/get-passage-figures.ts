import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '../../../../common/contracts/selling';
import { api, callApi } from '../../../lib/api';
import { browserTimeZone } from './get-pack-stats';

/** Which passages of a pack earn, over a period (`GET /api/creator/packs/:id/passages`). */
export function usePassageFigures(id: string, period: DashboardPeriod) {
  const tz = browserTimeZone();
  return useQuery({
    queryKey: ['passage-figures', id, period, tz],
    queryFn: ({ signal }) =>
      callApi(() =>
        api.creator.packs[':id'].passages.$get(
          { param: { id }, query: { period, ...(tz ? { tz } : {}) } },
          { init: { signal } },
        ),
      ),
    // Another period keeps the last figures on screen (marked busy) until its own arrive.
    placeholderData: keepPreviousData,
  });
}
