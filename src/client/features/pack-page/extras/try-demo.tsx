import { FileText, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackPage } from '../../../../common/contracts/packs';
import { ApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/api-error-text';
import { useTry } from '../api/extras';
import { languageOfText } from '../../../../common/languages';
import { FREE_TRIES_PER_DAY } from '../../../../common/limits';
import { useLanguage } from '../../../lib/use-language';
import { Panel } from '../../../components/ui/panel';

/**
 * Try before you buy (spec 02 §2.5 interactive demo): the pack's sample questions, each answered with short cited
 * excerpts from its real index — a few free tries a day; full answers and MCP access come with the pack.
 */
export function TryDemo({ page }: { page: PackPage }) {
  const { t } = useTranslation('packPage');
  const attempt = useTry(page.pack.slug);
  const [asked, setAsked] = useState<string | null>(null);
  const { language } = useLanguage();
  // Questions in the visitor's language first: a Japanese visitor sees the Japanese ones before the English.
  const sampleQuestions = [...page.pack.sampleQuestions].sort(
    (a, b) => Number(languageOfText(b) === language) - Number(languageOfText(a) === language),
  );
  if (sampleQuestions.length === 0 || page.pack.status !== 'published') return null;
  const spent = attempt.error instanceof ApiError && attempt.error.status === 429;

  return (
    <Panel
      id="try-heading"
      title={t('try.heading')}
      Icon={Sparkles}
      className="mt-8 rounded-2xl border border-brand-200 bg-brand-50/40 p-5"
    >
      <p className="mt-1 text-sm text-slate-700">{t('try.intro', { count: FREE_TRIES_PER_DAY })}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {sampleQuestions.map((question) => (
          <li key={question}>
            <button
              type="button"
              aria-pressed={asked === question}
              disabled={attempt.isPending}
              onClick={() => {
                setAsked(question);
                attempt.mutate(question);
              }}
              className="rounded-full border border-brand-300 bg-white px-3 py-1.5 text-left text-sm text-slate-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60 aria-pressed:border-brand-600 aria-pressed:bg-brand-100"
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
      <div aria-live="polite" className="mt-4">
        {attempt.isPending && <p className="text-sm text-slate-600">{t('try.searching')}</p>}
        {spent && <p className="text-sm font-medium text-amber-800">{t('try.spent')}</p>}
        {attempt.isError && !spent && (
          <p className="text-sm font-medium text-red-700">
            {t('try.failed', { reason: apiErrorText(attempt.error, t) })}
          </p>
        )}
        {attempt.isSuccess &&
          (attempt.data.excerpts.length === 0 ? (
            <p className="text-sm text-slate-600">{t('try.nothing')}</p>
          ) : (
            <>
              <h3 className="sr-only">{t('try.results', { question: asked })}</h3>
              <ol className="space-y-3">
                {attempt.data.excerpts.map((excerpt, i) => (
                  <li key={i} className="rounded-xl bg-white p-4 shadow-sm">
                    <p className="text-sm text-slate-800">{excerpt.text}</p>
                    <p className="mt-2 flex items-center gap-1 text-xs text-slate-600">
                      <FileText className="size-3.5" aria-hidden />
                      <cite className="not-italic">
                        {[
                          excerpt.filename,
                          ...excerpt.headingPath,
                          excerpt.page ? t('try.page', { page: excerpt.page }) : null,
                        ]
                          .filter(Boolean)
                          .join(' › ')}
                      </cite>
                    </p>
                  </li>
                ))}
              </ol>
              <p className="mt-3 text-sm text-slate-700">{t('try.more')}</p>
            </>
          ))}
      </div>
    </Panel>
  );
}
