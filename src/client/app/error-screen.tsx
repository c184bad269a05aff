import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';

/** "Something went wrong", with Try Again and Refresh Page (spec 01 §2). */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section role="alert" className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <AlertTriangle className="size-12 text-amber-500" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">{t('errorBoundary.title')}</h1>
      <p className="mt-2 text-slate-600">{t('errorBoundary.text')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>{t('errorBoundary.tryAgain')}</Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('errorBoundary.refresh')}
        </Button>
      </div>
    </section>
  );
}
