import { href } from '@anonse/contracts/browser';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLocale, usePathname, useRootData } from '#web/lib/app-data';
import styles from './MessageAdvertiser.module.css';

const loadDialog = () => import('./ComposeDialog');
const ComposeDialog = lazy(() => loadDialog().then((m) => ({ default: m.ComposeDialog })));

interface Props {
  adId: string;
  adTitle: string;
  /** "Napisz wiadomość" / "Send a message" and its signed-out form, from the ad page's own texts. */
  label: string;
  loginLabel: string;
}

/**
 * "Send a message" on the ad page. A visitor who is not signed in gets a plain link to the login page that comes
 * back here (the page stays an island page: no script for it); a signed-in person a button whose dialog, with the
 * messaging texts, is a chunk fetched when the pointer or the focus comes near.
 */
export function MessageAdvertiser({ adId, adTitle, label, loginLabel }: Props) {
  const root = useRootData();
  const locale = useLocale();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (!root?.user)
    return (
      <Link to={`${href('login', locale)}?next=${encodeURIComponent(pathname)}`} className={styles.button} data-testid="ad-message-login">
        {loginLabel}
      </Link>
    );
  const preload = () => void loadDialog().catch(() => undefined);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
        data-testid="ad-message"
      >
        {label}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ComposeDialog adId={adId} adTitle={adTitle} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
