import type { Lang } from '@pusula/core/i18n/languages.ts';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { i18n as browserI18n } from './i18n.ts';
import type { I18n } from './i18n-instance.ts';
import type { TFunction } from './keys.ts';

// Without a provider (unit tests rendering one component) the browser's instance (i18n.ts) answers.
const I18nContext = createContext<I18n>(browserI18n);

/** Gives the page its instance: the browser's (entry.client.tsx) or the request language's (entry.server.tsx). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/** The texts of the language in force; the component renders again when the language changes or texts arrive. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      i18n.on('textsAdded', onChange);
      return () => {
        i18n.off('languageChanged', onChange);
        i18n.off('textsAdded', onChange);
      };
    },
    [i18n],
  );
  // The language and the texts' revision: a component drawn before a page's texts arrived draws again.
  const snapshot = () => `${i18n.language}:${i18n.revision}`;
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  const lang = state.slice(0, state.indexOf(':')) as Lang;
  return useMemo(() => ({ t: i18n.getFixedT(lang), i18n }), [i18n, lang]);
}
