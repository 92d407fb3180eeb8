import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import styles from './vat.module.css';

/** The explanatory text on VAT at the bottom of the page (docs/requirements/calculators.md#vat-withholding). */
export function VatExplanation() {
  const { t } = useTranslation();
  return (
    <section className={styles.explanation} aria-labelledby="vat-explanation-title">
      <h2 id="vat-explanation-title">{t('calc:vat.explanation.title')}</h2>
      <p>{t('calc:vat.explanation.p1')}</p>
      <p>{t('calc:vat.explanation.p2')}</p>
      <p>{t('calc:vat.explanation.p3')}</p>
      <p>{t('calc:vat.explanation.p4')}</p>
    </section>
  );
}
