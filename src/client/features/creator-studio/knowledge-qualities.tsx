import { Crosshair, MessagesSquare, RefreshCw, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../components/ui/section-heading';

const QUALITIES: { key: 'dynamic' | 'conversational' | 'precise'; Icon: LucideIcon }[] = [
  { key: 'dynamic', Icon: RefreshCw },
  { key: 'conversational', Icon: MessagesSquare },
  { key: 'precise', Icon: Crosshair },
];

export function KnowledgeQualities() {
  const { t } = useTranslation('creatorStudio');
  return (
    <section aria-labelledby="creator-qualities" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id="creator-qualities" title={t('qualities.title')} />
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {QUALITIES.map(({ key, Icon }) => (
            <li key={key} className="text-center">
              <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
                <Icon className="size-7" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`qualities.${key}.title`)}</h3>
              <p className="mx-auto mt-2 max-w-sm text-slate-600">{t(`qualities.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
