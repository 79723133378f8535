import { useEffect, useSyncExternalStore } from 'react';
import { latestEmails, type Mailbox } from '@mocks/lib/mailbox';
import { refreshDemoData, subscribeDemoData } from '@mocks/persistence';

/** The e-mails the mock "sent", kept up to date with this tab and the others. */
export function useMockEmails(): Mailbox {
  useEffect(() => {
    void refreshDemoData();
    return subscribeDemoData(() => void refreshDemoData());
  }, []);
  return useSyncExternalStore(subscribeDemoData, latestEmails);
}
