import { useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

export const CONNECTIONS_KEY = ['oauth', 'connections'] as const;

/** The assistants the person connected by signing in (`GET /api/oauth/connections`). */
export function useConnections() {
  return useQuery({
    queryKey: CONNECTIONS_KEY,
    queryFn: ({ signal }) => callApi(() => api.oauth.connections.$get({}, { init: { signal } })),
    select: (data) => data.connections,
  });
}

/** Disconnects one (`DELETE /api/oauth/connections/:id`): every token it holds stops working at once. */
export function useDisconnect() {
  return useRefreshingMutation(CONNECTIONS_KEY, async (id: string) => {
    await callApi(() => api.oauth.connections[':id'].$delete({ param: { id } }));
  });
}
