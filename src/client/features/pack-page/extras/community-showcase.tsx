import { MessageCircleQuestion, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useQuestions } from '../api/questions';
import { useReviews } from '../api/reviews';

const SHOWN = 3;

/** What the pack's community says (spec 02 §2.5): the newest reviews with words in them, and answered questions. */
export function CommunityShowcase({ packId }: { packId: string }) {
  const { t } = useTranslation('packPage');
  const session = useSession();
  const [ref, near] = useNearViewport<HTMLDivElement>();
  // Asked once the section comes near the screen (undefined holds the queries back).
  const viewerId =
    !near || session.status === 'loading'
      ? undefined
      : session.status === 'signedIn'
        ? session.user.id
        : null;
  const reviews = useReviews(packId, { sort: 'newest', stars: undefined }, viewerId);
  const questions = useQuestions(packId, viewerId);
  const recent = (reviews.data?.pages[0]?.reviews ?? []).filter((review) => review.comment).slice(0, SHOWN);
  const answered = (questions.data?.faq ?? []).slice(0, SHOWN);
  if (recent.length === 0 && answered.length === 0) return <div ref={ref} />;
  return (
    <section ref={ref} aria-labelledby="showcase-heading" className="mt-12">
      <h2 id="showcase-heading" className="text-lg font-semibold text-slate-900">
        {t('showcase.heading')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {recent.map((review) => (
          <li key={review.id} className="rounded-xl bg-slate-50 p-4">
            <p className="flex items-center gap-1 text-sm font-medium text-slate-900">
              <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
              {t('showcase.review', { name: review.name, rating: review.rating })}
            </p>
            <p className="mt-2 line-clamp-4 text-sm text-slate-700">{review.comment}</p>
          </li>
        ))}
        {answered.map((item) => (
          <li key={item.id} className="rounded-xl bg-slate-50 p-4">
            <p className="flex items-start gap-1 text-sm font-medium text-slate-900">
              <MessageCircleQuestion className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
              {item.question}
            </p>
            <p className="mt-2 line-clamp-4 text-sm text-slate-700">
              <span className="font-medium">{t('showcase.answer')}: </span>
              {item.answer}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
