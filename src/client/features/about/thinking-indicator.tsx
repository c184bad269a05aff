import { useTranslation } from 'react-i18next';

/** Three bouncing dots and the words, shown while the next AI reply is on its way. */
export function ThinkingIndicator() {
  const { t } = useTranslation('about');
  return (
    <div
      role="status"
      className="flex w-fit items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600 shadow-sm"
    >
      <span className="flex gap-1" aria-hidden>
        <span className="size-2 animate-bounce rounded-full bg-brand-500" />
        <span className="size-2 animate-bounce rounded-full bg-brand-500 [animation-delay:150ms]" />
        <span className="size-2 animate-bounce rounded-full bg-brand-500 [animation-delay:300ms]" />
      </span>
      {t('demo.thinking')}
    </div>
  );
}
