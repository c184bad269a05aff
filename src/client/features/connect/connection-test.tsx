import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/fields';
import { checkConnection, ConnectionError, type ConnectionCheck } from './test-connection';

type State =
  | { kind: 'idle' }
  | { kind: 'testing' }
  | { kind: 'done'; check: ConnectionCheck }
  | { kind: 'failed'; error: unknown };

/** Calls the real MCP endpoint with the new token and shows what an assistant would see. */
export function ConnectionTest({ token }: { token: string | null }) {
  const { t } = useTranslation('connect');
  const id = useId();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const queryClient = useQueryClient();

  if (!token) return <p className="text-sm text-slate-600">{t('test.needToken')}</p>;

  const run = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'testing' });
    try {
      setState({ kind: 'done', check: await checkConnection(token, query) });
    } catch (error) {
      setState({ kind: 'failed', error });
    }
    // The test used the token and made queries: its last-used time and the history have moved.
    void queryClient.invalidateQueries({ queryKey: ['access-tokens'] });
    void queryClient.invalidateQueries({ queryKey: ['me', 'queries'] });
  };

  return (
    <div className="space-y-3">
      <form onSubmit={(event) => void run(event)} className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <TextField
            id={`${id}-query`}
            label={t('test.query')}
            hint={t('test.queryHint')}
            badge={false}
            value={query}
            onValue={setQuery}
            maxLength={200}
          />
        </div>
        <Button type="submit" disabled={state.kind === 'testing'}>
          {state.kind === 'testing' && <Loader2 className="size-4 animate-spin" aria-hidden />}
          {state.kind === 'testing' ? t('test.testing') : t('test.button')}
        </Button>
      </form>
      <div aria-live="polite">
        {state.kind === 'failed' && (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {t('test.failed', { message: failureText(state.error, t) })}
          </p>
        )}
        {state.kind === 'done' && <CheckResult check={state.check} />}
      </div>
    </div>
  );
}

function failureText(error: unknown, t: ReturnType<typeof useTranslation<'connect'>>['t']): string {
  if (!(error instanceof ConnectionError)) return t('test.failedStatus.0');
  if (error.status === 200) return error.message; // a tool error: the server's own clear words
  if (error.status === 0 || error.status === 401 || error.status === 429)
    return t(`test.failedStatus.${error.status}`);
  return t('test.failedStatus.other', { status: error.status });
}

function CheckResult({ check }: { check: ConnectionCheck }) {
  const { t } = useTranslation('connect');
  const { query } = check;
  return (
    <div className="space-y-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm">
      <p className="flex items-center gap-2 font-medium text-emerald-900">
        <CheckCircle2 className="size-4 shrink-0" aria-hidden />
        {check.packs.length === 0 ? t('test.noPacks') : t('test.ok', { count: check.packs.length })}
      </p>
      {check.packs.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {check.packs.map((pack) => (
            <li
              key={pack.id}
              className="rounded-full bg-white px-3 py-1 text-xs text-slate-800 ring-1 ring-emerald-200"
            >
              {pack.title}
            </li>
          ))}
        </ul>
      )}
      {check.packs.length > 0 && (
        <div>
          <h3 className="font-semibold text-slate-900">{t('test.passages', { query })}</h3>
          {check.passages.length === 0 ? (
            <p className="mt-1 text-slate-700">{t('test.noPassages', { query })}</p>
          ) : (
            <ol className="mt-2 space-y-2">
              {check.passages.map((passage, index) => (
                <li key={index} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
                  <p className="text-xs font-medium text-slate-600">
                    [{index + 1}] {passage.pack_title} · {passage.filename}
                    {passage.page !== null && ` · ${t('test.page', { page: passage.page })}`}
                  </p>
                  <p className="mt-1 line-clamp-3 text-slate-800">{passage.text}</p>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </div>
  );
}
