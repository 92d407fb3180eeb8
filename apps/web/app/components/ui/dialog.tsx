import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './dialog.module.css';

interface DialogProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** narrow: a form or a confirmation; default: results; wide: a payment plan with its table. */
  size?: 'narrow' | 'default' | 'wide';
}

const SIZE_CLASS = { narrow: styles.dialogNarrow, default: '', wide: styles.dialogWide };

/**
 * A modal on the native <dialog>: showModal() makes the page behind it inert (focus stays inside and
 * starts on the first field), Esc and a click on the overlay close it, the page does not scroll behind
 * it, focus returns to the opener. The content is mounted only while open, so a form starts afresh.
 */
export function Dialog({ open, title, closeLabel, onClose, children, size = 'default' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      document.documentElement.dataset.scrollLocked = 'true';
      dialog.querySelector<HTMLElement>('input, select, textarea, [data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const unlock = () => {
      if (!document.querySelector('dialog[open]')) delete document.documentElement.dataset.scrollLocked;
    };
    const onClosed = () => {
      unlock();
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
      opener.current = null;
    };
    dialog.addEventListener('close', onClosed);
    return () => {
      dialog.removeEventListener('close', onClosed);
      unlock();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the overlay click mirrors Esc (onCancel), which keyboards use
    <dialog
      ref={ref}
      className={`${styles.dialog} ${SIZE_CLASS[size]}`}
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
