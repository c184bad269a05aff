import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { QualityFailure } from '../../../../common/contracts/quality';

/** The order the groups are shown in: what the pack lacks first, then what it answers badly, then overreach. */
const OUTCOMES = [
  'refused',
  'unsupported',
  'answered',
] as const satisfies readonly QualityFailure['outcome'][];

/** The test questions the pack failed, grouped by how, each group with what to do about it. */
export function QualityFailures({ failures }: { failures: QualityFailure[] }) {
  const { t } = useTranslation('creatorPack');
  if (failures.length === 0) {
    return <p className="mt-5 text-sm text-slate-600">{t('quality.noFailures')}</p>;
  }
  return (
    <>
      <h3 className="mt-5 text-sm font-semibold text-slate-800">{t('quality.failures')}</h3>
      {OUTCOMES.map((outcome) => {
        const group = failures.filter((failure) => failure.outcome === outcome);
        if (group.length === 0) return null;
        const id = `quality-${outcome}`;
        return (
          <section key={outcome} aria-labelledby={id} className="mt-3">
            <h4 id={id} className="text-sm font-medium text-slate-900">
              {t(`quality.outcomes.${outcome}.title`, { count: group.length })}
            </h4>
            <p className="text-sm text-pretty text-slate-600">{t(`quality.outcomes.${outcome}.hint`)}</p>
            <ul className="mt-1.5 space-y-1.5 border-l-2 border-slate-200 pl-3 text-sm">
              {group.map((failure, index) => (
                <li key={index}>
                  <p className="break-words text-slate-900">{failure.question}</p>
                  <p className="text-xs text-slate-600">{origin(failure, t)}</p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

/**
 * Where a test question came from: its section, the creator's own samples, a neighbouring pack's section, or
 * nowhere in the pack.
 */
function origin(failure: QualityFailure, t: TFunction) {
  if (failure.kind === 'sample') return t('quality.kinds.sample');
  if (failure.kind === 'off-topic') return t('quality.kinds.offTopic');
  if (failure.kind === 'near-miss') return t('quality.kinds.nearMiss', { section: failure.section ?? '' });
  return failure.section
    ? t('quality.kinds.drawn', { section: failure.section })
    : t('quality.kinds.drawnAnywhere');
}
