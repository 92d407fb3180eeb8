import { X } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import styles from './dialog.module.css';

interface DialogProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert (focus stays inside),
 * Esc closes, a click on the overlay closes, the page does not scroll behind it and focus returns to
 * the element that opened it.
 */
export function Dialog({ open, title, closeLabel, onClose, children, wide }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      document.documentElement.dataset.scrollLocked = 'true';
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClosed = () => {
      if (!document.querySelector('dialog[open]')) delete document.documentElement.dataset.scrollLocked;
      if (opener.current instanceof HTMLElement) opener.current.focus();
      opener.current = null;
    };
    dialog.addEventListener('close', onClosed);
    return () => dialog.removeEventListener('close', onClosed);
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the overlay click has its keyboard twin in Esc (onCancel).
    <dialog
      ref={ref}
      className={wide ? `${styles.dialog} ${styles.dialogWide}` : styles.dialog}
      aria-label={title}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.dialogBody}>
        <header className={styles.dialogHeader}>
          <h2 className={styles.dialogTitle}>{title}</h2>
          <button type="button" className={styles.iconButton} aria-label={closeLabel} onClick={onClose}>
            <X aria-hidden="true" size={20} />
          </button>
        </header>
        {children}
      </div>
    </dialog>
  );
}
