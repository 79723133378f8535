import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { createStore, useStore } from '@/lib/store';

/** The panel's name, after the page's heading in every title. */
export const PANEL_NAME = 'Painel da Associação';

/**
 * A page's title: its heading, the record's name when the page shows one, then the panel.
 * `pageTitle('Arrecadação')` → "Arrecadação · Painel da Associação";
 * `pageTitle('Informações do associado', 'Cartório Silva')` → "Informações do associado — Cartório Silva · Painel da Associação".
 */
export function pageTitle(heading: string, recordName?: string): string {
  return `${recordName ? `${heading} — ${recordName}` : heading} · ${PANEL_NAME}`;
}

/** The record's name a page showed, with the address it showed it on: it never outlives that page. */
const recordName = createStore<{ pathname: string; name: string } | undefined>(undefined);

/**
 * Adds the record a page shows to the route's title, once loaded (a record page's `RecordPage`
 * does it): `useRecordNameInTitle(associado?.nome)`.
 */
export function useRecordNameInTitle(name: string | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    const shown = name?.trim();
    if (!shown) return;
    const entry = { pathname, name: shown };
    recordName.set(entry);
    return () => {
      if (recordName.get() === entry) recordName.set(undefined);
    };
  }, [name, pathname]);
}

/** The record's name shown on `pathname`, if its page gave one. */
export function useRecordNameOf(pathname: string): string | undefined {
  const entry = useStore(recordName);
  return entry?.pathname === pathname ? entry.name : undefined;
}
