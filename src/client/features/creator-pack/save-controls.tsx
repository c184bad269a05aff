import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { PageAlert } from '../../components/ui/page-alert';
import { hasIssues, type DetailsIssues } from './details-issues';

interface SaveOutcomeProps {
  issues: DetailsIssues;
  /** Why saving failed, other than the form's own issues. */
  failure: string;
  /** Said once a save went through. */
  saved: string;
}

/** How the last save went: what to fix (and that publishing needs a document), another failure, or saved. */
export function SaveOutcome({ issues, failure, saved }: SaveOutcomeProps) {
  const { t } = useTranslation('creatorPack');
  return (
    <>
      {hasIssues(issues) && (
        <PageAlert>
          <p>{issues.fields.documents ? t('actions.cannotPublish') : t('actions.invalid')}</p>
          {issues.fields.documents && <p>{issues.fields.documents}</p>}
        </PageAlert>
      )}
      {failure && <PageAlert>{failure}</PageAlert>}
      <div role="status">{saved && <p className="text-sm font-medium text-emerald-800">{saved}</p>}</div>
    </>
  );
}

interface SaveButtonsProps {
  /** The pack is out of draft: one button saves the changes. */
  live: boolean;
  pending: 'save' | 'publish' | undefined;
  onSaveDraft: () => void;
}

/** Save changes (a live pack), or save the draft and publish (the form's submit publishes). */
export function SaveButtons({ live, pending, onSaveDraft }: SaveButtonsProps) {
  const { t } = useTranslation('creatorPack');
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
      {live ? (
        <Button type="submit" size="lg" disabled={pending !== undefined}>
          {pending ? t('actions.saving') : t('actions.saveChanges')}
        </Button>
      ) : (
        <>
          <Button variant="secondary" size="lg" disabled={pending !== undefined} onClick={onSaveDraft}>
            {pending === 'save' ? t('actions.saving') : t('actions.saveDraft')}
          </Button>
          <Button type="submit" size="lg" disabled={pending !== undefined}>
            {pending === 'publish' ? t('actions.publishing') : t('actions.publish')}
          </Button>
        </>
      )}
    </div>
  );
}
