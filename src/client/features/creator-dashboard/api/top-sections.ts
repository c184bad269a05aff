import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '../../../../common/contracts/selling';
import { api, callApi } from '../../../lib/api';

/** The creator's sections that earned most in the period (`GET /api/creator/sections`). */
export function useTopSections(period: DashboardPeriod, tz: string) {
  return useQuery({
    queryKey: ['top-sections', period, tz],
    queryFn: ({ signal }) =>
      callApi(() => api.creator.sections.$get({ query: { period, tz } }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
}
