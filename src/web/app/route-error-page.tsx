import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorCard } from '#web/components/error-card.tsx';

/** A page chunk that failed to load (offline, or replaced by a new deployment). */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

/**
 * Router errorElement: render errors, failed loaders and chunks that did not load.
 * Retry navigates to the same URL: a new location resets the router's error boundary and
 * re-renders the page (revalidate alone does not clear a render error reliably). A chunk that
 * failed to load stays failed in the browser's module map, so that case reloads the page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    console.error(error);
  }, [error]);

  function retry() {
    if (isChunkLoadError(error)) {
      window.location.reload();
      return;
    }
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <div className="px-4 py-16">
      <ErrorCard onRetry={retry} />
    </div>
  );
}
