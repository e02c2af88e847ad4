import type { MESSAGING_PUSH_EVENT } from '@anonse/contracts/browser';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLiveChannel } from '#web/features/notifications/lib/live-socket';
import { useApi, useRootData } from '#web/lib/app-data';
import { getUnreadCount } from '../api/unread-count';
import { MESSAGES_READ_EVENT } from '../lib/read-event';

// Spelled out, checked against the contracts' constant by its type: importing the value would bring the messaging
// limits module into every signed-in page's shell.
const MESSAGING_EVENT: typeof MESSAGING_PUSH_EVENT = 'messaging';
/** A burst of messages causes one read of the count. */
const COALESCE_MS = 150;

/**
 * Keeps the header's unread count current: read again when a message arrives on the live channel, on every
 * reconnection, and when the messages page read some. A chunk of its own, fetched after the page started.
 */
export function MessagesLiveCount({ onCount }: { onCount: (count: number) => void }) {
  const api = useApi();
  const root = useRootData();
  const latest = useRef(onCount);
  latest.current = onCount;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const refresh = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      getUnreadCount(api)
        .then((count) => latest.current(count))
        .catch(() => undefined);
    }, COALESCE_MS);
  }, [api]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const listener = useMemo(() => ({ events: { [MESSAGING_EVENT]: refresh }, onConnect: refresh }), [refresh]);
  useLiveChannel(root?.user?.id ?? null, root?.notifications?.realtime ?? null, listener);
  useEffect(() => {
    window.addEventListener(MESSAGES_READ_EVENT, refresh);
    return () => window.removeEventListener(MESSAGES_READ_EVENT, refresh);
  }, [refresh]);
  return null;
}
