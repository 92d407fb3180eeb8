import { useState } from 'react';
import { useStore } from 'react-redux';
import { CalculatorForm } from '../../components/calculator-form/calculator-form.tsx';
import { CopyLinkButton } from '../../components/ui/copy-link-button.tsx';
import { focusFirstError } from '../../components/ui/form-field.tsx';
import { useResultLink } from '../../lib/query-inputs-hook.ts';
import { type RootState, useAppDispatch, useAppSelector } from '../../store/store.ts';
import { EarlyRepaymentLoanFields, EarlyRepaymentPrepaymentFields } from './early-repayment-fields.tsx';
import {
  EARLY_REPAYMENT_QUERY_NAMES,
  earlyRepaymentFromQuery,
  earlyRepaymentLinkActions,
  earlyRepaymentToQuery,
} from './early-repayment-query.ts';
import { EarlyRepaymentResultPanel } from './early-repayment-result.tsx';
import { calculateEarlyRepayment, selectEarlyRepayment } from './early-repayment-slice.ts';
import { loadEarlyRepaymentSchema } from './early-repayment-state.ts';

/**
 * Early repayment (docs/domain-rules.md#early-repayment): the loan, the instalments paid and an
 * optional partial amount; the result shows the payoff, the legal fee and the interest saved, and
 * for a partial prepayment the new plan (components/payment-plan).
 */
export function EarlyRepaymentCalculator() {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const calculated = useAppSelector((state) => selectEarlyRepayment(state).calculated);
  // Whether the address holds the shown result's inputs: the store keeps a result for the visit, but
  // coming back to the page the address holds none, so the copy-link button waits for a Calculate.
  const [linked, setLinked] = useState(false);

  // A result link fills the form and calculates at once (docs/requirements/site-and-pages.md#result-links).
  const publish = useResultLink(EARLY_REPAYMENT_QUERY_NAMES, async (values) => {
    for (const action of earlyRepaymentLinkActions(earlyRepaymentFromQuery(values))) dispatch(action);
    setLinked((await dispatch(calculateEarlyRepayment())).ok);
  });

  const onCalculate = async () => {
    const { inputs } = selectEarlyRepayment(store.getState());
    const read = await dispatch(calculateEarlyRepayment());
    if (read.ok) publish(earlyRepaymentToQuery(inputs));
    setLinked(read.ok);
    const found = read.ok ? {} : read.errors;
    focusFirstError([
      ['early-amount', found.amount],
      ['early-rate', found.rate],
      ['early-term', found.term],
      ['early-paid', found.paid],
      ['early-partial', found.partial],
    ]);
  };

  return (
    <>
      <CalculatorForm columns={2} onCalculate={onCalculate} preload={loadEarlyRepaymentSchema}>
        <EarlyRepaymentLoanFields />
        <EarlyRepaymentPrepaymentFields />
      </CalculatorForm>
      {calculated && linked && <CopyLinkButton />}
      {calculated && <EarlyRepaymentResultPanel {...calculated} />}
    </>
  );
}
