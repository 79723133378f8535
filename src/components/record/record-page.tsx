import { useDeferredValue, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { LoadError } from '@/components/layout/load-error';
import { PageHeader } from '@/components/layout/page-header';
import { PageLoading } from '@/components/layout/page-loading';
import { useRecordNameInTitle } from '@/components/layout/page-title';
import { getErrorMessage } from '@/lib/http/error-message';
import { isWorthRetrying } from '@/lib/http/http-error';
import { parseRouteId } from '@/utils/route-id';
import './record-page.css';

/** What RecordPage needs of the page's generated query (`useObterUsuario(id)`). */
export interface RecordQuery<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The record id of the route's `:name`, or undefined when the address holds no id (`/associados/info/abc`):
 * the page then shows its not-found text and calls nothing. `useRecordId('associadoId')`
 */
export function useRecordId(name: string): number | undefined {
  return parseRouteId(useParams()[name]);
}

interface RecordPageProps<T> {
  /** The page's heading: the same words as its route's `handle.title` (the document's title). */
  title: string;
  /** The record's name, added to the document's title once the record is there: `(associado) => associado.nome`. */
  recordName?: (record: T) => string | undefined;
  /** A BackLink. */
  back: ReactNode;
  /** The header's buttons, once the record is there. */
  actions?: (record: T) => ReactNode;
  /** The record's query. A new-record form has none and shows `children(undefined)` at once. */
  query?: RecordQuery<T>;
  /** Why there is nothing to show: an id that is no id ("Associado não encontrado."), a record this page does not show. */
  problem?: string | false;
  /**
   * A failed refresh is told above the record still on screen (a detail page). A form keeps quiet:
   * what was typed stays, and the save reads the record again anyway.
   */
  showRefreshError?: boolean;
  /**
   * The record's first arrival renders at once, without the background render's wait, since the
   * person is waiting for it (the associate form: the longest, and under 50 ms at CPU ×4).
   */
  firstRecordAtOnce?: boolean;
  /** The page's body, once there is a record (or at once, without a query). */
  children: (record: T | undefined) => ReactNode;
}

/**
 * A form or detail page of one record: its header, then the record, or while it loads a placeholder
 * as tall as the screen (the footer does not jump when the record arrives), or why it could not be
 * loaded (with Tentar novamente when that may help), or `problem`. A failed refresh never takes the
 * record (and what was typed) away.
 * `<RecordPage title="Edição do usuário" back={back} query={query} problem={problem}>{(usuario) => <UsuarioForm usuario={usuario} />}</RecordPage>`
 */
export function RecordPage<T>({
  title,
  recordName,
  back,
  actions,
  query,
  problem,
  showRefreshError,
  firstRecordAtOnce = false,
  children,
}: RecordPageProps<T>) {
  // The record's body (a form of some fifty fields, a table) mounts in a background render that React
  // splits into short tasks, so the page stays responsive; meanwhile the placeholder stays. So does a
  // fresher copy of the record, so typing stays smooth while the form takes it.
  const deferred = useDeferredValue(query?.data);
  const record = firstRecordAtOnce && deferred === undefined ? query?.data : deferred;
  useRecordNameInTitle(record !== undefined && !problem ? recordName?.(record) : undefined);
  const loadError = query?.isError && (
    <LoadError
      message={getErrorMessage(query.error)}
      onRetry={isWorthRetrying(query.error) ? () => void query.refetch() : undefined}
      retrying={query.isFetching}
    />
  );
  let body: ReactNode;
  if (problem) {
    body = (
      <div className="notice" role="alert">
        {problem}
      </div>
    );
  } else if (!query || record !== undefined) {
    body = (
      <>
        {showRefreshError && loadError}
        {children(record)}
      </>
    );
  } else if (loadError) {
    body = loadError;
  } else {
    body = (
      <div className="record-page__loading">
        <PageLoading />
      </div>
    );
  }
  return (
    <>
      <PageHeader title={title} back={back} actions={record !== undefined && !problem && actions?.(record)} />
      {body}
    </>
  );
}
