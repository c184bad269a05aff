import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { apiErrorText } from '../../lib/api-error-text';
import { formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useClearHistory, useQueryHistory } from './api/connect-api';
import { RequestError } from '../../components/ui/request-error';

/** The person's latest queries through their assistants and the web, which they may delete. */
export function QueryHistory() {
  const { t } = useTranslation('connect');
  const { language } = useLanguage();
  const history = useQueryHistory();
  const clear = useClearHistory();

  if (history.isPending) return <Loader2 className="size-5 animate-spin text-slate-500" aria-hidden />;
  if (history.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {t('history.error')} {apiErrorText(history.error, t)}
      </p>
    );
  const { records } = history.data;
  if (records.length === 0) return <p className="text-sm text-slate-600">{t('history.empty')}</p>;
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white text-sm">
        {records.map((record) => (
          <li key={record.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-2">
            {/* At least 16rem of the row, or all of it: the details go under a query rather than squeeze it. */}
            <span className="min-w-0 flex-[1_1_16rem] break-words text-slate-900">
              {record.query ?? <span className="text-slate-600 italic">{t('history.noQuery')}</span>}
            </span>
            <span className="text-xs text-slate-600">
              {[
                t(`history.channel.${record.channel}`),
                record.tool,
                t('history.results', { count: record.result_count }),
                formatDate(record.created_at, language, 'dateTime'),
              ].join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      <RequestError request={clear} className="text-sm text-red-800" />
      <Button variant="secondary" size="sm" disabled={clear.isPending} onClick={() => clear.mutate()}>
        {clear.isPending ? t('history.clearing') : t('history.clear')}
      </Button>
    </div>
  );
}
