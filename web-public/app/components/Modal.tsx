import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from './Modal.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// The server renders no dialog (a modal is closed until a script opens it); only the browser runs this effect.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The id of the heading that names it. */
  labelledBy: string;
  describedBy?: string | undefined;
  /** `alertdialog` for a confirmation. */
  role?: 'dialog' | 'alertdialog';
  /** The full-screen layer (dims the page); `modalClassName` the box in it; `className` the content's wrapper. */
  overlayClassName?: string | undefined;
  modalClassName?: string | undefined;
  className?: string | undefined;
  testId?: string | undefined;
  children: ReactNode;
}

/**
 * A modal on the native `<dialog>` opened with `showModal()`: the browser makes the rest of the page inert, Tab goes
 * round its controls, and Escape asks to close it. On opening, the focus goes to the element marked `data-autofocus`
 * (or the browser's first focusable one); on closing it goes back to what had it, the button that opened it. A
 * press outside the box closes it too. The page under it does not scroll while it is open.
 */
export function Modal({
  isOpen,
  onClose,
  labelledBy,
  describedBy,
  role,
  overlayClassName,
  modalClassName,
  className,
  testId,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useBrowserLayoutEffect(() => {
    const dialog = ref.current;
    if (!isOpen || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      root.style.overflow = overflow;
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [isOpen]);

  if (!isOpen) return null;
  return (
    // Escape is the dialog's own key (its cancel event); the press outside is for the pointer only.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={`${styles.root} ${overlayClassName ?? ''}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      // Escape: the parent decides (it unmounts the dialog), so the browser must not close it on its own.
      onCancel={(e) => {
        e.preventDefault();
        onCloseRef.current();
      }}
      // Tab and Shift+Tab go round the dialog's own controls instead of out to the browser's.
      onKeyDown={(e) => {
        if (e.key !== 'Tab') return;
        const controls = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
        const first = controls[0];
        const last = controls[controls.length - 1];
        if (!first || !last) return;
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }}
      // The browser may still close it (a second Escape without a user gesture in between): follow it.
      onClose={() => onCloseRef.current()}
      // The dialog element itself is only hit outside the box (the dimmed layer).
      onClick={(e) => {
        if (e.target === e.currentTarget) onCloseRef.current();
      }}
    >
      <div className={modalClassName}>
        <div className={className} data-testid={testId}>
          {children}
        </div>
      </div>
    </dialog>
  );
}
