import { Search } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';

interface SearchBoxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'className' | 'onChange'
> {
  onValue: (value: string) => void;
  /** The box's own class (it holds the magnifier over the input). */
  className?: string;
  /** Taller, beside a button of its height. */
  roomy?: boolean;
}

/** A search input with a magnifier inside it; its label is the caller's. */
export function SearchBox({ onValue, className = 'relative', roomy = false, ...input }: SearchBoxProps) {
  return (
    <div className={className}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <input
        type="search"
        {...input}
        onChange={(event) => onValue(event.target.value)}
        className={`w-full rounded-xl border border-slate-300 bg-white ${roomy ? 'py-2.5' : 'py-2'} pr-3 pl-9 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600`}
      />
    </div>
  );
}
