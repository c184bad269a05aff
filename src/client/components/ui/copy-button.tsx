import { Check, Copy } from 'lucide-react';
import { useBriefFlag } from '../../lib/use-brief-flag';
import { buttonClass } from './button';

/** Copies `text`, then says so for 2 s (the spec's copy feedback). */
export function CopyButton({
  text,
  label,
  copied,
  name,
}: {
  text: string;
  label: string;
  copied: string;
  name?: string;
}) {
  const [done, setDone] = useBriefFlag();
  return (
    <button
      type="button"
      aria-label={name}
      onClick={() => void navigator.clipboard.writeText(text).then(() => setDone(true))}
      className={buttonClass('secondary', 'sm', 'shrink-0')}
    >
      {done ? (
        <Check className="size-4 text-emerald-700" aria-hidden />
      ) : (
        <Copy className="size-4" aria-hidden />
      )}
      <span aria-live="polite">{done ? copied : label}</span>
    </button>
  );
}
