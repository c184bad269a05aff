import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminApplicationRow } from '../../../common/contracts/creator-applications';

/** Only web addresses become links; the server accepts nothing else, but a link is no place to trust that. */
function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The long answers of an application, in the applicant's own words (and line breaks). */
export function ApplicationDetail({ application, id }: { application: AdminApplicationRow; id: string }) {
  const { t } = useTranslation('admin');
  const { portfolio } = application;
  const answers = [
    ['fields.bio', application.bio],
    ['fields.motivation', application.motivation],
    ['fields.ideas', application.knowledge_pack_ideas],
  ] as const;
  return (
    <dl id={id} className="mt-4 space-y-4 rounded-xl bg-slate-50 p-4 text-sm">
      <div>
        <dt className="font-semibold text-slate-900">{t('applications.fields.portfolio')}</dt>
        <dd className="mt-1 wrap-anywhere text-slate-700">
          {portfolio && isWebUrl(portfolio) ? (
            <a
              href={portfolio}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600"
            >
              {portfolio}
              <ExternalLink className="size-3.5 shrink-0" aria-hidden />
              <span className="sr-only">{t('applications.newTab')}</span>
            </a>
          ) : (
            (portfolio ?? <span className="text-slate-500">{t('applications.fields.noPortfolio')}</span>)
          )}
        </dd>
      </div>
      {answers.map(([key, text]) => (
        <div key={key}>
          <dt className="font-semibold text-slate-900">{t(`applications.${key}`)}</dt>
          <dd className="mt-1 whitespace-pre-line text-slate-700">{text}</dd>
        </div>
      ))}
    </dl>
  );
}
