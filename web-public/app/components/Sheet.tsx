import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Icon } from './Icon';
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
 * screens; it slides up unless the visitor prefers reduced motion. react-aria keeps focus inside it, closes it
 * on Escape or a tap outside, and gives focus back to what opened it.
 */
export function Sheet({ isOpen, onOpenChange, title, closeLabel, children, footer, testId }: SheetProps) {
  return (
    <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} data-testid={testId}>
          <div className={styles.head}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <Button slot="close" className={styles.close} aria-label={closeLabel}>
              <Icon name="close" />
            </Button>
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
