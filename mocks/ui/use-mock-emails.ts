import { useEffect, useSyncExternalStore } from 'react';
import { db } from '../db';
import type { EmailRecord } from '../db/schema';
import { refreshDemoData, subscribeDemoData } from '../persistence';

let cached: { table: typeof db.emails; version: number; sorted: EmailRecord[] } | undefined;

/** Newest first; the same array while nothing changed (useSyncExternalStore needs a stable value). */
function newestFirst(): EmailRecord[] {
  const table = db.emails;
  if (cached?.table === table && cached.version === table.version) return cached.sorted;
  const sorted = table.all().sort((a, b) => b.enviadoEm.localeCompare(a.enviadoEm) || b.emailId - a.emailId);
  cached = { table, version: table.version, sorted };
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
