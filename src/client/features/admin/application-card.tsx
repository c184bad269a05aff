import { Check, ChevronDown, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_LIMITS, type AdminApplicationRow } from '../../../common/contracts/creator-applications';
import { Button } from '../../components/ui/button';
import { useLanguage } from '../../lib/use-language';
import { ApplicationDetail } from './application-detail';
import { ApplicationStatusBadge } from './application-status-badge';
import { expertiseKey } from './expertise';
import { formatDate } from '../../lib/format';
import { PageAlert } from '../../components/ui/page-alert';
import { FailureText } from './notices';
import { BusyIcon } from '../../components/ui/busy-icon';

export interface ApplicationCardProps {
  application: AdminApplicationRow;
  onApprove: (application: AdminApplicationRow) => void;
  onReject: (application: AdminApplicationRow) => void;
  /** Its approval is being saved. */
  approving?: boolean;
  /** Why the last decision on it failed. */
  error?: { text: string; detail?: string };
  onDismissError?: () => void;
}

/** The applicant's name as the admin knows them: their profile name, else their e-mail. */
export function applicantName(application: AdminApplicationRow): string {
  return application.applicant.full_name?.trim() || application.applicant.email;
}

/** One creator application: who, what they offer, the full text on demand, and the decision or its controls. */
export function ApplicationCard({
  application,
  onApprove,
  onReject,
  approving = false,
  error,
  onDismissError,
}: ApplicationCardProps) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const detailId = useId();
  const { applicant, status } = application;
  const years = application.years_experience;

  return (
    <article
      aria-labelledby={headingId}
      aria-busy={approving}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-bold text-slate-900">
            {application.display_name}
          </h3>
          <p className="text-sm font-medium text-brand-700">{application.title}</p>
          <p className="mt-1 text-sm wrap-anywhere text-slate-600">
            {applicant.full_name && (
              <span className="font-medium text-slate-800">{applicant.full_name} · </span>
            )}
            {applicant.email}
          </p>
        </div>
        <ApplicationStatusBadge status={status} />
      </div>

      <p className="mt-3 text-sm text-slate-600">
        {years >= APPLICATION_LIMITS.yearsMax
          ? t('applications.yearsMax', { count: years })
          : t('applications.years', { count: years })}
        <span aria-hidden> · </span>
        <time dateTime={application.created_at}>
          {t('applications.submitted', { date: formatDate(application.created_at, language) })}
        </time>
      </p>

      <ul aria-label={t('applications.expertise')} className="mt-3 flex flex-wrap gap-1.5">
        {application.expertise.map((value) => {
          const key = expertiseKey(value);
          return (
            <li
              key={value}
              className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-700"
            >
              {key ? t(key) : value}
            </li>
          );
        })}
      </ul>

      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailId}
        onClick={() => setOpen(!open)}
        className="mt-4 inline-flex items-center gap-1 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
        {open ? t('applications.hide') : t('applications.read')}
      </button>
      {open && <ApplicationDetail application={application} id={detailId} />}

      {status === 'pending' ? (
        <div className="mt-5 flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={approving} onClick={() => onReject(application)}>
            <X className="size-4" aria-hidden />
            {t('applications.reject')}
          </Button>
          <Button disabled={approving} onClick={() => onApprove(application)}>
            <BusyIcon busy={approving} Icon={Check} />
            {approving ? t('applications.approving') : t('applications.approve')}
          </Button>
        </div>
      ) : (
        <Decision application={application} />
      )}

      {error && (
        <PageAlert className="mt-4" onDismiss={onDismissError}>
          <FailureText message={error.text} detail={error.detail} />
        </PageAlert>
      )}
    </article>
  );
}

function Decision({ application }: { application: AdminApplicationRow }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const reviewedAt = application.reviewed_at;
  return (
    <div className="mt-5 border-t border-slate-100 pt-4 text-sm">
      {reviewedAt && (
        <p className="font-medium text-slate-800">
          <time dateTime={reviewedAt}>
            {t(`applications.decided.${application.status === 'approved' ? 'approved' : 'rejected'}`, {
              date: formatDate(reviewedAt, language, 'dateTime'),
            })}
          </time>
        </p>
      )}
      {application.status === 'rejected' && application.rejection_reason && (
        <div className="mt-2 rounded-xl bg-red-50/60 p-3">
          <p className="text-xs font-semibold text-red-800">{t('applications.decided.reason')}</p>
          <p className="mt-1 whitespace-pre-line text-slate-700">{application.rejection_reason}</p>
        </div>
      )}
    </div>
  );
}
