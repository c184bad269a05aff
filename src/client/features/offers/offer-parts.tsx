import { Fragment, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

/** The offers page's two panels (codes, bundles): roomier than the dashboard's cards, with a larger heading. */
export const OFFERS_PANEL = {
  className: 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6',
  headingClassName: 'text-xl font-semibold text-slate-900',
};

interface OfferListProps<Offer extends { id: string }> {
  offers: Offer[];
  label: string;
  /** Said while there are none. */
  empty: string;
  /** Why the last stop (archiving, ending) failed. */
  failure: string | null;
  /** An offer's list item. */
  children: (offer: Offer) => ReactNode;
}

/** A section's offers (codes, bundles), or that there are none yet; then why stopping one failed. */
export function OfferList<Offer extends { id: string }>(props: OfferListProps<Offer>) {
  const { offers, label, empty, failure, children } = props;
  return (
    <>
      {offers.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul aria-label={label} className="mt-4 divide-y divide-slate-100">
          {offers.map((offer) => (
            <Fragment key={offer.id}>{children(offer)}</Fragment>
          ))}
        </ul>
      )}
      {failure && <p className="mt-2 text-sm font-medium text-red-700">{failure}</p>}
    </>
  );
}

/** Where an offer stands (archived, ended, used up). */
export function StateBadge({ children }: { children: ReactNode }) {
  return (
    <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
      {children}
    </span>
  );
}

interface NewOfferFormProps {
  title: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/** The form for a new offer, under the section's list. */
export function NewOfferForm({ title, onSubmit, children }: NewOfferFormProps) {
  return (
    <form onSubmit={onSubmit} className="mt-6 space-y-4 border-t border-slate-100 pt-5" noValidate>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {children}
    </form>
  );
}

interface SubmitRowProps {
  label: string;
  pending: boolean;
  /** Everything the offer needs is filled in. */
  ready: boolean;
  /** That the offer was made, once it is. */
  done: string | null;
  /** Why it was not, where no field says so itself. */
  failure: string | null;
}

/** The new offer's submit button, and what came of the last submit (announced). */
export function SubmitRow({ label, pending, ready, done, failure }: SubmitRowProps) {
  const { t } = useTranslation('offers');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" disabled={pending || !ready}>
        {pending ? t('saving') : label}
      </Button>
      <p aria-live="polite" className="text-sm">
        {done && <span className="font-medium text-emerald-700">{done}</span>}
        {failure && <span className="font-medium text-red-700">{failure}</span>}
      </p>
    </div>
  );
}
