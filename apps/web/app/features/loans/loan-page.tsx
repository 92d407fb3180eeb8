import type { LoanType } from '@pusula/core/loans/constants.ts';
import type { Store } from '@reduxjs/toolkit';
import { useEffect, useState } from 'react';
import { Provider, useStore } from 'react-redux';
import { PageContainer, PageIntro } from '../../components/layout/page-intro.tsx';
import { useResultLink } from '../../lib/query-inputs-hook.ts';
import { type RootState, useAppDispatch, useAppSelector } from '../../store/store.ts';
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
  selectLoans,
} from './loans-slice.ts';
import { initialLoansState } from './loans-state.ts';

/**
 * A loan page (ihtiyac, tasit, konut): the type's defaults on arrival, the form, the ranked list; the
 * loan state is reset when the visitor leaves (docs/requirements/loans-and-deposits.md#loan-state).
 * A result link (`?tutar=…&vade=…[&deger=…][&arac=…][&enerji=…][&evsahibi=1][&faiz=…]`, also the borrowing calculator's link) fills the form and
 * calculates at once; a successful Calculate writes the link (docs/requirements/site-and-pages.md#result-links).
 */
export function LoanPage({ loanType }: { loanType: LoanType }) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  // The server shares one store across pages, which it never changes: there the page renders the
  // shared store with the loans slice on its own type as the Provider's server state, so the form is in
  // the HTML (in the browser the route starts the loans slice on its type: store.ts#startSlices).
  const [serverState] = useState(() => (typeof window === 'undefined' ? pageState(store, loanType) : null));
  // After a client-side navigation the store is on another type until the reset below.
  const ready =
    useAppSelector((root) => selectLoans(root).selectedLoanType === loanType) || serverState !== null;
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
    const loans = selectLoans(store.getState());
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
      {ready && <LoanPageCalculator onCalculated={onCalculated} />}
    </PageContainer>
  );
  return serverState ? (
    <Provider store={store} serverState={serverState}>
      {page}
    </Provider>
  ) : (
    page
  );
}

function pageState(store: Store<RootState>, loanType: LoanType): RootState {
  return { ...store.getState(), loans: initialLoansState(loanType) };
}
