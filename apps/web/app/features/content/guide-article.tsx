import type { LocalizedGuide } from '@pusula/core/contract/content.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import styles from './content.module.css';

/**
 * A guide's body in the current language (docs/requirements/site-and-pages.md#guide-pages): image, intro title, subtitle, paragraph and the
 * bullet list. The page's h1 (the title) and the loading text live in routes/guide.tsx.
 */
export function GuideArticle({ guide }: { guide: LocalizedGuide }) {
  const { i18n } = useTranslation();
  const text = guide.texts[langFromCode(i18n.language)];
  if (!text.title && !text.content) return null;
  return (
    <article className={styles.article}>
      <img
        className={styles.guideImage}
        src={guide.image}
        width={guide.imageWidth}
        height={guide.imageHeight}
        alt={text.title}
        loading="eager"
        fetchPriority="high"
        decoding="async"
      />
      <h2 className={styles.introTitle}>{text.introTitle}</h2>
      <p className={styles.introSubtitle}>{text.introSubtitle}</p>
      <p className={styles.introParagraph}>{text.introParagraph}</p>
      <div
        className={styles.guideContent}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (apps/api/src/features/content/content-sanitize.ts: lists, paragraphs, emphasis and links only)
        dangerouslySetInnerHTML={{ __html: text.content }}
      />
    </article>
  );
}
