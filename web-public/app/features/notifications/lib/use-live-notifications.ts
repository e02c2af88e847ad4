import { NOTIFICATION_PUSH_EVENT, type RealtimeEndpoint } from '@anonse/contracts/browser';
import { useEffect, useRef } from 'react';
import { socketUrl } from './bell';

/** Sent by the API when the person read something in another tab or device. */
const READ_ELSEWHERE_EVENT = 'notifications:read';
/** Several pushes at once (a batch of approvals) cause one reload. */
const COALESCE_MS = 150;

/**
 * Listens on the person's private live channel and calls `onChange` when a notice arrives, when they read some
 * elsewhere, and on every (re)connection — what arrived while the browser was away is then loaded by the list
 * itself. socket.io-client is loaded on demand, so visitors who are not signed in never download it.
 */
export function useLiveNotifications(accountId: string | null, endpoint: RealtimeEndpoint | null, onChange: () => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  const port = endpoint?.port ?? null;
  const path = endpoint?.path ?? null;

  useEffect(() => {
    if (!accountId || path === null) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let close: (() => void) | undefined;
    const changed = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), COALESCE_MS);
    };
    import('socket.io-client')
      .then(({ io }) => {
        if (cancelled) return;
        // WebSocket first: one connection that stays on one server process, so several HTTP processes (node:cluster,
        // or nodes behind a balancer) need no sticky sessions; long polling remains the fallback.
        const socket = io(socketUrl({ port, path }, window.location), {
          path,
          withCredentials: true,
          transports: ['websocket', 'polling'],
        });
        socket.on('connect', changed);
        socket.on(NOTIFICATION_PUSH_EVENT, changed);
        socket.on(READ_ELSEWHERE_EVENT, changed);
        close = () => {
          socket.removeAllListeners();
          socket.disconnect();
        };
      })
      .catch(() => {
        /* no live updates (the chunk failed to load): the list still reloads on every navigation */
      });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      close?.();
    };
  }, [accountId, port, path]);
}
