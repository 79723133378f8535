import { useEffect, useSyncExternalStore } from 'react';
import { db } from '../db';
import type { EmailRecord } from '../db/schema';
import { refreshDemoData, subscribeDemoData } from '../persistence';

/** How many e-mails the mailbox shows: sending a national remessa "sends" 12,500. */
export const MAILBOX_SIZE = 100;

export interface MockEmails {
  /** Every e-mail sent. */
  total: number;
  /** The newest MAILBOX_SIZE, newest first. */
  latest: EmailRecord[];
}

let cached: { table: typeof db.emails; version: number; emails: MockEmails } | undefined;

/** The same object while nothing changed (useSyncExternalStore needs a stable value). */
function current(): MockEmails {
  const table = db.emails;
  if (cached?.table === table && cached.version === table.version) return cached.emails;
  // E-mails are kept in the order they were sent: the newest are the last ones.
  const latest = table
    .all()
    .slice(-MAILBOX_SIZE)
    .sort((a, b) => b.enviadoEm.localeCompare(a.enviadoEm) || b.emailId - a.emailId);
  const emails = { total: table.count(), latest };
  cached = { table, version: table.version, emails };
  return emails;
}

/** The e-mails the mock "sent", kept up to date with this tab and the others. */
export function useMockEmails(): MockEmails {
  useEffect(() => {
    void refreshDemoData();
    return subscribeDemoData(() => void refreshDemoData());
  }, []);
  return useSyncExternalStore(subscribeDemoData, current);
}
