import { BadgeCheck, MessageSquareReply, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_REPLY_MAX_LENGTH } from '../../../../common/limits';
import type { Review } from '../../../../common/contracts/commerce';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/fields';
import { apiErrorText } from '../../../lib/api-error-text';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useHelpful, useReply } from '../api/reviews';
import { refusalText } from './refusal-text';
import { Stars } from './stars';

/** One review: stars, words, "verified", the helpful button, and the creator's reply (or the form to write it). */
export function ReviewItem({
  review,
  packId,
  canVote,
  voteReasonId,
  canReply,
}: {
  review: Review;
  packId: string;
  canVote: boolean;
  /** The element that says why this viewer cannot vote, when they cannot. */
  voteReasonId?: string | undefined;
  canReply: boolean;
}) {
  const { t } = useTranslation('packPage');
  const { language } = useLanguage();
  const helpful = useHelpful(packId);
  const [replying, setReplying] = useState(false);

  return (
    <li className="border-b border-slate-100 py-5 last:border-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <span className="sr-only">{t('reviews.stars', { count: review.rating })}</span>
        <span className="font-semibold text-slate-900">{review.name}</span>
        {review.verified && (
          <span className="flex items-center gap-1 text-xs font-medium text-emerald-700">
            <BadgeCheck className="size-4" aria-hidden />
            {t('reviews.verified')}
          </span>
        )}
        <span className="text-sm text-slate-500">{formatDate(review.date, language, 'long')}</span>
      </div>
      <p className="mt-2 whitespace-pre-line text-slate-800">{review.comment}</p>
      {review.creatorReply && (
        <div className="mt-3 rounded-xl bg-slate-50 p-3 text-sm">
          <p className="font-semibold text-slate-900">{t('reviews.creatorReply')}</p>
          <p className="mt-1 whitespace-pre-line text-slate-700">{review.creatorReply.text}</p>
        </div>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button
          icon={ThumbsUp}
          variant="secondary"
          size="sm"
          disabled={!canVote || review.mine || review.votedHelpful || helpful.isPending}
          aria-pressed={review.votedHelpful}
          aria-describedby={canVote ? undefined : voteReasonId}
          onClick={() => helpful.mutate(review.id)}
        >
          {t('reviews.helpful', { count: review.helpful })}
        </Button>
        {canReply && !replying && (
          <Button icon={MessageSquareReply} variant="ghost" size="sm" onClick={() => setReplying(true)}>
            {review.creatorReply ? t('reviews.editReply') : t('reviews.reply')}
          </Button>
        )}
      </div>
      {helpful.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {refusalText(helpful.error, t) ?? apiErrorText(helpful.error, t)}
        </p>
      )}
      {replying && (
        <ReplyForm
          packId={packId}
          reviewId={review.id}
          initial={review.creatorReply?.text ?? ''}
          onDone={() => setReplying(false)}
        />
      )}
    </li>
  );
}

function ReplyForm({
  packId,
  reviewId,
  initial,
  onDone,
}: {
  packId: string;
  reviewId: string;
  initial: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('packPage');
  const [text, setText] = useState(initial);
  const reply = useReply(packId);
  return (
    <form
      className="mt-3"
      onSubmit={(event) => {
        event.preventDefault();
        reply.mutate({ reviewId, text }, { onSuccess: onDone });
      }}
    >
      <TextAreaField
        id={`reply-${reviewId}`}
        label={t('reviews.replyLabel')}
        badge={false}
        value={text}
        maxLength={REVIEW_REPLY_MAX_LENGTH}
        onValue={setText}
        rows={3}
      />
      {reply.isError && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {refusalText(reply.error, t) ?? apiErrorText(reply.error, t)}
        </p>
      )}
      <div className="mt-2 flex gap-2">
        <Button type="submit" size="sm" disabled={reply.isPending || text.trim() === ''}>
          {reply.isPending ? t('reviews.saving') : t('reviews.sendReply')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('reviews.cancel')}
        </Button>
      </div>
    </form>
  );
}
