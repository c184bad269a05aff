import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../components/ui/page-section';

const BEFORE = ['integrations', 'copyPaste', 'stale'] as const;
const AFTER = ['oneStandard', 'onDemand', 'current'] as const;

/** Traditional fragmentation next to the MCP way: N×M integrations versus N+M connections. */
export function Fragmentation() {
  const { t } = useTranslation('mcp');
  return (
    <PageSection id="mcp-problem" title={t('problem.title')} subtitle={t('problem.subtitle')}>
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <article className="flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h3 className="text-lg font-semibold text-slate-900">{t('problem.before.title')}</h3>
          <ul className="mt-4 flex-1 space-y-3">
            {BEFORE.map((key) => (
              <li key={key} className="flex gap-3 text-slate-600">
                <CircleX className="mt-0.5 size-5 shrink-0 text-rose-500" aria-hidden />
                {t(`problem.before.${key}`)}
              </li>
            ))}
          </ul>
          <p className="mt-6 rounded-xl bg-rose-50 px-4 py-3 text-sm font-semibold text-rose-700">
            {t('problem.before.math')}
          </p>
        </article>
        <article className="flex flex-col rounded-3xl border border-brand-100 bg-white p-6 shadow-md ring-2 ring-brand-100 sm:p-8">
          <h3 className="text-lg font-semibold text-slate-900">{t('problem.after.title')}</h3>
          <ul className="mt-4 flex-1 space-y-3">
            {AFTER.map((key) => (
              <li key={key} className="flex gap-3 text-slate-600">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
                {t(`problem.after.${key}`)}
              </li>
            ))}
          </ul>
          <p className="mt-6 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-800">
            {t('problem.after.math')}
          </p>
        </article>
      </div>
    </PageSection>
  );
}
