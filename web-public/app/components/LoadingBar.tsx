import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import styles from './LoadingBar.module.css';
import { island } from '#web/islands/island';

/** docs/product.md § 9: the bar shows only once a navigation has been pending this long (ms)… */
export const LOADING_BAR_THROTTLE_MS = 200;
/** …and fills over at most this long (ms), then waits near the end until the page arrives. */
export const LOADING_BAR_DURATION_MS = 5000;

type Phase = 'idle' | 'waiting' | 'running' | 'done';

/**
 * The top loading bar: driven by the router's navigation state, shown after 200 ms pending (a fast page never
 * flashes it), grows over at most 5 s, completes and hides when the page is there. Reduced motion: no animation,
 * the bar simply shows while loading.
 */
export function LoadingBar({ label }: { label: string }) {
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (busy) {
      setPhase((p) => (p === 'running' ? p : 'waiting'));
      const t = window.setTimeout(() => setPhase('running'), LOADING_BAR_THROTTLE_MS);
      return () => window.clearTimeout(t);
    }
    setPhase((p) => (p === 'running' ? 'done' : 'idle'));
    return undefined;
  }, [busy]);

  useEffect(() => {
    if (phase !== 'done') return;
    const t = window.setTimeout(() => setPhase('idle'), 300);
    return () => window.clearTimeout(t);
  }, [phase]);

  if (phase !== 'running' && phase !== 'done') return null;
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={phase === 'done' ? 100 : undefined}
      data-testid="loading-bar"
      data-phase={phase}
      style={{ '--loading-duration': `${LOADING_BAR_DURATION_MS}ms` } as React.CSSProperties}
    >
      <span className={phase === 'done' ? styles.fillDone : styles.fill} />
    </div>
  );
}

export const LoadingBarIsland = island('loading-bar', LoadingBar);
