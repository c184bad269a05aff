import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../lib/api-error-text';

interface RequestErrorProps {
  /** A query or a mutation. */
  request: { isError: boolean; error: unknown };
  className: string;
}

/** Why a request failed, in a line announced as it appears; nothing while it has not failed. */
export function RequestError({ request, className }: RequestErrorProps) {
  const { t } = useTranslation();
  if (!request.isError) return null;
  return (
    <p role="alert" className={className}>
      {apiErrorText(request.error, t)}
    </p>
  );
}
