import { Usb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/ui/page-hero';

// Product names, the same in every language.
const ASSISTANTS = ['Claude', 'ChatGPT', 'Cursor'];

export function McpHero() {
  const { t } = useTranslation('mcp');
  return (
    <PageHero
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      subtitle={t('hero.subtitle')}
      badge={
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-linear-to-br from-brand-600 to-accent-600 text-white shadow-lg">
          <Usb className="size-7" aria-hidden />
        </span>
      }
    >
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
    </PageHero>
  );
}
