import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasCreatorRights } from '../../../common/roles';
import { StatusCardLoading } from '../../components/ui/status-card-loading';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AlreadyCreatorScreen } from './already-creator-screen';
import { useMyApplication } from './api/get-my-application';
import { useSubmitApplication } from './api/submit-application';
import { CompletionScreen } from './completion-screen';
import { NS } from './i18n';
import { LoadErrorScreen } from './load-error-screen';
import { PendingScreen } from './pending-screen';
import { RejectedScreen } from './rejected-screen';
import { SignedOutScreen } from './signed-out-screen';

// The wizard brings the form rules (zod): only people who apply download it, not every visitor of the page.
const ApplyView = lazy(() => import('./apply-view').then((m) => ({ default: m.ApplyView })));

/**
 * /creator/signup (spec 01 §2): who is asking decides the screen — signed out, already a creator, an application
 * under review or turned down, or the three-step application and its thank-you screen.
 */
export function CreatorSignupPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('title'));
  const session = useSession();
  const isApplicant = session.status === 'signedIn' && !hasCreatorRights(session.user.user_role);
  const mine = useMyApplication(isApplicant);
  const submit = useSubmitApplication();
  const [view, setView] = useState<'status' | 'reapply' | 'submitted'>('status');

  if (session.status === 'loading') return <StatusCardLoading />;
  if (session.status === 'signedOut') return <SignedOutScreen />;
  if (view === 'submitted') return <CompletionScreen />;
  if (!isApplicant) return <AlreadyCreatorScreen />;
  if (mine.data === undefined) {
    if (!mine.isError) return <StatusCardLoading />;
    // The session ran out between the two requests.
    if (mine.error instanceof ApiError && mine.error.status === 401) return <SignedOutScreen />;
    return <LoadErrorScreen onRetry={() => void mine.refetch()} />;
  }

  const latest = mine.data.application;
  if (view === 'status' && latest?.status === 'pending') {
    return <PendingScreen submittedAt={latest.created_at} />;
  }
  if (view === 'status' && latest?.status === 'rejected') {
    return (
      <RejectedScreen
        submittedAt={latest.created_at}
        reason={latest.rejection_reason}
        onApplyAgain={() => setView('reapply')}
      />
    );
  }
  // Approved, but the session still says "user": the new role arrives with the next session check.
  if (view === 'status' && latest?.status === 'approved') return <AlreadyCreatorScreen />;

  const handleSubmit = async (...args: Parameters<typeof submit.mutateAsync>) => {
    await submit.mutateAsync(...args);
    setView('submitted');
  };

  return (
    <Suspense fallback={<StatusCardLoading />}>
      <ApplyView
        onSubmit={handleSubmit}
        previous={view === 'reapply' ? latest : null}
        focusOnMount={view === 'reapply'}
      />
    </Suspense>
  );
}
