import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewBodySchema, type Review } from '../../../../common/contracts/commerce';
import { REVIEW_MAX_LENGTH } from '../../../../common/limits';
import { Button } from '../../../components/ui/button';
import { apiErrorText } from '../../../lib/api-error-text';
import { useSaveReview } from '../api/reviews';
import { refusalText } from './refusal-text';

/** A buyer's review: stars (a radio group) and words; once written, the same form edits it. */
export function ReviewForm({ packId, mine }: { packId: string; mine: Review | null }) {
  const { t } = useTranslation('packPage');
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [saved, setSaved] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const save = useSaveReview(packId);

  return (
    <form
      className="rounded-2xl border border-slate-200 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        const body = { rating, comment };
        if (!reviewBodySchema.safeParse(body).success) {
          setInvalid(true);
          return;
        }
        setInvalid(false);
        save.mutate(body, { onSuccess: () => setSaved(true) });
      }}
    >
      <h2 className="font-semibold text-slate-900">
        {mine ? t('reviews.editYours') : t('reviews.writeYours')}
      </h2>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-slate-800">{t('reviews.ratingLabel')}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className={`flex cursor-pointer items-center gap-1 rounded-lg border px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                rating === n
                  ? 'border-amber-400 bg-amber-50 text-amber-900'
                  : 'border-slate-300 text-slate-700'
              }`}
            >
              <input
                type="radio"
                name={`rating-${packId}`}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="sr-only"
              />
              {t('reviews.stars', { count: n })}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={`review-${packId}`} className="mt-4 block text-sm font-medium text-slate-800">
        {t('reviews.commentLabel')}
      </label>
      <textarea
        id={`review-${packId}`}
        value={comment}
        maxLength={REVIEW_MAX_LENGTH}
        onChange={(event) => setComment(event.target.value)}
        rows={4}
        className="mt-1 w-full rounded-xl border border-slate-300 px-3 py-2 text-sm"
        aria-describedby={`review-${packId}-count`}
      />
      <p id={`review-${packId}-count`} className="text-right text-xs text-slate-500">
        {t('reviews.count', { count: comment.length, max: REVIEW_MAX_LENGTH })}
      </p>
      {invalid && (
        <p role="alert" className="text-sm text-red-700">
          {t('reviews.invalid')}
        </p>
      )}
      {save.isError && (
        <p role="alert" className="text-sm text-red-700">
          {refusalText(save.error, t) ?? apiErrorText(save.error, t)}
        </p>
      )}
      <div role="status">{saved && <p className="text-sm text-emerald-800">{t('reviews.saved')}</p>}</div>
      <Button type="submit" size="sm" className="mt-2" disabled={save.isPending}>
        {save.isPending ? t('reviews.saving') : mine ? t('reviews.update') : t('reviews.submit')}
      </Button>
    </form>
  );
}
