import type { TFunction } from 'i18next';
import type { LucideIcon } from 'lucide-react';
import { iconCardsOf, type IconsByKey } from './icon-cards';

export interface StepCard {
  key: string;
  Icon: LucideIcon;
  label: string;
  title: string;
  text: string;
}

/** Numbered steps worded by `steps.stepLabel` ("Step {{number}}"), `steps.<key>.title` and `.text`. */
export function stepCardsOf(t: TFunction, steps: IconsByKey): StepCard[] {
  return iconCardsOf(t, 'steps', steps).map((card, index) => ({
    ...card,
    label: t('steps.stepLabel', { number: index + 1 }),
  }));
}

/** A numbered row of steps ("Step 1 … Step 3"), each a card with an icon, a title and a line of text. */
export function StepCards({ steps, tone = 'light' }: { steps: StepCard[]; tone?: 'light' | 'muted' }) {
  return (
    <ol className="mt-12 grid gap-6 md:grid-cols-3">
      {steps.map(({ key, Icon, label, title, text }) => (
        <li
          key={key}
          className={`rounded-2xl border border-slate-200 p-6 ${tone === 'light' ? 'bg-white shadow-sm' : 'bg-slate-50'}`}
        >
          <div className="flex items-center gap-3">
            <span
              className={`flex size-12 items-center justify-center rounded-xl ${
                tone === 'light' ? 'bg-brand-50 text-brand-600' : 'bg-brand-600 text-white'
              }`}
            >
              <Icon className="size-6" aria-hidden />
            </span>
            <span className="text-sm font-semibold text-brand-700">{label}</span>
          </div>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
          <p className="mt-2 text-slate-600">{text}</p>
        </li>
      ))}
    </ol>
  );
}
