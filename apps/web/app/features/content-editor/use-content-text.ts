import { INTL_LOCALE_TAGS } from '@pusula/core/format/number-format.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';

/** The console's texts plus the moment format of the current language (`20 Kas 2026 14:05`). */
export function useContentText() {
  const { t, i18n } = useTranslation();
  const lang = langFromCode(i18n.resolvedLanguage);
  const moment = (iso: string) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return iso;
    return new Intl.DateTimeFormat(INTL_LOCALE_TAGS[lang], {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(date);
  };
  return { t, lang, moment };
}
