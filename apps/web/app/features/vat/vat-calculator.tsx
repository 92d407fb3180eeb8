import { useState } from 'react';
import { useStore } from 'react-redux';
import { useResultLink } from '../../lib/query-inputs-hook.ts';
import { type RootState, useAppDispatch } from '../../store/store.ts';
import styles from './vat.module.css';
import { VatCard } from './vat-card.tsx';
import { VatExplanation } from './vat-explanation.tsx';
import { VAT_QUERY_NAMES, vatFromQuery, vatToQuery } from './vat-query.ts';
import {
  calculateVat,
  selectVat,
  type VatCardId,
  vatAmountTyped,
  vatCustomRateChanged,
  vatOperationChanged,
  vatRateChoiceChanged,
  vatTevkifatChanged,
} from './vat-slice.ts';

const hasResult = (root: RootState, card: VatCardId) =>
  Boolean(selectVat(root)[card].plainResult ?? selectVat(root)[card].withholdingResult);

/**
 * The VAT page body: the plain VAT card, the withholding card and the explanatory text. The address
 * holds the last calculated card's inputs (docs/requirements/site-and-pages.md#result-links).
 */
export function VatCalculator() {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  // The card whose inputs the address holds: it shows the copy-link button.
  const [linked, setLinked] = useState<VatCardId | null>(null);

  const publish = useResultLink(VAT_QUERY_NAMES, async (values) => {
    const { card, operation, rateChoice, customRate, tevkifat, amount } = vatFromQuery(values);
    if (operation !== undefined) dispatch(vatOperationChanged({ card, value: operation }));
    if (customRate !== undefined) dispatch(vatCustomRateChanged({ card, value: customRate }));
    if (rateChoice !== undefined) dispatch(vatRateChoiceChanged({ card, value: rateChoice }));
    if (tevkifat !== undefined) dispatch(vatTevkifatChanged({ card, value: tevkifat }));
    // Dot decimals in any language (docs/number-format.md): read as English, where '.' is the decimal.
    if (amount !== undefined) dispatch(vatAmountTyped({ card, text: amount, locale: 'en' }));
    await dispatch(calculateVat(card));
    setLinked(hasResult(store.getState(), card) ? card : null);
  });

  const onCalculated = (card: VatCardId) => {
    if (!hasResult(store.getState(), card)) return;
    const { operation, rateChoice, customRate, tevkifat, amount } = selectVat(store.getState())[card];
    publish(vatToQuery({ card, operation, rateChoice, customRate, tevkifat, amount }));
    setLinked(card);
  };

  return (
    <>
      <div className={styles.cards}>
        <VatCard card="plain" linked={linked === 'plain'} onCalculated={onCalculated} />
        <VatCard card="withholding" linked={linked === 'withholding'} onCalculated={onCalculated} />
      </div>
      <VatExplanation />
    </>
  );
}
