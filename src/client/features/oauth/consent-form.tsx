import { Loader2 } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SAFE_BUDGET } from '../../../common/contracts/assistant-spending';
import type { AuthorizationRequest } from '../../../common/contracts/oauth';
import { BudgetEditor } from '../../components/assistant-spending/budget-editor';
import { useBudgetDraft } from '../../components/assistant-spending/use-budget-draft';
import { PackLimitField, packLimitWords, usePackLimit } from '../../components/pack-limit-field';
import { Button } from '../../components/ui/button';
import { PageAlert } from '../../components/ui/page-alert';
import { apiErrorDetail, apiErrorText } from '../../lib/api-error-text';
import type { useReadablePacks } from '../../lib/readable-packs';
import { useLanguage } from '../../lib/use-language';
import { useConsent, type ConsentPrompt } from './api/oauth-api';

interface ConsentFormProps {
  prompt: ConsentPrompt;
  request: AuthorizationRequest;
  className?: string;
}

/**
 * Which packs the assistant may use, what it may spend (nothing, unless the person says otherwise), where the answer
 * goes, and the answer: Allow (the form's submit) or Deny.
 */
export function ConsentForm({ prompt, request, className = '' }: ConsentFormProps) {
  const { t } = useTranslation('oauth');
  const { language } = useLanguage();
  const id = useId();
  const { packs, unchosen, clearUnchosen, packIds, field } = usePackLimit();
  const budget = useBudgetDraft(SAFE_BUDGET);
  const consent = useConsent();
  // With no pack to read there is nothing to choose: the assistant reaches the packs the person gets later.
  const noPacks = packs.data?.packs.length === 0;
  // Once answered the browser is on its way back to the assistant: no second answer meanwhile.
  const answered = consent.isPending || consent.isSuccess;
  const sending = consent.isPending ? consent.variables.decision : null;

  const handleAllow = (event: FormEvent) => {
    event.preventDefault();
    if (noPacks) clearUnchosen();
    const ids = noPacks ? null : packIds();
    const spending = budget.read();
    if (ids === undefined || spending === undefined) return;
    // Left as it was, the budget is not sent: the server gives every new assistant the safe default.
    const chosen = budget.draft.mayBuy ? { budget: spending } : {};
    consent.mutate({ request, decision: 'allow', pack_ids: ids, ...chosen });
  };

  const handleDeny = () => {
    clearUnchosen();
    consent.mutate({ request, decision: 'deny', pack_ids: null });
  };

  const failure = consent.isError
    ? t('consent.failed', {
        reason: [apiErrorText(consent.error, t), apiErrorDetail(consent.error, language)]
          .filter(Boolean)
          .join(' '),
      })
    : unchosen
      ? t('consent.choosePack')
      : null;

  return (
    <form onSubmit={handleAllow} noValidate className={`space-y-5 ${className}`.trim()}>
      {noPacks ? (
        <p className="text-sm text-slate-700">{t('consent.noPacks')}</p>
      ) : (
        <PackLimitField
          name={`${id}-limit`}
          words={packLimitWords(t, 'consent')}
          {...field}
          status={packs.isSuccess ? undefined : <PacksStatus packs={packs} />}
          disabled={answered}
        />
      )}
      <BudgetEditor {...budget.field} disabled={answered} />
      <p className="text-sm text-slate-700">{t('consent.returnTo', { host: prompt.redirect_host })}</p>
      {failure && <PageAlert>{failure}</PageAlert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" disabled={answered} onClick={handleDeny}>
          {sending === 'deny' && <Loader2 className="size-5 animate-spin" aria-hidden />}
          {sending === 'deny' ? t('consent.denying') : t('consent.deny')}
        </Button>
        <Button type="submit" size="lg" disabled={answered}>
          {sending === 'allow' && <Loader2 className="size-5 animate-spin" aria-hidden />}
          {sending === 'allow' ? t('consent.allowing') : t('consent.allow')}
        </Button>
      </div>
      <p className="text-xs text-slate-600">{t('consent.disconnectNote')}</p>
    </form>
  );
}

/** In place of the packs to tick while they load, or why they could not be loaded. */
function PacksStatus({ packs }: { packs: ReturnType<typeof useReadablePacks> }) {
  const { t } = useTranslation('oauth');
  if (!packs.isError) return <p className="text-sm text-slate-600">{t('consent.packsLoading')}</p>;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
      {t('consent.packsError', { reason: apiErrorText(packs.error, t) })}
      <Button variant="secondary" size="sm" onClick={() => void packs.refetch()}>
        {t('consent.retry')}
      </Button>
    </div>
  );
}
