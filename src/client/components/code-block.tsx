import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from './ui/copy-button';

/**
 * A block of code as written: monospace, never reflowed (a long line scrolls sideways, and the block takes focus
 * so a keyboard can scroll it too), with a button that copies exactly `code`. `children` is what is shown when it
 * differs in markup only (matches marked).
 */
export function CodeBlock({
  code,
  language,
  children,
}: {
  code: string;
  language: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="code-block my-2 min-w-0 overflow-hidden rounded-xl border border-slate-200 bg-slate-50 text-left">
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-1.5">
        <span className="font-mono text-xs text-slate-600">{language}</span>
        <CopyButton text={code} label={t('code.copy')} copied={t('code.copied')} />
      </div>
      <pre
        tabIndex={0}
        className="overflow-x-auto p-3 font-mono text-[0.8125rem] leading-relaxed whitespace-pre text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <code>{children ?? code}</code>
      </pre>
    </div>
  );
}
