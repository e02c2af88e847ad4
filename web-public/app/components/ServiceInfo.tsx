import { serviceBySlug } from '@anonse/contracts/browser';
import { Button, Dialog, DialogTrigger, Heading, OverlayArrow, Popover } from 'react-aria-components';
import { useLocale } from '../lib/app-data';
import styles from './ServiceInfo.module.css';

/**
 * docs/product.md § 3: some services have a title and a description for an info popup. A small "i" button beside the service's
 * name opens it (keyboard and screen readers included); nothing at all for a service without one. `label` is the
 * button's accessible name in the caller's words (it names the service).
 */
export function ServiceInfoButton({ slug, label }: { slug: string; label: string }) {
  const locale = useLocale();
  const info = serviceBySlug(slug)?.info;
  if (!info) return null;
  return (
    <DialogTrigger>
      <Button className={styles.button} aria-label={label} data-testid="service-info">
        <span aria-hidden="true">i</span>
      </Button>
      <Popover className={styles.popover} placement="top" offset={10}>
        <OverlayArrow className={styles.arrow}>
          <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
        <Dialog className={styles.dialog} data-testid="service-info-popup">
          <Heading slot="title" className={styles.title}>
            {info.title[locale]}
          </Heading>
          <p className={styles.text}>{info.description[locale]}</p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
