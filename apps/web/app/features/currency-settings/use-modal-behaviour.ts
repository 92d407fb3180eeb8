import { type RefObject, useEffect } from 'react';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal's duties (design brief): focus moves in and is trapped, Esc closes (unless `escBlocked`,
 * e.g. while a keyboard drag is under way), page scroll is locked, focus returns to the opener.
 */
export function useModalBehaviour(
  dialog: RefObject<HTMLElement | null>,
  onClose: () => void,
  escBlocked: RefObject<boolean>,
) {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    dialog.current?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      const root = dialog.current;
      if (!root) return;
      if (event.key === 'Escape') {
        if (escBlocked.current || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent !== null,
      );
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === root || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [dialog, onClose, escBlocked]);
}
