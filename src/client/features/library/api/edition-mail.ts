import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../common/languages';
import { api, callApi } from '../../../lib/api';
import { LIBRARY_KEY, type LibraryAnswer } from '../../../lib/library';

/**
 * Turns e-mails of a pack's new editions on or off (`PUT /api/library/:packId/edition-mail`), in the page's
 * language; the library's copy of the pack says so once the server has.
 */
export function useEditionMail(packId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ enabled, language }: { enabled: boolean; language: Language }) =>
      callApi(() =>
        api.library[':packId']['edition-mail'].$put({ param: { packId }, json: { enabled, language } }),
      ),
    onSuccess: ({ enabled }) =>
      queryClient.setQueryData<LibraryAnswer>(LIBRARY_KEY, (answer) =>
        answer
          ? { items: answer.items.map((i) => (i.packId === packId ? { ...i, editionMail: enabled } : i)) }
          : answer,
      ),
  });
}
