import { useEffect, useMemo, useRef } from 'react';
import { useRootData } from '#web/lib/app-data';
import { useLiveChannel } from './live-socket';

interface Positioned {
  position: number;
}

export interface LiveFeedOptions<Item extends Positioned> {
  /** Each item once per arrival (the caller's merge drops what it already has). */
  onItem: (item: Item) => void;
  /** Reads what was missed after `position`; null: nothing seen yet, so read everything shown afresh. Resolves to the new position. */
  catchUp: (position: number | null) => Promise<number | null>;
}

/**
 * A live feed with nothing lost (messages, the support chat): items pushed as socket event `event` as they happen,
 * and on every (re)connection — or when the browser says it is online again, which can come before the socket
 * notices it was cut — a catch-up from the last position seen. Catch-ups never overlap: one asked for while another
 * runs runs right after it. A live item moves the position too: while connected, the account's room receives its
 * items in position order, so everything up to it has arrived; whatever came after the last one seen is read by the
 * next catch-up.
 */
export function useLiveFeed<Item extends Positioned>(
  accountId: string,
  event: string,
  isItem: (payload: unknown) => payload is Item,
  { onItem, catchUp }: LiveFeedOptions<Item>,
  initialPosition: number | null = null,
): void {
  const root = useRootData();
  const position = useRef<number | null>(initialPosition);
  const latest = useRef({ onItem, catchUp, isItem });
  latest.current = { onItem, catchUp, isItem };
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
      if (!latest.current.isItem(payload)) return;
      position.current = position.current === null ? payload.position : Math.max(position.current, payload.position);
      latest.current.onItem(payload);
    };
    return { events: { [event]: push }, onConnect: run, run };
  }, [event]);

  useLiveChannel(accountId, root?.notifications?.realtime ?? null, listener);

  useEffect(() => {
    window.addEventListener('online', listener.run);
    return () => window.removeEventListener('online', listener.run);
  }, [listener]);
}
