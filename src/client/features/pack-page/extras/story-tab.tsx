import { Quote } from 'lucide-react';
import type { PackStory } from '../../../../common/contracts/story';

/** The creator's story (spec 02 §3 Creator story): title, paragraphs, a quote and a few figures. */
export function StoryTab({ story }: { story: PackStory }) {
  return (
    <article className="space-y-4 py-6">
      {story.title && <h2 className="text-xl font-semibold text-balance text-slate-900">{story.title}</h2>}
      {story.paragraphs.map((paragraph, i) => (
        <p key={i} className="leading-relaxed text-pretty text-slate-700">
          {paragraph}
        </p>
      ))}
      {story.quote && (
        <blockquote className="flex gap-3 rounded-xl bg-brand-50 p-4 text-lg text-slate-800 italic">
          <Quote className="size-5 shrink-0 text-brand-600" aria-hidden />
          <p>{story.quote}</p>
        </blockquote>
      )}
      {story.stats.length > 0 && (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {story.stats.map((stat) => (
            <div
              key={`${stat.value}-${stat.label}`}
              className="flex flex-col-reverse rounded-xl border border-slate-200 p-3 text-center"
            >
              <dt className="text-sm text-slate-600">{stat.label}</dt>
              <dd className="text-2xl font-bold text-slate-900">{stat.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}
