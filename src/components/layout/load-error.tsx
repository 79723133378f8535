import { Button } from '@/components/ui/button';
import './load-error.css';

interface LoadErrorProps {
  /** Why the page could not load or refresh, as getErrorMessage words it. */
  message: string;
  /** Asks the server again (the query's refetch). Without it, no button (nothing to retry). */
  onRetry?: () => void;
  /** The retry is running. */
  retrying?: boolean;
}

/**
 * A page's data could not be loaded or refreshed: the reason and Tentar novamente, in place of
 * the data or above the data already on screen.
 * `{error && <LoadError message={getErrorMessage(error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />}`
 */
export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <div className="form-banner form-banner--error load-error" role="alert">
      <span>{message}</span>
      {onRetry && (
        <Button
          label="Tentar novamente"
          icon="pi-refresh"
          variant="outlined"
          size="small"
          onClick={onRetry}
          loading={retrying}
        />
      )}
    </div>
  );
}
