import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminApplicationRow } from '../../../common/contracts/creator-applications';
import { useApproveApplication } from './api/approve-application';
import { useAdminApplications } from './api/get-applications';
import { useRejectApplication } from './api/reject-application';
import { ApplicationCard, applicantName } from './application-card';
import { ApplicationFilterButtons, matchesFilter, type ApplicationFilter } from './application-filter';
import { apiErrorDetail, apiErrorText } from '../../lib/api-error-text';
import { useLanguage } from '../../lib/use-language';
import { EmptyState, LoadErrorAlert, SuccessNotice } from './notices';
import { RejectDialog } from './reject-dialog';
import { TabSkeleton } from './tab-skeleton';
import { TabSection } from './tab-section';

interface Failure {
  id: string;
  text: string;
  detail?: string;
}

/** Creator applications, pending first: read them in full, approve, or reject with a reason. */
export function ApplicationsTab() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const query = useAdminApplications();
  const approve = useApproveApplication();
  const reject = useRejectApplication();
  const [filter, setFilter] = useState<ApplicationFilter>('all');
  const [rejecting, setRejecting] = useState<AdminApplicationRow | null>(null);
  const [success, setSuccess] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);

  const applications = query.data ?? [];
  const shown = applications.filter((a) => matchesFilter(a, filter));

  const failed = (application: AdminApplicationRow, error: unknown): Failure => ({
    id: application.id,
    text: t('applications.failed', {
      name: applicantName(application),
      // A conflict: someone decided it first. The list is refetched either way, so it shows their decision.
      reason: apiErrorText(error, t, { conflict: t('applications.alreadyDecided') }),
    }),
    detail: apiErrorDetail(error, language),
  });

  const handleApprove = (application: AdminApplicationRow) => {
    setSuccess('');
    setFailure(null);
    approve.mutate(application.id, {
      onSuccess: () => setSuccess(t('applications.done.approved', { name: applicantName(application) })),
      onError: (error) => setFailure(failed(application, error)),
    });
  };

  const handleOpenReject = (application: AdminApplicationRow) => {
    setFailure(null);
    reject.reset();
    setRejecting(application);
  };

  const handleConfirmReject = (reason: string) => {
    if (!rejecting) return;
    const application = rejecting;
    setSuccess('');
    reject.mutate(
      { id: application.id, reason },
      {
        onSuccess: () => {
          setRejecting(null);
          setSuccess(t('applications.done.rejected', { name: applicantName(application) }));
        },
      },
    );
  };

  return (
    <TabSection
      messages="applications"
      aside={
        applications.length > 0 && (
          <ApplicationFilterButtons applications={applications} value={filter} onChange={setFilter} />
        )
      }
    >
      <SuccessNotice className="mt-4">{success}</SuccessNotice>

      {query.isError && (
        <LoadErrorAlert className="mt-4" message={t('applications.loadError')} query={query} />
      )}

      <div className="mt-4">
        {query.isPending && <TabSkeleton tab="applications" />}

        {query.isSuccess && applications.length === 0 && (
          <EmptyState
            Icon={Inbox}
            titleAs="h3"
            title={t('applications.empty.title')}
            text={t('applications.empty.text')}
          />
        )}

        {applications.length > 0 && shown.length === 0 && filter !== 'all' && (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-600">
            {t(`applications.emptyFilter.${filter}`)}
          </p>
        )}

        {shown.length > 0 && (
          <ul className="space-y-4">
            {shown.map((application) => (
              <li key={application.id}>
                <ApplicationCard
                  application={application}
                  approving={approve.isPending && approve.variables === application.id}
                  onApprove={handleApprove}
                  onReject={handleOpenReject}
                  error={failure?.id === application.id ? failure : undefined}
                  onDismissError={() => setFailure(null)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      <RejectDialog
        open={rejecting !== null}
        applicantName={rejecting ? applicantName(rejecting) : ''}
        pending={reject.isPending}
        error={rejecting && reject.isError ? failed(rejecting, reject.error) : undefined}
        onConfirm={handleConfirmReject}
        onClose={() => setRejecting(null)}
      />
    </TabSection>
  );
}
