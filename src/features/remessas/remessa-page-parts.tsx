import { LoadError } from '@/components/layout/load-error';
import { getErrorMessage } from '@/lib/http/error-message';
import { isWorthRetrying } from '@/lib/http/http-error';
import { PageLoading } from '@/components/layout/page-loading';

/** A remessa page while its remessa loads, or when it could not be loaded (with Tentar novamente when that may help). */
export function PageStatus({ error, onRetry, retrying }: { error: unknown; onRetry?: () => void; retrying?: boolean }) {
  if (typeof error === 'string') {
    return (
      <p className="form-banner form-banner--error" role="alert">
        {error}
      </p>
    );
  }
  if (error) {
    return (
      <LoadError
        message={getErrorMessage(error)}
        onRetry={isWorthRetrying(error) ? onRetry : undefined}
        retrying={retrying}
      />
    );
  }
  return <PageLoading />;
}
