import { X } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/** A dialog about a subject that may be none: open while there is one, and titled after it. */
export function dialogAbout<T>(subject: T | null, title: (subject: T) => string) {
  return { open: subject !== null, title: subject === null ? '' : title(subject) };
}

/** A modal on the native <dialog>: focus is trapped, Escape and the backdrop close it. */
export function Dialog({ open, onClose, title, closeLabel, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose(); // a click on the backdrop, outside the panel
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl p-0 shadow-2xl"
    >
      {open && (
        <div className="relative p-6 sm:p-8">
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="absolute top-3 right-3 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <X className="size-5" aria-hidden />
          </button>
          <h2 id={titleId} className="pr-8 text-xl font-bold text-slate-900">
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  );
}

interface DialogActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  /** The confirming button's words (its pending words while it works). */
  confirmLabel: string;
  /** Without it the confirming button submits the form it stands in. */
  onConfirm?: () => void;
  disabled?: boolean;
  /** Red: what it confirms cannot be undone. */
  danger?: boolean;
}

/** Cancel and the confirming button at a dialog's foot: on the right, stacked with Confirm on top on a phone. */
export function DialogActions({
  cancelLabel,
  onCancel,
  confirmLabel,
  onConfirm,
  disabled,
  danger,
}: DialogActionsProps) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        disabled={disabled}
        onClick={onConfirm}
        className={danger ? 'bg-red-600 hover:bg-red-700' : ''}
      >
        {confirmLabel}
      </Button>
    </div>
  );
}

interface ConfirmDialogProps
  extends Omit<DialogProps, 'children'>, Omit<DialogActionsProps, 'onCancel' | 'onConfirm'> {
  /** What confirming does. */
  text: ReactNode;
  onConfirm: () => void;
  /** What Cancel does, when it is not closing the dialog. */
  onCancel?: () => void;
  /** Below the sentence: a failure, say. */
  children?: ReactNode;
}

/** A question before something that is hard to take back: the title, what it does, then Cancel and Confirm. */
export function ConfirmDialog({ text, children, onCancel, confirmLabel, ...props }: ConfirmDialogProps) {
  const { onConfirm, disabled, danger, cancelLabel, ...dialog } = props;
  return (
    <Dialog {...dialog}>
      <p className="mt-3 text-slate-600">{text}</p>
      {children}
      <DialogActions
        cancelLabel={cancelLabel}
        onCancel={onCancel ?? dialog.onClose}
        confirmLabel={confirmLabel}
        onConfirm={onConfirm}
        disabled={disabled}
        danger={danger}
      />
    </Dialog>
  );
}

interface DialogFormProps extends Omit<DialogActionsProps, 'onConfirm'> {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The sentence under the title. */
  text?: ReactNode;
  /** The sentence's id, for a field it describes. */
  textId?: string;
  children?: ReactNode;
}

/** A dialog's body as a form (the browser's own checks off): its sentence, its fields, then Cancel and Confirm. */
export function DialogForm({ onSubmit, text, textId, children, ...actions }: DialogFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 space-y-4">
      {text && (
        <p id={textId} className="text-sm text-slate-600">
          {text}
        </p>
      )}
      {children}
      <DialogActions {...actions} />
    </form>
  );
}
