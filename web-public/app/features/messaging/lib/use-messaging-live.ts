import type { MESSAGING_PUSH_EVENT } from '@anonse/contracts/browser';
import { useEffect, useMemo, useRef } from 'react';
import { useLiveChannel } from '#web/features/notifications/lib/live-socket';
import { useRootData } from '#web/lib/app-data';
import type { MessagingItem } from './dto';
import { lastPosition } from './thread';

// Spelled out, checked against the contracts' constant by its type (the value's module would be one more shared chunk).
const MESSAGING_EVENT: typeof MESSAGING_PUSH_EVENT = 'messaging';

interface Options {
  /** Each item once per arrival (the caller's merge drops what it already has). */
  onItem: (item: MessagingItem) => void;
  /** Reads what was missed after `position`; null: nothing seen yet, so read everything shown afresh. */
  catchUp: (position: number | null) => Promise<number | null>;
}

/**
 * Live messages with nothing lost: items pushed on the live channel as they happen, and on every (re)connection — or
 * when the browser says it is online again, which can come before the socket notices it was cut — a catch-up from the
 * last position seen. Catch-ups never overlap: one asked for while another runs runs right after it. A live item moves
 * the position too: while connected, the account's room receives its items in position order, so everything up to
 * it has arrived; whatever came after the last one seen is read by the next catch-up.
 */
export function useMessagingLive(accountId: string, { onItem, catchUp }: Options): void {
  const root = useRootData();
  const position = useRef<number | null>(null);
  const latest = useRef({ onItem, catchUp });
  latest.current = { onItem, catchUp };
  const running = useRef<Promise<void> | null>(null);
  const again = useRef(false);

  const listener = useMemo(() => {
    const run = (): void => {
      if (running.current) {
        again.current = true;
        return;
      }
      running.current = latest.current
        .catchUp(position.current)
        .then((next) => {
          position.current = next === null ? position.current : Math.max(position.current ?? next, next);
        })
        .catch(() => {
          /* the next connection or "online" tries again */
        })
        .finally(() => {
          running.current = null;
          if (again.current) {
            again.current = false;
            run();
          }
        });
    };
    const push = (payload: unknown) => {
      const item = payload as MessagingItem;
      if (!item || typeof item.conversationId !== 'string') return;
      position.current = lastPosition(position.current, [item]);
      latest.current.onItem(item);
    };
    return { events: { [MESSAGING_EVENT]: push }, onConnect: run, run };
  }, []);

  useLiveChannel(accountId, root?.notifications?.realtime ?? null, listener);

  useEffect(() => {
    window.addEventListener('online', listener.run);
    return () => window.removeEventListener('online', listener.run);
  }, [listener]);
}
