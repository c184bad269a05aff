import { ImageUp, RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COVER_IMAGE_TYPES, type StudioPack } from '../../../common/contracts/studio';
import { COVER_IMAGE_MAX_BYTES, COVER_IMAGE_MAX_MB } from '../../../common/limits';
import { Button } from '../../components/ui/button';
import { FieldError } from '../../components/ui/form-field';
import { ProgressBar } from '../../components/ui/progress-bar';
import { apiErrorText } from '../../lib/api-error-text';
import { ApiError } from '../../lib/api';
import { useCover } from './api/cover';

/** The pack's cover: uploaded (an image of at most 2 MB) or drawn from its category. */
export function CoverField({ pack }: { pack: StudioPack }) {
  const { t } = useTranslation('creatorPack');
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState('');
  const cover = useCover(pack.id, setProgress);

  const change = (file: File | null) => {
    setError('');
    if (file && file.size > COVER_IMAGE_MAX_BYTES) {
      setError(t('cover.tooLarge', { size: (file.size / 1024 / 1024).toFixed(1), max: COVER_IMAGE_MAX_MB }));
      return;
    }
    setProgress(0);
    cover.mutate(file, {
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.code === 'unsupported_type'
            ? t('cover.notImage')
            : t('cover.failed', { reason: apiErrorText(failure, t) }),
        ),
    });
  };

  return (
    <div>
      <p className="text-sm font-semibold text-slate-800">{t('cover.label')}</p>
      <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-start">
        <img
          src={pack.coverImage}
          alt={t('cover.alt', { title: pack.title })}
          width={240}
          height={150}
          className="aspect-[8/5] w-full max-w-60 rounded-xl border border-slate-200 object-cover"
        />
        <div className="min-w-0 space-y-2 text-sm">
          <p className="text-slate-600">{pack.coverUploaded ? t('cover.uploaded') : t('cover.generated')}</p>
          <p className="text-slate-500">{t('cover.hint', { max: COVER_IMAGE_MAX_MB })}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              icon={ImageUp}
              variant="secondary"
              size="sm"
              disabled={cover.isPending}
              onClick={() => input.current?.click()}
            >
              {t('cover.upload')}
            </Button>
            {pack.coverUploaded && (
              <Button
                icon={RotateCcw}
                variant="ghost"
                size="sm"
                disabled={cover.isPending}
                onClick={() => change(null)}
              >
                {t('cover.useGenerated')}
              </Button>
            )}
          </div>
          <input
            ref={input}
            type="file"
            accept={COVER_IMAGE_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('cover.upload')}
            onChange={(event) => {
              change(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
          />
          {cover.isPending && cover.variables && (
            <ProgressBar
              label={t('cover.label')}
              percent={Math.round(progress * 100)}
              valueText={t('cover.uploading', { percent: Math.round(progress * 100) })}
            />
          )}
          {error && <FieldError>{error}</FieldError>}
        </div>
      </div>
    </div>
  );
}
