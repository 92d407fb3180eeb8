import { useState } from 'react';
import { useStore } from 'react-redux';
import { CalculatorForm } from '../../components/calculator-form/calculator-form.tsx';
import { CopyLinkButton } from '../../components/ui/copy-link-button.tsx';
import { focusFirstError } from '../../components/ui/form-field.tsx';
import { translateKnown } from '../../lib/i18n/translate-known.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useResultLink } from '../../lib/query-inputs-hook.ts';
import { type RootState, useAppDispatch, useAppSelector } from '../../store/store.ts';
import styles from './refinance.module.css';
import { RefinanceFields } from './refinance-fields.tsx';
import {
  REFINANCE_QUERY_NAMES,
  refinanceFromQuery,
  refinanceLinkActions,
  refinanceToQuery,
} from './refinance-query.ts';
import { RefinanceResult } from './refinance-result.tsx';
import { calculateRefinance, selectRefinance } from './refinance-slice.ts';
import { loadRefinanceSchema } from './refinance-state.ts';

/**
 * Refinancing (docs/domain-rules.md#refinancing): the current loan's form and, once calculated, each
 * of today's offers for its payoff against keeping it; a result link fills the form and calculates
 * at once (docs/requirements/site-and-pages.md#result-links).
 */
export function RefinanceCalculator() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const state = useAppSelector(selectRefinance);
  // Whether the address holds the shown answer's inputs (the store keeps an answer for the visit).
  const [linked, setLinked] = useState(false);

  const calculate = async () => {
    const done = await dispatch(calculateRefinance());
    if (done.ok === false)
      focusFirstError([
        ['refinance-rate', done.errors.rate],
        ['refinance-balance', done.errors.balance],
        ['refinance-remaining', done.errors.remaining],
        ['refinance-amount', done.errors.amount],
        ['refinance-term', done.errors.term],
        ['refinance-paid', done.errors.paid],
      ]);
    const answered = done.ok === true && done.answered;
    if (done.ok !== 'busy') setLinked(answered);
    return answered;
  };

  const publish = useResultLink(REFINANCE_QUERY_NAMES, (values) => {
    for (const action of refinanceLinkActions(refinanceFromQuery(values))) dispatch(action);
    void calculate();
  });

  const onCalculate = async () => {
    if (await calculate()) publish(refinanceToQuery(selectRefinance(store.getState()).inputs));
  };

  return (
    <>
      <CalculatorForm
        columns={2}
        onCalculate={onCalculate}
        preload={loadRefinanceSchema}
        busy={state.calculating}
        submitLabel={t('calc:refinance.labels.calculate')}
        busyLabel={t('calc:refinance.labels.calculating')}
      >
        <RefinanceFields />
      </CalculatorForm>
      {state.error && (
        <p className={styles.error} role="alert">
          {translateKnown(t, state.error)}
        </p>
      )}
      {state.answered && (
        <>
          {linked && <CopyLinkButton />}
          <RefinanceResult answer={state.answered} />
        </>
      )}
    </>
  );
}
