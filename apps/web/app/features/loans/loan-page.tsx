import type { LoanType } from '@pusula/core/loans/constants.ts';
import { useEffect, useState } from 'react';
import { Provider, useStore } from 'react-redux';
import { PageContainer, PageIntro } from '../../components/layout/page-intro.tsx';
import { useResultLink } from '../../lib/query-inputs-hook.ts';
import { makeStore, type RootState, useAppDispatch, useAppSelector } from '../../store/store.ts';
import type { RenderPlan } from './loan-results.tsx';
import { LoanPageCalculator } from './loan-widget.tsx';
import { assetDetailsOf, calculateLoan } from './loans-calculate.ts';
import { LOAN_QUERY_NAMES, loanFromQuery, loanToQuery } from './loans-query.ts';
import {
  assetDetailsChanged,
  assetValueTyped,
  customRateTyped,
  loanAmountTyped,
  loanStateReset,
  loanTermChanged,
} from './loans-slice.ts';

/**
 * A loan page (ihtiyac, tasit, konut): the type's defaults on arrival, the form, the ranked list; the
 * loan state is reset when the visitor leaves (docs/requirements/loans-and-deposits.md#loan-state).
 * A result link (`?tutar=…&vade=…[&deger=…][&arac=…][&enerji=…][&evsahibi=1][&faiz=…]`, also the borrowing calculator's link) fills the form and
 * calculates at once; a successful Calculate writes the link (docs/requirements/site-and-pages.md#result-links).
 */
export function LoanPage({ loanType, renderPlan }: { loanType: LoanType; renderPlan: RenderPlan }) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  // Prerendering shares one store across pages: here the page renders on a store of its own type, so
  // the form is in the HTML (in the browser the route injects the loans slice on its type: store.ts#injectSlices).
  const [prerenderStore] = useState(() => (typeof window === 'undefined' ? pageStore(loanType) : null));
  // After a client-side navigation the store is on another type until the reset below.
  const ready = useAppSelector((root) => root.loans.selectedLoanType === loanType) || prerenderStore !== null;
  useEffect(() => {
    dispatch(loanStateReset(loanType));
    return () => {
      dispatch(loanStateReset());
    };
  }, [dispatch, loanType]);
  // Declared after the reset, so a link is applied to the type's fresh state.
  const publish = useResultLink(LOAN_QUERY_NAMES, (values) => {
    const inputs = loanFromQuery(values);
    dispatch(loanStateReset(loanType));
    // Plain digits in any language (docs/number-format.md); the form's own validation applies.
    if (inputs.amount !== undefined) dispatch(loanAmountTyped({ text: inputs.amount, locale: 'en' }));
    if (inputs.term !== undefined) dispatch(loanTermChanged(inputs.term));
    // Dot decimals: read as English, where '.' is the decimal separator.
    if (inputs.assetValue !== undefined) dispatch(assetValueTyped({ text: inputs.assetValue, locale: 'en' }));
    const { vehicleKind, energyClass, ownsHome } = inputs;
    dispatch(
      assetDetailsChanged({ ...(vehicleKind && { vehicleKind }), ...(energyClass && { energyClass }) }),
    );
    if (ownsHome) dispatch(assetDetailsChanged({ ownsHome }));
    if (inputs.rate !== undefined) dispatch(customRateTyped(inputs.rate));
    void dispatch(calculateLoan('page'));
  });
  const onCalculated = () => {
    const loans = store.getState().loans;
    const type = loans.selectedLoanType;
    publish(
      loanToQuery({
        amount: loans.loanAmount,
        term: loans.loanTerm,
        rate: loans.customRates[type],
        assetValue: loans.assetValues[type],
        ...assetDetailsOf(loans),
      }),
    );
  };
  const page = (
    <PageContainer>
      <PageIntro page={loanType} />
      {ready && <LoanPageCalculator renderPlan={renderPlan} onCalculated={onCalculated} />}
    </PageContainer>
  );
  return prerenderStore ? <Provider store={prerenderStore}>{page}</Provider> : page;
}

function pageStore(loanType: LoanType) {
  const store = makeStore();
  store.dispatch(loanStateReset(loanType));
  return store;
}
