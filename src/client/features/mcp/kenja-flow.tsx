import { Bot, Library, MessageSquare, Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { iconCardsOf } from '../../components/ui/icon-cards';
import { PageSection } from '../../components/ui/page-section';

const FLOW = {
  ask: MessageSquare,
  call: Bot,
  search: Library,
  cite: Quote,
};

/** Question → MCP call → search over the packs the user owns → cited passages back. */
export function KenjaFlow() {
  const { t } = useTranslation('mcp');
  return (
    <PageSection id="mcp-kenja" title={t('kenja.title')} subtitle={t('kenja.subtitle')}>
      <div className="mt-12 grid gap-8 lg:grid-cols-2 lg:items-center">
        <ol className="space-y-4">
          {iconCardsOf(t, 'kenja', FLOW).map(({ key, Icon, title, text }) => (
            <li key={key} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ol>
        <figure className="overflow-hidden rounded-3xl bg-slate-900 text-slate-100 shadow-lg">
          <figcaption className="border-b border-white/10 px-5 py-3 text-xs font-semibold tracking-wide text-slate-400 uppercase">
            {t('kenja.example.label')}
          </figcaption>
          <dl className="space-y-5 p-5 text-sm sm:p-6">
            <div>
              <dt className="text-xs font-semibold text-brand-100">{t('kenja.example.request')}</dt>
              <dd className="mt-1 font-mono break-words text-slate-100">{t('kenja.example.requestText')}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold text-emerald-300">{t('kenja.example.response')}</dt>
              <dd className="mt-1 font-mono leading-relaxed break-words text-slate-200">
                {t('kenja.example.responseText')}
              </dd>
            </div>
          </dl>
        </figure>
      </div>
    </PageSection>
  );
}
