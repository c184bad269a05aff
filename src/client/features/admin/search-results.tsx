import { FileText, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SearchResponse } from '../../../common/contracts/engine';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { PassageText } from '../../components/passage-text';

/** The passages a search returned, best first: rank, score, file, page and headings, the text with its matches. */
export function SearchResults({ result }: { result: SearchResponse }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const { hits } = result;

  if (hits.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <SearchX className="size-10 text-slate-400" aria-hidden />
        <h3 className="mt-3 text-lg font-semibold">{t('search.empty.title')}</h3>
        <p className="mt-1 text-sm text-slate-600">{t('search.empty.text')}</p>
      </div>
    );
  }

  return (
    <ol aria-label={t('search.results')} className="space-y-3">
      {hits.map((hit, index) => {
        const page = hit.metadata.page ?? hit.page;
        const headings = hit.metadata.heading_path.length > 0 ? hit.metadata.heading_path : hit.heading_path;
        return (
          <li key={hit.chunk_id} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="rounded-full bg-slate-900 px-2 py-0.5 text-xs font-semibold text-white tabular-nums">
                {t('search.rank', { rank: formatNumber(index + 1, language) })}
              </span>
              <span className="font-mono text-xs font-semibold text-brand-700 tabular-nums">
                {t('search.score', { score: hit.score.toFixed(3) })}
              </span>
              <span className="flex min-w-0 items-center gap-1.5 font-semibold text-slate-900">
                <FileText className="size-4 shrink-0 text-slate-400" aria-hidden />
                <span className="break-all">{hit.metadata.filename}</span>
              </span>
              {page !== null && <span className="text-xs text-slate-600">{t('search.page', { page })}</span>}
            </div>
            {headings.length > 0 && (
              <p className="mt-1 text-xs break-words text-slate-600">{headings.join(' › ')}</p>
            )}
            <div className="mt-3 space-y-2 text-sm leading-relaxed text-slate-800">
              <PassageText text={hit.text} ranges={hit.highlights} />
            </div>
            {hit.matched_terms.length > 0 && (
              <p className="mt-3 flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
                <span>{t('search.matched')}:</span>
                {hit.matched_terms.map((term) => (
                  <span key={term} className="rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-slate-700">
                    {term}
                  </span>
                ))}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
