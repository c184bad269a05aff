import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A change to what the query at `queryKey` shows: once it succeeds, that query is asked again (and awaited). */
export function useRefreshingMutation<TVariables = void, TData = unknown>(
  queryKey: QueryKey,
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}
