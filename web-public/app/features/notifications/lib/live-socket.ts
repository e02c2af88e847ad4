import type { RealtimeEndpoint } from '@anonse/contracts/browser';
import { useEffect, useRef } from 'react';
import { socketUrl } from './bell';

type Handler = (payload: unknown) => void;

export interface LiveListener {
  /** Event name → handler. */
  events: Record<string, Handler>;
  /** Every (re)connection, and at once when the socket is already connected: what was missed is read then. */
  onConnect?: () => void;
}

interface Subscriber {
  dispatch: (event: string, payload: unknown) => void;
  onConnect: () => void;
}

interface Shared {
  key: string;
  listeners: Set<Subscriber>;
  connected: boolean;
  close: () => void;
}

/**
 * One socket per page for everything live (the bell, messages, the unread count): socket.io opens a second
 * connection for a second `io()` on the same namespace, so the listeners share this one. socket.io-client is loaded
 * on demand, so visitors who are not signed in never download it.
 */
let shared: Shared | null = null;

function open(endpoint: RealtimeEndpoint): Shared {
  const key = `${endpoint.port ?? ''}|${endpoint.path}`;
  if (shared && shared.key === key) return shared;
  shared?.close();
  let cancelled = false;
  let disconnect: (() => void) | undefined;
  const state: Shared = {
    key,
    listeners: new Set(),
    connected: false,
    close: () => {
      cancelled = true;
      disconnect?.();
      if (shared === state) shared = null;
    },
  };
  shared = state;
  import('socket.io-client')
    .then(({ io }) => {
      if (cancelled) return;
      // WebSocket first: one connection that stays on one server process, so several HTTP processes (node:cluster,
      // or nodes behind a balancer) need no sticky sessions; long polling remains the fallback.
      const socket = io(socketUrl(endpoint, window.location), {
        path: endpoint.path,
        withCredentials: true,
        transports: ['websocket', 'polling'],
      });
      socket.on('connect', () => {
        state.connected = true;
        for (const l of state.listeners) l.onConnect();
      });
      socket.on('disconnect', () => {
        state.connected = false;
      });
      socket.onAny((event: string, payload: unknown) => {
        for (const l of state.listeners) l.dispatch(event, payload);
      });
      disconnect = () => {
        socket.removeAllListeners();
        socket.offAny();
        socket.disconnect();
      };
    })
    .catch(() => {
      /* no live updates (the chunk failed to load): pages still read fresh data on every navigation */
    });
  return state;
}

/**
 * Listens on the person's private live channel while the component is mounted. The handlers may change on every
 * render; the subscription does not.
 */
export function useLiveChannel(accountId: string | null, endpoint: RealtimeEndpoint | null, listener: LiveListener): void {
  const latest = useRef(listener);
  latest.current = listener;
  const port = endpoint?.port ?? null;
  const path = endpoint?.path ?? null;

  useEffect(() => {
    if (!accountId || path === null) return;
    const own: Subscriber = {
      dispatch: (event, payload) => latest.current.events[event]?.(payload),
      onConnect: () => latest.current.onConnect?.(),
    };
    const channel = open({ port, path });
    channel.listeners.add(own);
    if (channel.connected) own.onConnect();
    return () => {
      channel.listeners.delete(own);
      // The last listener gone (signed out, or a page without live parts): the socket goes too.
      if (channel.listeners.size === 0) channel.close();
    };
  }, [accountId, port, path]);
}
