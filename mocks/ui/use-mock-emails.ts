import { useEffect, useSyncExternalStore } from 'react';
import { db } from '../db';
import type { EmailRecord } from '../db/schema';
import { refreshDemoData, subscribeDemoData } from '../persistence';

let cached: { source: readonly EmailRecord[]; length: number; sorted: EmailRecord[] } | undefined;

/** Newest first; the same array while nothing changed (useSyncExternalStore needs a stable value). */
function newestFirst(): EmailRecord[] {
  const source = db.emails.all();
  if (cached?.source === source && cached.length === source.length) return cached.sorted;
  const sorted = [...source].sort((a, b) => b.enviadoEm.localeCompare(a.enviadoEm) || b.emailId - a.emailId);
  cached = { source, length: source.length, sorted };
  return sorted;
}

/** The e-mails the mock "sent", kept up to date with this tab and the others. */
export function useMockEmails(): EmailRecord[] {
  useEffect(() => {
    void refreshDemoData();
    return subscribeDemoData(() => void refreshDemoData());
  }, []);
  return useSyncExternalStore(subscribeDemoData, newestFirst);
}
