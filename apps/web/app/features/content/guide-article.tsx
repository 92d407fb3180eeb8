import type { LocalizedGuide } from '@pusula/core/contract/content.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import { useTranslation } from 'react-i18next';

/** Placeholder (to be replaced by the content feature): a guide's body in the current language. */
export function GuideArticle({ guide }: { guide: LocalizedGuide }) {
  const { i18n } = useTranslation();
  const text = guide.texts[langFromCode(i18n.language)];
  return (
    <article>
      <h2>{text.introTitle}</h2>
      <p>{text.introParagraph}</p>
    </article>
  );
}
