import { NOTIFICATION_PUSH_EVENT, type RealtimeEndpoint } from '@anonse/contracts/browser';
import { useEffect, useMemo, useRef } from 'react';
import { useLiveChannel } from './live-socket';

/** Sent by the API when the person read something in another tab or device. */
const READ_ELSEWHERE_EVENT = 'notifications:read';
/** Several pushes at once (a batch of approvals) cause one reload. */
const COALESCE_MS = 150;

/**
 * Calls `onChange` when a notice arrives on the person's private live channel, when they read some elsewhere, and on
 * every (re)connection — what arrived while the browser was away is then loaded by the list itself.
 */
export function useLiveNotifications(accountId: string | null, endpoint: RealtimeEndpoint | null, onChange: () => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const listener = useMemo(() => {
    const changed = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(), COALESCE_MS);
    };
    return { events: { [NOTIFICATION_PUSH_EVENT]: changed, [READ_ELSEWHERE_EVENT]: changed }, onConnect: changed };
  }, []);
  useLiveChannel(accountId, endpoint, listener);
}
