import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CorpusPack } from '../../../common/contracts/engine';
import type { Uploads } from '../../lib/uploads/use-uploads';
import { useKeptSelection } from '../../lib/use-kept-selection';
import { useCreateTestPack } from './api/create-test-pack';
import { useDeleteTestPack } from './api/delete-test-pack';
import { useTestPacks } from './api/get-test-packs';

/**
 * The File Upload tab's test packs and what is done to them: the one chosen, creating one in its dialog, deleting
 * one after asking, and the notice that says which was done.
 */
export function useTestPackEditing(uploads: Pick<Uploads, 'removePack'>) {
  const { t } = useTranslation('admin');
  const packsQuery = useTestPacks();
  const create = useCreateTestPack();
  const remove = useDeleteTestPack();
  const [chosenId, setChosenId] = useState<string>();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<CorpusPack | null>(null);
  const [notice, setNotice] = useState('');

  const packs = packsQuery.data ?? [];
  // The chosen pack, else the one shown selected so far, else the first (newest): a pack is selected automatically
  // (spec 02 §2.1) and stays selected when a newer one appears (another admin, another tab).
  const selected = useKeptSelection(packs, chosenId);

  const openCreate = () => {
    create.reset();
    setCreating(true);
  };

  const createPack = (input: { title: string; description: string }) => {
    setNotice('');
    create.mutate(input, {
      onSuccess: (pack) => {
        setCreating(false);
        setChosenId(pack.id);
        setNotice(t('testPacks.done.created', { name: pack.title }));
      },
    });
  };

  const openDelete = (pack: CorpusPack) => {
    remove.reset();
    setDeleting(pack);
  };

  const deletePack = (pack: CorpusPack) => {
    setNotice('');
    remove.mutate(pack.id, {
      onSuccess: () => {
        setDeleting(null);
        uploads.removePack(pack.id);
        setNotice(t('testPacks.done.deleted', { name: pack.title }));
      },
    });
  };

  return {
    packsQuery,
    packs,
    selected,
    choose: setChosenId,
    notice,
    creation: {
      open: creating,
      mutation: create,
      start: openCreate,
      submit: createPack,
      close: () => setCreating(false),
    },
    deletion: {
      pack: deleting,
      mutation: remove,
      start: openDelete,
      confirm: deletePack,
      close: () => setDeleting(null),
    },
  };
}
