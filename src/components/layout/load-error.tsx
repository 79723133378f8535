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
        <button
          type="button"
          className="p-button p-component p-button-outlined p-button-sm"
          onClick={onRetry}
          disabled={retrying}
          aria-busy={retrying}
        >
          <i
            className={`pi ${retrying ? 'pi-spin pi-spinner' : 'pi-refresh'} p-button-icon p-button-icon-left`}
            aria-hidden="true"
          />
          <span className="p-button-label">Tentar novamente</span>
        </button>
      )}
    </div>
  );
}
