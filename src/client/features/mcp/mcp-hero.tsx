import { Usb } from 'lucide-react';
import { useTranslation } from 'react-i18next';

// Product names, the same in every language.
const ASSISTANTS = ['Claude', 'ChatGPT', 'Cursor'];

export function McpHero() {
  const { t } = useTranslation('mcp');
  return (
    <section className="border-b border-slate-200 bg-linear-to-b from-brand-50 via-white to-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-linear-to-br from-brand-600 to-accent-600 text-white shadow-lg">
          <Usb className="size-7" aria-hidden />
        </span>
        <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {t('hero.eyebrow')}
        </p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-slate-600 sm:text-xl">
          {t('hero.subtitle')}
        </p>
        <div className="mt-8">
          <p className="text-sm text-slate-500">{t('hero.assistantsLabel')}</p>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {ASSISTANTS.map((name) => (
              <li
                key={name}
                className="rounded-full border border-slate-200 bg-white px-4 py-1.5 text-sm font-medium text-slate-700 shadow-sm"
              >
                {name}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
