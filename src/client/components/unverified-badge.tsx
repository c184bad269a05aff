import { useTranslation } from 'react-i18next';

/**
 * "Unverified", by the name of an assistant that registered itself: anyone can register under any name, so the
 * name alone says nothing about who is behind it (`common:assistant.unverifiedText` says so in a sentence).
 */
export function UnverifiedBadge() {
  const { t } = useTranslation('common');
  return (
    <span className="inline-block shrink-0 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-800 ring-1 ring-amber-200">
      {t('assistant.unverified')}
    </span>
  );
}
