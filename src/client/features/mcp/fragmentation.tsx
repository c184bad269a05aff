import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../components/ui/page-section';

/** Each side of the comparison: its points, their icon, and how the card and its sum are painted. */
const SIDES = {
  before: {
    points: ['integrations', 'copyPaste', 'stale'],
    Icon: CircleX,
    card: 'border-slate-200 shadow-sm',
    icon: 'text-rose-500',
    sum: 'bg-rose-50 text-rose-700',
  },
  after: {
    points: ['oneStandard', 'onDemand', 'current'],
    Icon: CircleCheck,
    card: 'border-brand-100 shadow-md ring-2 ring-brand-100',
    icon: 'text-emerald-600',
    sum: 'bg-emerald-50 text-emerald-800',
  },
} as const;

/** Traditional fragmentation next to the MCP way: N×M integrations versus N+M connections. */
export function Fragmentation() {
  const { t } = useTranslation('mcp');
  return (
    <PageSection id="mcp-problem" title={t('problem.title')} subtitle={t('problem.subtitle')}>
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        {Object.entries(SIDES).map(([side, { points, Icon, card, icon, sum }]) => (
          <article key={side} className={`flex flex-col rounded-3xl border bg-white p-6 sm:p-8 ${card}`}>
            <h3 className="text-lg font-semibold text-slate-900">{t(`problem.${side}.title`)}</h3>
            <ul className="mt-4 flex-1 space-y-3">
              {points.map((key) => (
                <li key={key} className="flex gap-3 text-slate-600">
                  <Icon className={`mt-0.5 size-5 shrink-0 ${icon}`} aria-hidden />
                  {t(`problem.${side}.${key}`)}
                </li>
              ))}
            </ul>
            <p className={`mt-6 rounded-xl px-4 py-3 text-sm font-semibold ${sum}`}>
              {t(`problem.${side}.math`)}
            </p>
          </article>
        ))}
      </div>
    </PageSection>
  );
}
