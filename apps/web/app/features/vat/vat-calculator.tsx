import styles from './vat.module.css';
import { VatCard } from './vat-card.tsx';
import { VatExplanation } from './vat-explanation.tsx';

/** The VAT page body: the plain VAT card, the withholding card and the explanatory text. */
export function VatCalculator() {
  return (
    <>
      <div className={styles.cards}>
        <VatCard card="plain" />
        <VatCard card="withholding" />
      </div>
      <VatExplanation />
    </>
  );
}
