import { X } from 'lucide-react';
import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './dialog.module.css';
import { lowerToasts, raiseToasts } from './toast-layer.tsx';

interface DialogProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /**
   * narrow: a form, a confirmation or a short list; default: results; wide: a payment plan with its
   * table; full: the page's content width (a long table with many columns).
   */
  size?: 'narrow' | 'default' | 'wide' | 'full';
  /** Where focus goes on close when the opener has left the page (a deleted row's button). */
  returnFocus?: () => HTMLElement | null | undefined;
}

const SIZE_CLASS = {
  narrow: styles.dialogNarrow,
  default: '',
  wide: styles.dialogWide,
  full: styles.dialogFull,
};

/*
 * The element focused last. A button that disables itself while its request runs (Calculate) drops
 * the focus to <body> before the dialog it opens appears; the dialog then returns focus to it instead.
 */
let lastFocused: Element | null = null;
let tracking = false;
function trackFocus() {
  if (tracking) return;
  tracking = true;
  lastFocused = document.activeElement;
  document.addEventListener('focusin', (event) => {
    lastFocused = event.target instanceof Element ? event.target : null;
  });
}

/** What opened a dialog: the focused element, or the one focused last when focus fell to <body>. */
function openerOf(): Element | null {
  const active = document.activeElement;
  if (active && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : active;
}

/** The pointer is on the backdrop: outside the dialog's box (not on its scrollbar or padding). */
function onBackdrop(event: MouseEvent<HTMLDialogElement>) {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

/**
 * The one modal, on the native <dialog>: showModal() makes the page behind it inert (focus stays inside
 * and starts on the first field), Esc and a click on the overlay close it, the page does not scroll
 * behind it, toasts show above it, focus returns to the opener (also when the dialog is unmounted
 * while open; to `returnFocus()` when the opener is gone: docs/requirements/site-and-pages.md#focus).
 * The content is mounted only while open, so a form starts afresh.
 */
export function Dialog({
  open,
  title,
  closeLabel,
  onClose,
  children,
  size = 'default',
  returnFocus,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  /** A press that began on the overlay: only then does the click close (not a drag ending there). */
  const pressedOutside = useRef(false);
  const titleId = useId();
  const fallback = useRef(returnFocus);
  fallback.current = returnFocus;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = openerOf();
      dialog.showModal();
      raiseToasts(dialog);
      document.documentElement.dataset.scrollLocked = 'true';
      dialog.querySelector<HTMLElement>('input, select, textarea, [data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    trackFocus();
    const dialog = ref.current;
    if (!dialog) return;
    const unlock = () => {
      if (!document.querySelector('dialog[open]')) delete document.documentElement.dataset.scrollLocked;
    };
    const onClosed = () => {
      lowerToasts(dialog);
      unlock();
      const back =
        opener.current instanceof HTMLElement && opener.current.isConnected
          ? opener.current
          : fallback.current?.();
      back?.focus();
      opener.current = null;
    };
    dialog.addEventListener('close', onClosed);
    return () => {
      dialog.removeEventListener('close', onClosed);
      // Unmounted while open (a parent rendering it only while needed): no close event comes.
      if (dialog.open) {
        dialog.close();
        onClosed();
      }
      unlock();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${SIZE_CLASS[size]}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Esc closes before a field's own use of it (a search field would clear itself instead) and
      // before the browser's close request, which it may hold back on a repeated Esc.
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
      onPointerDown={(event) => {
        pressedOutside.current = onBackdrop(event);
      }}
      onClick={(event) => {
        if (pressedOutside.current && onBackdrop(event)) onClose();
        pressedOutside.current = false;
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
