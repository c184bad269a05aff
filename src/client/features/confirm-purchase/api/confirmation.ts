import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PurchaseConfirmation } from '../../../../common/contracts/assistant-spending';
import { api, callApi } from '../../../lib/api';
import { PURCHASES_KEY } from '../../../lib/assistant-spending';
import { isNavigableUrl } from '../../../lib/site-path';

const confirmationKey = (token: string) => ['assistant-purchase', token] as const;
/**
 * The token comes from an address anyone can send, and the typed client puts a parameter in the path as it is: encoded,
 * a token such as `..%2Fme` stays one segment of this endpoint instead of naming another.
 */
const tokenParam = (token: string) => ({ token: encodeURIComponent(token) });

/**
 * What an assistant asks to buy, and why it asks (`GET /api/assistant-purchases/:token`). Anyone but the person who
 * owns the assistant gets a 404, as for a token that never was.
 */
export function useConfirmation(token: string) {
  return useQuery({
    queryKey: confirmationKey(token),
    queryFn: ({ signal }) =>
      callApi(() =>
        api['assistant-purchases'][':token'].$get({ param: tokenParam(token) }, { init: { signal } }),
      ),
  });
}

export type Decision = 'confirm' | 'decline';

/**
 * The person's answer (`POST /api/assistant-purchases/:token`). A confirmed purchase sends the browser where the
 * server says (a checkout, or the receipt of a purchase paid at once); otherwise the page shows the request closed.
 * A refusal (answered meanwhile, say) reads the request again, so the page shows where it now stands.
 */
export function useAnswer(token: string) {
  const queryClient = useQueryClient();
  const key = confirmationKey(token);
  return useMutation({
    mutationFn: (decision: Decision) =>
      callApi(() =>
        api['assistant-purchases'][':token'].$post({ param: tokenParam(token), json: { decision } }),
      ),
    onSuccess: ({ purchase, next }, decision) => {
      void queryClient.invalidateQueries({ queryKey: PURCHASES_KEY });
      if (decision === 'confirm' && next !== null && isNavigableUrl(next)) {
        window.location.assign(next);
        return;
      }
      queryClient.setQueryData<PurchaseConfirmation>(
        key,
        (shown) => shown && { ...shown, purchase, open: false },
      );
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
