import { highlightSegments } from './highlight-segments';

/** A passage with the ranges the search matched wrapped in <mark>. */
export function HighlightedText({
  text,
  ranges,
}: {
  text: string;
  ranges: readonly { start: number; end: number }[];
}) {
  return (
    <>
      {highlightSegments(text, ranges).map((segment, index) =>
        segment.marked ? (
          <mark key={index} className="rounded bg-amber-100 px-0.5 text-slate-900">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
