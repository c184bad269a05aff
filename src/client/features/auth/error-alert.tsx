import { AlertCircle } from 'lucide-react';
import type { ErrorText } from './error-text';

/** An error shown where it happened (inside the modal or menu), announced to screen readers. */
export function ErrorAlert({ error, className = '' }: { error: ErrorText; className?: string }) {
  return (
    <div
      role="alert"
      className={`flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 ${className}`}
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p>{error.text}</p>
        {error.detail && <p className="mt-1 break-words text-red-700">{error.detail}</p>}
      </div>
    </div>
  );
}
