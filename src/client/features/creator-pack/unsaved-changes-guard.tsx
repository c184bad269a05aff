import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../components/ui/dialog';

/**
 * Asks before a page with unsaved edits is left: a link or Back within Kenja opens a dialog (stay, or leave and lose
 * them); closing or reloading the tab gets the browser's own question. `leaving` lets the page itself move on (after
 * a save that goes elsewhere) without asking, before its new state has rendered.
 */
export function UnsavedChangesGuard({ dirty, leaving }: { dirty: boolean; leaving?: RefObject<boolean> }) {
  const { t } = useTranslation('creatorPack');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving?.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const stay = () => blocker.reset?.();
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onClose={stay}
      title={t('unsaved.title')}
      closeLabel={t('unsaved.close')}
      text={t('unsaved.text')}
      cancelLabel={t('unsaved.leave')}
      onCancel={() => blocker.proceed?.()}
      confirmLabel={t('unsaved.stay')}
      onConfirm={stay}
    />
  );
}
