import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { loadedToasts, onToastsLoaded } from './toast.ts';
import { useHydrated } from './use-hydrated.ts';

/*
 * The one toast container. A modal <dialog> sits in the browser's top layer and makes the rest of the
 * page inert, so no z-index lifts a toast outside it above its backdrop (nor would a popover: it
 * would be inert too). While a dialog is open the container's host element therefore lives inside the
 * topmost one, and goes back to <body> when the last closes; toasts on screen move along with it.
 */
let host: HTMLElement | null = null;
const openDialogs: HTMLDialogElement[] = [];

function toastHost(): HTMLElement {
  if (!host) {
    host = document.createElement('div');
    host.dataset.toastHost = '';
  }
  return host;
}

function place() {
  const target = openDialogs.at(-1) ?? document.body;
  const element = toastHost();
  if (element.parentElement !== target) target.append(element);
}

/** A modal dialog has opened: toasts show inside it, above its backdrop. */
export function raiseToasts(dialog: HTMLDialogElement) {
  lowerToasts(dialog);
  openDialogs.push(dialog);
  place();
}

/** A dialog has closed (or left the page): toasts go to the next open dialog, or the page. */
export function lowerToasts(dialog: HTMLDialogElement) {
  const index = openDialogs.indexOf(dialog);
  if (index >= 0) openDialogs.splice(index, 1);
  if (host) place();
}

/**
 * Rendered once by the app shell, after hydration (the host element exists only in the browser); the
 * container itself once react-toastify has loaded with the first toast (toast.ts).
 */
export function ToastLayer({ rtl }: { rtl: boolean }) {
  const hydrated = useHydrated();
  const [lib, setLib] = useState(loadedToasts);
  useEffect(() => {
    const unsubscribe = onToastsLoaded(setLib);
    setLib(loadedToasts()); // loaded between the render and this effect
    return unsubscribe;
  }, []);
  useEffect(() => {
    if (hydrated) place();
  }, [hydrated]);
  if (!hydrated || !lib) return null;
  return createPortal(
    <lib.ToastContainer
      position={rtl ? 'top-left' : 'top-right'}
      autoClose={5000}
      closeButton
      rtl={rtl}
      newestOnTop
    />,
    toastHost(),
  );
}
