import { CheckCircle2, Clock, CreditCard, FlaskConical, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SavedCard } from '../../../common/contracts/assistant-spending';
import { cardName } from '../../components/assistant-spending/card-name';
import '../../components/assistant-spending/spending-strings';
import { LoadFailureAlert } from '../../components/load-failure';
import { Button } from '../../components/ui/button';
import { IconNote } from '../../components/ui/icon-note';
import { RowActionButton } from '../../components/ui/row-action-button';
import { Skeleton } from '../../components/ui/skeleton';
import { apiErrorText } from '../../lib/api-error-text';
import { useSavedCard } from '../../lib/assistant-spending';
import { useDateText } from '../../lib/use-date-text';
import { useLanguage } from '../../lib/use-language';
import { useRemoveCard, useStartCardSetup } from './api/spending-api';

/** How saving a card ended, as the provider's page (or the dev card page) says coming back: `?card=saved|cancelled`. */
type Return = 'saved' | 'cancelled' | null;

/**
 * The card assistants pay with when they buy within their budget: the one saved (a development server's is its
 * labelled test card), with a way to remove it, or a way to save one.
 */
export function CardPanel() {
  const [params] = useSearchParams();
  const back = params.get('card');
  const returned: Return = back === 'saved' || back === 'cancelled' ? back : null;
  return (
    <>
      <div role="status">
        <ReturnNote returned={returned} />
      </div>
      <CardState awaitingCard={returned === 'saved'} />
    </>
  );
}

/** Back from saving a card: it is saved, still being confirmed, or was not saved. */
function ReturnNote({ returned }: { returned: Return }) {
  const { t } = useTranslation('connect');
  const card = useSavedCard({ awaitingCard: returned === 'saved' });
  if (returned === null || card.isPending || card.isError) return null;
  if (returned === 'cancelled') {
    if (card.data) return null;
    return (
      <IconNote Icon={Info} className="mb-3 bg-slate-50 p-3 text-sm text-slate-700">
        {t('card.cancelled')}
      </IconNote>
    );
  }
  return card.data ? (
    <IconNote Icon={CheckCircle2} className="mb-3 bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
      {t('card.done')}
    </IconNote>
  ) : (
    <IconNote Icon={Clock} className="mb-3 bg-brand-50 p-3 text-sm text-brand-900">
      {t('card.confirming')}
    </IconNote>
  );
}

function CardState({ awaitingCard }: { awaitingCard: boolean }) {
  const { t } = useTranslation('connect');
  const card = useSavedCard({ awaitingCard });
  if (card.isPending) {
    return (
      <Skeleton
        label={t('card.loading')}
        className="animate-pulse"
        bars={['h-5 w-1/2 rounded', 'mt-2 h-4 w-1/3 rounded']}
      />
    );
  }
  if (card.isError) {
    return (
      <LoadFailureAlert
        namespace="connect"
        keys={{ loadError: 'card.loadError', retry: 'card.retry' }}
        query={card}
      />
    );
  }
  return card.data ? <Saved card={card.data} /> : <NoCard />;
}

function Saved({ card }: { card: SavedCard }) {
  const { t } = useTranslation('connect');
  const spending = useTranslation('spending');
  const date = useDateText('medium');
  const remove = useRemoveCard();
  const name = cardName(card, spending.t);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 p-4">
        <CreditCard className="size-5 shrink-0 text-slate-500" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="font-medium text-slate-900">{name}</p>
          <p className="text-xs text-slate-600">{t('card.saved', { date: date(card.created_at) })}</p>
        </div>
        <RowActionButton
          name={t('card.removeLabel', { card: name })}
          pending={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {remove.isPending ? t('card.removing') : t('card.remove')}
        </RowActionButton>
      </div>
      {card.provider === 'dev' && (
        <IconNote
          Icon={FlaskConical}
          className="border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {spending.t('card.dev')}
        </IconNote>
      )}
      {remove.isError && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {t('card.removeFailed', { reason: apiErrorText(remove.error, t) })}
        </p>
      )}
    </div>
  );
}

function NoCard() {
  const { t } = useTranslation('connect');
  const { localize } = useLanguage();
  const setup = useStartCardSetup();
  // On its way to the checkout: no second click meanwhile.
  const leaving = setup.isPending || setup.isSuccess;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{t('card.none')}</p>
      <Button icon={CreditCard} disabled={leaving} onClick={() => setup.mutate(localize('/connect'))}>
        {leaving ? t('card.opening') : t('card.save')}
      </Button>
      {setup.isError && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {t('card.setupFailed', { reason: apiErrorText(setup.error, t) })}
        </p>
      )}
    </div>
  );
}
