import { Ban, CheckCircle2, Clock, ShoppingBag, type LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentPurchaseStatus, PurchaseConfirmation } from '../../../common/contracts/assistant-spending';
import { HomeButton } from '../../components/home-button';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageAlert } from '../../components/ui/page-alert';
import { apiErrorDetail, apiErrorText } from '../../lib/api-error-text';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import { useAnswer } from './api/confirmation';
import { PurchaseFacts } from './purchase-facts';

const FRAME = 'mx-auto max-w-xl px-4 py-10 sm:px-6 sm:py-14';
const CARD = 'rounded-3xl border border-slate-200 bg-white p-5 shadow-sm wrap-anywhere sm:p-8';

/** How a closed request ended, and its look. */
const OUTCOME_ICONS: Record<AgentPurchaseStatus, { Icon: LucideIcon; tone: string }> = {
  paid: { Icon: CheckCircle2, tone: 'bg-emerald-50 text-emerald-600' },
  refunded: { Icon: CheckCircle2, tone: 'bg-slate-100 text-slate-600' },
  reserved: { Icon: Clock, tone: 'bg-brand-50 text-brand-600' },
  awaiting_confirmation: { Icon: Clock, tone: 'bg-slate-100 text-slate-600' },
  declined: { Icon: Ban, tone: 'bg-slate-100 text-slate-600' },
  expired: { Icon: Ban, tone: 'bg-slate-100 text-slate-600' },
  failed: { Icon: Ban, tone: 'bg-red-50 text-red-600' },
};

interface PurchaseRequestProps {
  token: string;
  confirmation: PurchaseConfirmation;
}

/** The request as its person sees it: open, with Confirm and pay / Don't buy; or closed, with how it ended. */
export function PurchaseRequest({ token, confirmation }: PurchaseRequestProps) {
  const { t } = useTranslation('confirmPurchase');
  const { purchase, open } = confirmation;
  const assistant = purchase.client_name;
  const { Icon, tone } = open
    ? { Icon: ShoppingBag, tone: 'bg-brand-50 text-brand-600' }
    : OUTCOME_ICONS[purchase.status];
  const title = open
    ? t(purchase.credit_blocks === null ? 'asks.pack' : 'asks.credits', { assistant })
    : t(`outcome.${purchase.status}.title`);
  useDocumentTitle(title);
  // Answered here, the buttons go: focus moves to the heading that now says how it ended.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) headingRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <section aria-labelledby="confirm-purchase-title" className={FRAME}>
      <div className={CARD}>
        <header className="flex items-start gap-4">
          <span className={`flex size-12 shrink-0 items-center justify-center rounded-2xl ${tone}`}>
            <Icon className="size-6" aria-hidden />
          </span>
          <div className="min-w-0">
            <h1
              ref={headingRef}
              id="confirm-purchase-title"
              tabIndex={-1}
              className="text-2xl font-bold tracking-tight text-slate-900 outline-none"
            >
              {title}
            </h1>
            <p className="mt-1 text-sm text-slate-600">
              {open ? t('intro') : t(`outcome.${purchase.status}.text`, { assistant })}
            </p>
          </div>
        </header>
        <PurchaseFacts confirmation={confirmation} />
        {open ? <Answer token={token} /> : <Closed orderId={purchase.order_id} />}
      </div>
    </section>
  );
}

/** Don't buy, or Confirm and pay: once answered, no second answer while the browser leaves or the page turns. */
function Answer({ token }: { token: string }) {
  const { t } = useTranslation('confirmPurchase');
  const { language } = useLanguage();
  const answer = useAnswer(token);
  const answered = answer.isPending || answer.isSuccess;
  const sending = answer.isPending ? answer.variables : null;
  return (
    <>
      {answer.isError && (
        <PageAlert className="mt-6">
          {t('failed', {
            reason: [apiErrorText(answer.error, t), apiErrorDetail(answer.error, language)]
              .filter(Boolean)
              .join(' '),
          })}
        </PageAlert>
      )}
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" disabled={answered} onClick={() => answer.mutate('decline')}>
          {sending === 'decline' ? t('declining') : t('decline')}
        </Button>
        <Button size="lg" disabled={answered} onClick={() => answer.mutate('confirm')}>
          {sending === 'confirm' ? t('confirming') : answer.isSuccess ? t('leaving') : t('confirm')}
        </Button>
      </div>
    </>
  );
}

/** A closed request: its receipt when it was paid, else the way home. */
function Closed({ orderId }: { orderId: string | null }) {
  const { t } = useTranslation('confirmPurchase');
  const { localize } = useLanguage();
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <HomeButton>{t('home')}</HomeButton>
      {orderId && (
        <ButtonLink to={localize(`/orders/${orderId}`)} size="lg">
          {t('receipt')}
        </ButtonLink>
      )}
    </div>
  );
}
