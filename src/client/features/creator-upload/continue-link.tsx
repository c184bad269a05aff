import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, buttonClass } from '../../components/ui/button';
import { useLanguage } from '../../lib/use-language';

interface ContinueLinkProps {
  packId: string | undefined;
  state: 'ready' | 'processing' | 'empty';
}

/**
 * "Continue to Pack Details" (spec 02 §2.1): a link once a file is ready and nothing is processing; until then a
 * disabled button that says what is missing, so it is neither followed nor focused as a link.
 */
export function ContinueLink({ packId, state }: ContinueLinkProps) {
  const { t } = useTranslation('creatorUpload');
  const { localize } = useLanguage();
  const hintId = useId();
  if (state === 'ready') {
    return (
      <ButtonLink to={localize(`/creator/edit/${packId ?? 'new'}`)} size="lg" className="w-full sm:w-auto">
        {t('continue.ready')}
        <ArrowRight className="size-4" aria-hidden />
      </ButtonLink>
    );
  }
  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      <button
        type="button"
        disabled
        aria-describedby={hintId}
        className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
      >
        {state === 'processing' ? t('continue.processing') : t('continue.empty')}
      </button>
      <p id={hintId} className="text-sm text-slate-600 sm:text-right">
        {state === 'processing' ? t('continue.hintProcessing') : t('continue.hintEmpty')}
      </p>
    </div>
  );
}
