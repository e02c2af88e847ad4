import { useId, type ReactNode } from 'react';
import { Icon } from './Icon';
import { Modal } from './Modal';
import styles from './Sheet.module.css';

interface SheetProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  /** Stays at the bottom while the body scrolls (a count, the button that shows the results). */
  footer?: ReactNode;
  testId?: string;
}

/**
 * A modal that is a bottom sheet on phones and a centred dialog (at most 780 px wide, docs/product.md § 2) on larger
 * screens; it slides up unless the visitor prefers reduced motion. The modal keeps focus inside it, closes it on
 * Escape or a tap outside, and gives focus back to what opened it.
 */
export function Sheet({ isOpen, onOpenChange, title, closeLabel, children, footer, testId }: SheetProps) {
  const titleId = useId();
  return (
    <Modal
      isOpen={isOpen}
      onClose={() => onOpenChange(false)}
      labelledBy={titleId}
      overlayClassName={styles.overlay}
      modalClassName={styles.modal}
      className={styles.dialog}
      testId={testId}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => onOpenChange(false)}>
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Modal>
  );
}
