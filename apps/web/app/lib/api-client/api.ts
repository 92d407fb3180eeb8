import { toast } from '../../components/ui/toast.ts';
import { i18n } from '../i18n/i18n.ts';
import { translateKnown } from '../i18n/translate-known.ts';
import { createHttpClient } from './http-client.ts';

let navigate: (path: string) => void = (path) => window.location.assign(path);
let signOut: () => void = () => {};

/** The app shell hands over React Router's navigate so a 401 moves without a page reload. */
export function setNavigator(fn: (path: string) => void) {
  navigate = fn;
}

/**
 * root.tsx hands over how to sign out (dispatch loggedOut) when it loads, so this client never
 * imports the store or the session feature (the store gives the client to its thunks).
 */
export function setUnauthorizedHandler(fn: () => void) {
  signOut = fn;
}

/** The API client every feature uses (docs/requirements/api.md#client). */
export const api = createHttpClient({
  translate: (key) => translateKnown(i18n.t, key),
  getLanguage: () => i18n.resolvedLanguage ?? 'tr',
  // One toast per text at a time: two requests failing alike (e.g. both 401) say it once.
  notify: (failure) => {
    if (failure.level === 'warning') toast.warning(failure.text, { toastId: failure.text });
    else toast.error(failure.text, { toastId: failure.text });
  },
  onUnauthorized: () => {
    signOut();
    navigate('/login');
  },
});
