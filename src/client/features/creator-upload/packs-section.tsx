import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CorpusPack } from '../../../common/contracts/engine';
import { LoadFailureAlert } from '../../components/load-failure';
import { Button } from '../../components/ui/button';
import { PackPickerSkeleton } from '../../components/uploads/pack-picker';
import type { useMyPacks } from './api/get-my-packs';
import { CreatePackForm } from './create-pack-form';
import { PackList } from './pack-list';

interface PacksSectionProps {
  packs: ReturnType<typeof useMyPacks>;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

/**
 * The creator's packs to choose from, and a new one: the form stands open for a creator with none, and opens on
 * request for one who has some. A new pack is chosen at once.
 */
export function PacksSection({ packs, selectedId, onSelect }: PacksSectionProps) {
  const { t } = useTranslation('creatorUpload');
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState('');
  const hasPacks = (packs.data?.length ?? 0) > 0;

  const handleCreated = (pack: CorpusPack) => {
    setCreating(false);
    onSelect(pack.id);
    setNotice(t('createPack.created', { name: pack.title }));
  };

  return (
    <section aria-labelledby="upload-packs-heading" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="upload-packs-heading" className="text-lg font-semibold text-slate-900">
          {t('packs.heading')}
        </h2>
        {hasPacks && !creating && (
          <Button icon={Plus} variant="secondary" size="sm" onClick={() => setCreating(true)}>
            {t('packs.createAnother')}
          </Button>
        )}
      </div>
      <div role="status">{notice && <p className="mt-3 text-sm text-emerald-800">{notice}</p>}</div>
      <div className="mt-4 space-y-4">
        {packs.isPending && <PackPickerSkeleton label={t('packs.loading')} />}
        {packs.isError && (
          <LoadFailureAlert
            namespace="creatorUpload"
            keys={{ loadError: 'packs.loadError', retry: 'packs.retry' }}
            query={packs}
          />
        )}
        {packs.isSuccess && !hasPacks && (
          <CreatePackForm
            heading={t('packs.empty.title')}
            intro={t('packs.empty.text')}
            onCreated={handleCreated}
          />
        )}
        {creating && (
          <CreatePackForm
            heading={t('createPack.heading')}
            onCreated={handleCreated}
            onCancel={() => setCreating(false)}
          />
        )}
        {hasPacks && packs.data && (
          <PackList packs={packs.data} selectedId={selectedId} onSelect={onSelect} />
        )}
      </div>
    </section>
  );
}
