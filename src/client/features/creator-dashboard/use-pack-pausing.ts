import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardPack } from '../../../common/contracts/selling';
import { apiErrorText } from '../../lib/api-error-text';
import { useSetPackPaused } from './api/dashboard';

/**
 * Pausing a published pack or resuming a paused one from its row, and the sentence that says how it went (shown
 * in the table's status line until the next try).
 */
export function usePackPausing() {
  const { t } = useTranslation('creatorDashboard');
  const setPaused = useSetPackPaused();
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);

  const toggle = (pack: DashboardPack) => {
    const paused = pack.status === 'published';
    setOutcome(null);
    setPaused.mutate(
      { id: pack.id, paused },
      {
        onSuccess: () =>
          setOutcome({
            text: t(paused ? 'packs.paused' : 'packs.resumed', { title: pack.title }),
            failed: false,
          }),
        onError: (error) =>
          setOutcome({
            text: t('packs.failed', { title: pack.title, reason: apiErrorText(error, t) }),
            failed: true,
          }),
      },
    );
  };

  /** The pack whose change is being saved: its button waits. */
  const isPending = (pack: DashboardPack) => setPaused.isPending && setPaused.variables.id === pack.id;

  return { outcome, toggle, isPending };
}
