import { Briefcase, Code2, FlaskConical, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../components/ui/page-section';

const USE_CASES: { key: string; Icon: LucideIcon; metrics: string[] }[] = [
  { key: 'engineers', Icon: Code2, metrics: ['coding', 'debugging'] },
  { key: 'leaders', Icon: Briefcase, metrics: ['decisions', 'marketers'] },
  { key: 'researchers', Icon: FlaskConical, metrics: ['research'] },
];

/** Who gains what (spec 01 §1 marketing figures), one card per audience. */
export function UseCases() {
  const { t } = useTranslation('about');
  return (
    <PageSection id="about-use-cases" title={t('useCases.title')} subtitle={t('useCases.subtitle')}>
      <div className="mt-12 grid gap-6 lg:grid-cols-3">
        {USE_CASES.map(({ key, Icon, metrics }) => (
          <article
            key={key}
            className="flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <span className="flex size-12 items-center justify-center rounded-xl bg-accent-600/10 text-accent-600">
              <Icon className="size-6" aria-hidden />
            </span>
            <h3 className="mt-4 text-xl font-semibold text-slate-900">{t(`useCases.${key}.title`)}</h3>
            <p className="mt-2 flex-1 text-slate-600">{t(`useCases.${key}.text`)}</p>
            <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-slate-100 pt-6">
              {metrics.map((metric) => (
                <div key={metric} className="flex flex-col">
                  <dt className="order-2 text-sm text-slate-600">
                    {t(`useCases.${key}.metrics.${metric}.label`)}
                  </dt>
                  <dd className="order-1 text-3xl font-extrabold tracking-tight text-brand-700">
                    {t(`useCases.${key}.metrics.${metric}.value`)}
                  </dd>
                </div>
              ))}
            </dl>
          </article>
        ))}
      </div>
    </PageSection>
  );
}
