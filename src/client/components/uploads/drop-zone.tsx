import { Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { acceptAttribute, type FileKind } from '../../lib/uploads/accept-files';

interface DropZoneProps {
  /** Off (say, until a pack is chosen): nothing can be dropped or picked, and `label` says why. */
  disabled: boolean;
  /** What the zone says, and the file input's name. */
  label: string;
  /** The smaller line below: where the files go, which kinds, how large. */
  hint: string;
  kinds: readonly FileKind[];
  onFiles: (files: File[]) => void;
}

/** Drag files onto it, or click (or press Enter or Space on it) to open the file picker; several files at once. */
export function DropZone({ disabled, label, hint, kinds, onFiles }: DropZoneProps) {
  const inputId = useId();
  const textId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

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
      <span id={textId} className="phrases mt-3 text-sm font-semibold text-balance text-slate-900">
        {label}
      </span>
      <span id={hintId} className="phrases mt-1 text-xs text-balance text-slate-600">
        {hint}
      </span>
      <input
        id={inputId}
        type="file"
        multiple
        accept={acceptAttribute(kinds)}
        disabled={disabled}
        onChange={handleChange}
        aria-labelledby={textId}
        aria-describedby={hintId}
        className="sr-only"
      />
    </label>
  );
}
