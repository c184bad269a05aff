import { FolderUp } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button';

/**
 * Chooses a whole folder (a knowledge base's export, a folder of notes) for one import. The browser's folder picker
 * is `webkitdirectory`, which every current browser supports under that name; React does not know the attribute,
 * so it is set on the element itself.
 */
export function FolderButton({ disabled, onFiles }: { disabled: boolean; onFiles: (files: File[]) => void }) {
  const { t } = useTranslation('creatorUpload');
  const input = useRef<HTMLInputElement>(null);
  const setFolderPicker = (element: HTMLInputElement | null) => {
    input.current = element;
    element?.setAttribute('webkitdirectory', '');
  };

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onFiles([...(event.target.files ?? [])]);
    event.target.value = '';
  }

  return (
    <>
      <input
        ref={setFolderPicker}
        type="file"
        multiple
        disabled={disabled}
        onChange={handleChange}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
      />
      <button
        type="button"
        disabled={disabled}
        onClick={() => input.current?.click()}
        className={buttonClass('secondary', 'sm')}
      >
        <FolderUp className="size-4" aria-hidden />
        {t('import.folder')}
      </button>
    </>
  );
}
