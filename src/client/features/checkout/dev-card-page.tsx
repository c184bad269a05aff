import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { signedInPage } from '../../components/sign-in-required';
import { Button, ButtonLink } from '../../components/ui/button';
import { IconNote } from '../../components/ui/icon-note';
import { PageAlert } from '../../components/ui/page-alert';
import { api, callApi } from '../../lib/api';
import { apiErrorText } from '../../lib/api-error-text';
import { CARD_KEY } from '../../lib/assistant-spending';
import { registerNamespace } from '../../lib/i18n';
import { isSitePath } from '../../lib/site-path';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import en from '../../locales/en/devCard.json';
import ja from '../../locales/ja/devCard.json';

registerNamespace('devCard', { en, ja });

/** The dev server's test cards: one that pays, one that asks for authentication (as 3-D Secure), one declined. */
const DEV_CARDS = ['works', 'authentication', 'declined'] as const;
type DevCard = (typeof DEV_CARDS)[number];

/** `path` with how saving ended, `?card=saved|cancelled`, as Stripe's setup page comes back to it. */
function withOutcome(path: string, outcome: 'saved' | 'cancelled'): string {
  const url = new URL(path, window.location.origin);
  url.searchParams.set('card', outcome);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * /checkout/dev/card?return={path}: where a development server (no Stripe keys, never production) sends a person
 * saving a card for assistants' purchases. It says plainly that no money moves, saves the test card chosen, and
 * returns to `return` (a path of this site; else the Connect page).
 */
export const DevCardPage = signedInPage('devCard', DevCardForm);

function DevCardForm() {
  const { t } = useTranslation('devCard');
  const { localize } = useLanguage();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = useId();
  const [kind, setKind] = useState<DevCard>('works');
  const save = useSaveDevCard();
  const returnTo = params.get('return');
  const back = isSitePath(returnTo) ? returnTo : localize('/connect');
  useDocumentTitle(t('title'));

  const handleSave = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(kind, { onSuccess: () => void navigate(withOutcome(back, 'saved')) });
  };

  return (
    <section className="mx-auto max-w-xl px-4 py-10 sm:px-6 sm:py-14">
      <IconNote
        Icon={FlaskConical}
        className="border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900"
      >
        {t('devNotice')}
      </IconNote>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-2 text-slate-700">{t('text')}</p>
      <form onSubmit={handleSave} className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
        <fieldset disabled={save.isPending || save.isSuccess}>
          <legend className="text-sm font-semibold text-slate-800">{t('legend')}</legend>
          <div className="mt-2 space-y-3">
            {DEV_CARDS.map((card) => (
              <label key={card} className="flex items-start gap-3 text-sm">
                <input
                  type="radio"
                  name={`${id}-card`}
                  checked={kind === card}
                  onChange={() => setKind(card)}
                  aria-labelledby={`${id}-${card}-label`}
                  aria-describedby={`${id}-${card}`}
                  className="mt-0.5 size-4 shrink-0 accent-brand-600"
                />
                <span>
                  <span id={`${id}-${card}-label`} className="block font-medium text-slate-900">
                    {t(`kinds.${card}.label`)}
                  </span>
                  <span id={`${id}-${card}`} className="block text-slate-600">
                    {t(`kinds.${card}.text`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {save.isError && (
          <PageAlert className="mt-4">
            <p>{t('failed', { reason: apiErrorText(save.error, t) })}</p>
          </PageAlert>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <ButtonLink to={withOutcome(back, 'cancelled')} variant="secondary" size="lg">
            {t('cancel')}
          </ButtonLink>
          <Button type="submit" size="lg" disabled={save.isPending || save.isSuccess}>
            {save.isPending ? t('saving') : t('save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** Saves the test card chosen (`POST /api/me/payment-method/dev`); the Connect page then shows it. */
function useSaveDevCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: DevCard) => callApi(() => api.me['payment-method'].dev.$post({ json: { kind } })),
    onSuccess: (answer) => queryClient.setQueryData(CARD_KEY, answer),
  });
}
