import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';

/** The router's error boundary: a page that throws (or whose code fails to load) shows the error screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    console.error('Page failed', error);
  }, [error]);

  // Navigating to the same place clears the router's error and renders the page again.
  const handleRetry = () => void navigate(location, { replace: true });
  return <ErrorScreen onRetry={handleRetry} />;
}
