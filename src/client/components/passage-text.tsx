import { textSegments } from '../../common/code-fence';
import { CodeBlock } from './code-block';
import { HighlightedText } from './highlighted-text';

type Range = { start: number; end: number };

/** `ranges` moved into the stretch [from, to) of the text, as offsets from `from`. */
function within(ranges: readonly Range[], from: number, to: number): Range[] {
  return ranges
    .filter((range) => range.end > from && range.start < to)
    .map((range) => ({ start: range.start - from, end: range.end - from }));
}

/**
 * A passage as a reader should see it: its prose with its line breaks, each fenced code block (how ingestion keeps
 * code, src/common/code-fence.ts) as a code block, the matched ranges marked in both.
 */
export function PassageText({
  text,
  ranges,
  proseClassName = '',
}: {
  text: string;
  ranges: readonly Range[];
  proseClassName?: string;
}) {
  return (
    <>
      {textSegments(text).map(({ start, end, code }) => {
        if (!code) {
          return (
            <p key={start} className={`break-words whitespace-pre-line ${proseClassName}`}>
              <HighlightedText text={text.slice(start, end)} ranges={within(ranges, start, end)} />
            </p>
          );
        }
        const source = text.slice(code.start, code.end);
        return (
          <CodeBlock key={start} code={source} language={code.language}>
            <HighlightedText text={source} ranges={within(ranges, code.start, code.end)} />
          </CodeBlock>
        );
      })}
    </>
  );
}
