import { Pause, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { StudioPack } from '../../../common/contracts/studio';
import { Button, ButtonLink } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { apiErrorText } from '../../lib/api-error-text';
import { useLanguage } from '../../lib/use-language';
import { useDeleteDraft, useSetPaused } from './api/pack-state';
import { PackStatusBadge } from '../../components/pack-status-badge';

/** Where the pack stands: its state and documents, and what can be done with it (pause, resume, delete a draft). */
export function PackStatePanel({ pack }: { pack: StudioPack }) {
  const { t } = useTranslation('creatorPack');
  const { localize } = useLanguage();
  const paused = useSetPaused(pack.id);
  const { documents } = pack;
  const busy = documents.queued + documents.processing;
  const notes = { draft: 'manage.draftNote', published: 'manage.publishedNote', paused: 'manage.pausedNote' };

  return (
    <section
      aria-labelledby="pack-state-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="pack-state-heading" className="text-base font-semibold text-slate-900">
          {t('manage.heading')}
        </h2>
        <PackStatusBadge status={pack.status} />
      </div>
      <p className="mt-2 text-sm text-pretty text-slate-600">{t(notes[pack.status])}</p>

      <h3 className="mt-4 text-sm font-semibold text-slate-800">{t('manage.documents')}</h3>
      <ul className="mt-1 space-y-0.5 text-sm text-slate-600">
        <li>{t('manage.ready', { count: documents.ready })}</li>
        {busy > 0 && <li>{t('manage.processing', { count: busy })}</li>}
        {documents.failed > 0 && (
          <li className="text-red-700">{t('manage.failed', { count: documents.failed })}</li>
        )}
        <li>{t('manage.chunks', { count: pack.totalChunks })}</li>
      </ul>

      <div className="mt-4 flex flex-wrap gap-2">
        <ButtonLink variant="secondary" size="sm" to={`${localize('/creator/upload')}?pack=${pack.id}`}>
          {t('manage.manageDocuments')}
        </ButtonLink>
        {pack.status !== 'draft' && (
          <ButtonLink variant="ghost" size="sm" to={localize(`/pack/${pack.slug}`)}>
            {t('manage.viewSalesPage')}
          </ButtonLink>
        )}
      </div>

      {pack.status !== 'draft' && (
        <div className="mt-4 border-t border-slate-200 pt-4">
          <Button
            variant="secondary"
            size="sm"
            disabled={paused.isPending}
            onClick={() => paused.mutate(pack.status === 'published')}
          >
            {pack.status === 'published' ? (
              <>
                <Pause className="size-4" aria-hidden />
                {paused.isPending ? t('manage.pausing') : t('manage.pause')}
              </>
            ) : (
              <>
                <Play className="size-4" aria-hidden />
                {paused.isPending ? t('manage.resuming') : t('manage.resume')}
              </>
            )}
          </Button>
          {paused.isError && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {t('manage.stateFailed', { reason: apiErrorText(paused.error, t) })}
            </p>
          )}
        </div>
      )}
      {pack.status === 'draft' && <DeleteDraft pack={pack} />}
    </section>
  );
}

function DeleteDraft({ pack }: { pack: StudioPack }) {
  const { t } = useTranslation('creatorPack');
  const { localize } = useLanguage();
  const navigate = useNavigate();
  const remove = useDeleteDraft(pack.id);
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <Button
        icon={Trash2}
        variant="ghost"
        size="sm"
        className="text-red-700 hover:bg-red-50"
        onClick={() => setOpen(true)}
      >
        {t('manage.deleteDraft')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('manage.deleteTitle')}
        closeLabel={t('manage.close')}
      >
        <p className="mt-3 text-sm text-slate-600">{t('manage.deleteText', { title: pack.title })}</p>
        {remove.isError && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {t('manage.deleteFailed', { reason: apiErrorText(remove.error, t) })}
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('manage.cancel')}
          </Button>
          <Button
            className="bg-red-600 hover:bg-red-700"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, { onSuccess: () => void navigate(localize('/creator/upload')) })
            }
          >
            {remove.isPending ? t('manage.deleting') : t('manage.deleteConfirm')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
