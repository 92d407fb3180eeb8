import type { ToastOptions } from 'react-toastify';

/*
 * The app's toasts. react-toastify (about 10 KB on the wire) is not part of the first page load
 * (docs/decisions/0009-start-and-first-load.md): it loads with the first toast, and the ToastLayer mounts its container then. Toasts
 * asked for before the container is mounted wait in react-toastify's own queue.
 */
type Toastify = typeof import('react-toastify');

let library: Promise<Toastify> | null = null;
let loaded: Toastify | null = null;
const listeners = new Set<(lib: Toastify) => void>();

/** Loads react-toastify once; the ToastLayer hears about it and mounts the container. */
export function loadToasts(): Promise<Toastify> {
  library ??= import('react-toastify').then((lib) => {
    loaded = lib;
    for (const listener of listeners) listener(lib);
    return lib;
  });
  return library;
}

/** The library once loaded (null before the first toast). */
export function loadedToasts(): Toastify | null {
  return loaded;
}

/** Calls `listener` when the library has loaded; returns the unsubscribe. */
export function onToastsLoaded(listener: (lib: Toastify) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Level = 'success' | 'error' | 'warning';

/** The error toasts shown (by id): a new result makes them stale (`toast.dismissErrors`). */
const errorIds = new Set<string | number>();

function show(level: Level, text: string, options?: Pick<ToastOptions, 'toastId'>) {
  loadToasts().then(
    (lib) => {
      const id = lib.toast[level](text, options);
      if (level === 'error') errorIds.add(id);
    },
    // The chunk could not load (offline after the page): the text is at least logged.
    () => console.warn(`toast (${level}): ${text}`),
  );
}

/** Same calls as react-toastify's `toast` for the levels the app uses. */
export const toast = {
  success: (text: string, options?: Pick<ToastOptions, 'toastId'>) => show('success', text, options),
  error: (text: string, options?: Pick<ToastOptions, 'toastId'>) => show('error', text, options),
  warning: (text: string, options?: Pick<ToastOptions, 'toastId'>) => show('warning', text, options),
  /**
   * A new result has arrived: the error toasts about the earlier attempt no longer apply and go
   * (docs/requirements/site-and-pages.md#toasts). Nothing to do before the first toast.
   */
  dismissErrors: () => {
    const lib = loadedToasts();
    if (!lib) return;
    for (const id of errorIds) lib.toast.dismiss(id);
    errorIds.clear();
  },
};
