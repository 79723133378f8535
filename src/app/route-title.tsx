import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { pageTitle, PANEL_NAME, useRecordNameOf } from '@/components/layout/page-title';
import { routeTitleOf } from './route-handle';

/**
 * The document's title, set in this one place from the route on screen: its heading (the route's
 * `handle.title`), the record's name once its page has it, then the panel
 * ("Informações do associado — Cartório Silva · Painel da Associação"; WCAG 2.4.2).
 */
export function useRouteTitle() {
  const heading = routeTitleOf(useMatches());
  const { pathname } = useLocation();
  const recordName = useRecordNameOf(pathname);
  const title = heading ? pageTitle(heading, recordName) : PANEL_NAME;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
