import { useEffect, useRef } from 'react';
import { SUPPORT_CHAT_PUSH_EVENT, type RealtimeEndpoint, type SupportChatLiveItem } from '@anonse/contracts';
import { httpClient } from '#admin/api/client';

/**
 * Calls `onChange` with the chat's id whenever a support chat changes (a message, a note, an assignment, a status),
 * and with null on every (re)connection, when something may have been missed: moderators' and administrators' sockets are in the staff
 * room the API pushes chat changes to (docs/product.md § support chat). Being connected is also what tells people
 * that staff are online. The endpoint (a port of its own with SOCKET_PORT) comes with the notification list, as
 * for the site; socket.io-client loads on demand.
 */
export function useSupportLive(onChange: (chatId: string | null) => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    let closed = false;
    let close: (() => void) | undefined;
    void (async () => {
      let endpoint: RealtimeEndpoint = { port: null, path: '/socket.io/' };
      try {
        const { json } = await httpClient('/api/notifications?limit=1');
        endpoint = (json as { data: { realtime: RealtimeEndpoint } }).data.realtime ?? endpoint;
      } catch {
        /* the defaults: the console's own origin */
      }
      const { io } = await import('socket.io-client');
      if (closed) return;
      const url = endpoint.port === null ? undefined : `${window.location.protocol}//${window.location.hostname}:${endpoint.port}`;
      const socket = io(url, { path: endpoint.path, withCredentials: true, transports: ['websocket', 'polling'] });
      socket.on('connect', () => latest.current(null));
      socket.on(SUPPORT_CHAT_PUSH_EVENT, (item: SupportChatLiveItem) => latest.current(item.chatId));
      close = () => {
        socket.removeAllListeners();
        socket.disconnect();
      };
    })().catch(() => undefined);
    return () => {
      closed = true;
      close?.();
    };
  }, []);
}
