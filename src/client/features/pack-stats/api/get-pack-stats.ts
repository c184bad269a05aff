import { useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api';

/** The browser's time zone, so that "a day" is the creator's day; the server counts in UTC without one. */
export function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/** A pack's last 30 days for its creator (`GET /api/creator/packs/:id/stats`). */
export function usePackStats(id: string) {
  const tz = browserTimeZone();
  return useQuery({
    queryKey: ['pack-stats', id, tz],
    queryFn: ({ signal }) =>
      callApi(() =>
        api.creator.packs[':id'].stats.$get({ param: { id }, query: tz ? { tz } : {} }, { init: { signal } }),
      ),
  });
}
