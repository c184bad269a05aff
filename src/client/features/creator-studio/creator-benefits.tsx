import { Coins, Gem, Megaphone, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../components/ui/section-heading';

const BENEFITS: { key: 'revenue' | 'value' | 'influence'; Icon: LucideIcon }[] = [
  { key: 'revenue', Icon: Coins },
  { key: 'value', Icon: Gem },
  { key: 'influence', Icon: Megaphone },
];

export function CreatorBenefits() {
  const { t } = useTranslation('creatorStudio');
  return (
    <section aria-labelledby="creator-benefits" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="creator-benefits" title={t('benefits.title')} />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {BENEFITS.map(({ key, Icon }) => (
          <li key={key} className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <span className="flex size-12 items-center justify-center rounded-xl bg-accent-600/10 text-accent-600">
              <Icon className="size-6" aria-hidden />
            </span>
            <h3 className="mt-4 text-xl font-semibold text-slate-900">{t(`benefits.${key}.title`)}</h3>
            <p className="mt-2 text-slate-600">{t(`benefits.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
