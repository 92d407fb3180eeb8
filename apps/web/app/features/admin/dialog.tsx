import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './admin.module.css';

interface DialogProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: showModal() makes the page behind it inert (focus stays inside),
 * Esc and a click on the overlay close it, the page does not scroll, focus returns to the opener.
 */
export function Dialog({ open, title, closeLabel, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      document.body.style.overflow = 'hidden';
      dialog.querySelector<HTMLElement>('input, select, textarea, [data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClosed = () => {
      document.body.style.overflow = '';
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
      opener.current = null;
    };
    dialog.addEventListener('close', onClosed);
    return () => {
      dialog.removeEventListener('close', onClosed);
      document.body.style.overflow = '';
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the overlay click mirrors Esc (onCancel), which keyboards use
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
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
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          <button type="button" className={styles.iconButton} aria-label={closeLabel} onClick={onClose}>
            <X size={20} aria-hidden />
          </button>
        </header>
        {open && children}
      </div>
    </dialog>
  );
}
