import { faqJsonLd } from '@pusula/core/site/seo.ts';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { JsonLd } from '../lib/seo/json-ld.tsx';
import styles from './faq-section.module.css';

/** Pages with a short list of questions and answers (texts under `calc:faq.<page>`). */
export type FaqPage =
  | 'kdv'
  | 'mevduat'
  | 'ihtiyac'
  | 'maas'
  | 'yapilandirma'
  | 'kart'
  | 'kmh'
  | 'kira'
  | 'enflasyon';
const QUESTIONS = ['1', '2', '3'] as const;

/** A visible questions-and-answers block and its FAQPage structured data (same texts). */
export function FaqSection({ page }: { page: FaqPage }) {
  const { t } = useTranslation();
  const items = QUESTIONS.map((n) => ({
    question: t(`calc:faq.${page}.q${n}`),
    answer: t(`calc:faq.${page}.a${n}`),
  }));
  return (
    <section className={styles.faq} aria-labelledby={`faq-${page}`}>
      <h2 id={`faq-${page}`}>{t('calc:faq.title')}</h2>
      {items.map((item) => (
        <div key={item.question} className={styles.item}>
          <h3>{item.question}</h3>
          <p>{item.answer}</p>
        </div>
      ))}
      <JsonLd data={faqJsonLd(items)} />
    </section>
  );
}
