import { Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPT_ATTRIBUTE } from './accept-files';

interface DropZoneProps {
  /** The pack the files go to; without one the zone is off and says to choose a pack first. */
  packName: string | undefined;
  onFiles: (files: File[]) => void;
}

/** Drag files onto it, or click (or press Enter or Space on it) to open the file picker; several files at once. */
export function DropZone({ packName, onFiles }: DropZoneProps) {
  const { t } = useTranslation('admin');
  const inputId = useId();
  const textId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const disabled = packName === undefined;

  function handleDragOver(event: DragEvent<HTMLLabelElement>) {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function handleDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onFiles([...(event.target.files ?? [])]);
    event.target.value = ''; // choosing the same file again is a new upload
  }

  return (
    <label
      htmlFor={inputId}
      onDragOver={handleDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={handleDrop}
      className={`flex flex-col items-center rounded-3xl border-2 border-dashed px-6 py-10 text-center transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 ${
        disabled
          ? 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500'
          : dragging
            ? 'cursor-copy border-brand-500 bg-brand-50'
            : 'cursor-pointer border-slate-300 bg-white hover:border-brand-400 hover:bg-brand-50/40'
      }`}
    >
      <Upload className={`size-8 ${disabled ? 'text-slate-300' : 'text-brand-600'}`} aria-hidden />
      <span id={textId} className="mt-3 text-sm font-semibold text-slate-900">
        {disabled ? t('upload.noPack') : t('upload.drop')}
      </span>
      <span id={hintId} className="mt-1 text-xs text-slate-600">
        {disabled ? t('upload.types') : `${t('upload.to', { name: packName })} · ${t('upload.types')}`}
      </span>
      <input
        id={inputId}
        type="file"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        disabled={disabled}
        onChange={handleChange}
        aria-labelledby={textId}
        aria-describedby={hintId}
        className="sr-only"
      />
    </label>
  );
}
