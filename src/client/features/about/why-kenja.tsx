import { BadgeCheck, Plug, Quote, RefreshCw, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../components/ui/section-heading';

const REASONS: { key: string; Icon: LucideIcon }[] = [
  { key: 'experts', Icon: BadgeCheck },
  { key: 'citations', Icon: Quote },
  { key: 'anyAssistant', Icon: Plug },
  { key: 'upToDate', Icon: RefreshCw },
];

export function WhyKenja() {
  const { t } = useTranslation('about');
  return (
    <section aria-labelledby="about-why" className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id="about-why" title={t('why.title')} subtitle={t('why.subtitle')} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ key, Icon }) => (
            <li key={key} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <Icon className="size-6 text-brand-600" aria-hidden />
              <h3 className="mt-4 font-semibold text-slate-900">{t(`why.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-slate-600">{t(`why.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
