import { dirOf, LANGS, type Lang } from '@pusula/core/i18n/languages.ts';
import arCms from '@pusula/core/i18n/locales/ar/cms.json';
import enCms from '@pusula/core/i18n/locales/en/cms.json';
import trCms from '@pusula/core/i18n/locales/tr/cms.json';
import { ArrowRight, ImageOff } from 'lucide-react';
import { type ReactNode, useDeferredValue, useId } from 'react';
import local from './content-editor.module.css';
import { type CampaignValues, type GuideValues, isShowableImage } from './content-form.ts';
import { SafeHtml } from './safe-html.tsx';
import { useContentText } from './use-content-text.ts';

/** The card's own words in the language previewed (not the console's language). */
const CARD_TEXTS: Record<Lang, { more: string; untitled: string }> = {
  tr: trCms.preview.card,
  en: enCms.preview.card,
  ar: arCms.preview.card,
};

/** Which language the preview shows: one radio per language. */
export function PreviewLangPicker({ value, onChange }: { value: Lang; onChange: (lang: Lang) => void }) {
  const { t } = useContentText();
  const name = useId();
  return (
    <fieldset className={local.langPicker}>
      <legend className="visually-hidden">{t('cms:preview.language')}</legend>
      {LANGS.map((lang) => (
        <label key={lang} className={local.langOption}>
          <input
            type="radio"
            name={name}
            value={lang}
            checked={value === lang}
            onChange={() => onChange(lang)}
          />
          <span>{t(`cms:languages.${lang}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

function PreviewFrame({
  lang,
  onLang,
  children,
  note,
}: {
  lang: Lang;
  onLang: (lang: Lang) => void;
  children: ReactNode;
  note?: string | undefined;
}) {
  const { t } = useContentText();
  const titleId = useId();
  return (
    <section className={local.preview} aria-labelledby={titleId} data-testid="content-preview">
      <div className={local.previewHead}>
        <h3 id={titleId}>{t('cms:preview.title')}</h3>
        <PreviewLangPicker value={lang} onChange={onLang} />
      </div>
      {note && <p className={local.hint}>{note}</p>}
      {children}
    </section>
  );
}

/** The campaign's card as visitors see it in the chosen language. */
export function CampaignPreview({
  values,
  lang,
  onLang,
}: {
  values: CampaignValues;
  lang: Lang;
  onLang: (lang: Lang) => void;
}) {
  const { t } = useContentText();
  const text = values.texts[lang];
  const words = CARD_TEXTS[lang];
  const image = values.image.trim();
  return (
    <PreviewFrame lang={lang} onLang={onLang} note={values.active ? undefined : t('cms:preview.inactive')}>
      <article className={local.card} dir={dirOf(lang)} lang={lang}>
        {isShowableImage(image) ? (
          <img className={local.cardImage} src={image} alt="" width={640} height={360} />
        ) : (
          <div className={local.cardImage} role="img" aria-label={t('cms:preview.noImage')}>
            <ImageOff size={32} aria-hidden />
          </div>
        )}
        <div className={local.cardBody}>
          <h4 className={local.cardTitle}>{text.title.trim() || words.untitled}</h4>
          <p className={local.cardText}>{text.description}</p>
          {values.link.trim() && (
            <span className={local.cardLink}>
              {words.more} <ArrowRight size={16} aria-hidden className={local.mirror} />
            </span>
          )}
        </div>
      </article>
    </PreviewFrame>
  );
}

/**
 * The guide page's texts in the chosen language. The content is parsed by the browser's inert parser
 * and only the allowed elements are rendered (as React elements, never as HTML).
 */
export function GuidePreview({
  values,
  lang,
  onLang,
}: {
  values: GuideValues;
  lang: Lang;
  onLang: (lang: Lang) => void;
}) {
  const { t } = useContentText();
  const text = values.texts[lang];
  const content = useDeferredValue(text.content);
  return (
    <PreviewFrame lang={lang} onLang={onLang} note={t('cms:preview.guideNote')}>
      <article className={local.guide} dir={dirOf(lang)} lang={lang}>
        <h4 className={local.guideTitle}>{text.title}</h4>
        <p className={local.guideLead}>{text.description}</p>
        <h5 className={local.guideIntroTitle}>{text.introTitle}</h5>
        <p className={local.guideSubtitle}>{text.introSubtitle}</p>
        <p>{text.introParagraph}</p>
        <div className={local.guideContent} data-testid="guide-preview-content">
          <SafeHtml html={content} />
        </div>
      </article>
    </PreviewFrame>
  );
}
