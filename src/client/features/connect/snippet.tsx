import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/ui/copy-button';

/**
 * Text to paste somewhere as it is (a command, a file, a URL), with a button that copies it. A long line scrolls
 * sideways, and the block takes focus so a keyboard can scroll it too.
 */
export function Snippet({ text, label, copyName }: { text: string; label: string; copyName: string }) {
  const { t } = useTranslation('connect');
  return (
    <div className="mt-2 flex items-start gap-2">
      <pre
        tabIndex={0}
        aria-label={label}
        className="min-w-0 flex-1 overflow-x-auto rounded-xl bg-slate-900 p-3 text-xs leading-relaxed text-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <code>{text}</code>
      </pre>
      <CopyButton text={text} label={t('setup.copy')} copied={t('setup.copied')} name={copyName} />
    </div>
  );
}
