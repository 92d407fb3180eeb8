import type { TradesmanResult } from '@pusula/core/tradesman/tradesman-loan.ts';
import type { ReactNode } from 'react';
import { CopyLinkButton } from '../../components/ui/copy-link-button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import form from '../../components/ui/form.module.css';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import { LoanCalculatedContext, LoanFormContext } from './cap-notice.tsx';
import { LoanForm } from './loan-form.tsx';
import { LoanResults } from './loan-results.tsx';
import styles from './loans.module.css';
import { loanModalClosed, selectLoans } from './loans-slice.ts';

interface LoanWidgetProps {
  /** The tradesman result view (the esnaf type is computed on the client). */
  renderTradesman: (result: TradesmanResult) => ReactNode;
}

/** Home loan calculator: the form, and the results in a modal opened by a successful calculation. */
export function LoanWidget({ renderTradesman }: LoanWidgetProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { showModal, esnafResult } = useAppSelector((root) => selectLoans(root));
  return (
    <section className={`${form.card} ${styles.widget}`} aria-labelledby="loan-widget-title">
      <h2 id="loan-widget-title" className={form.cardTitle}>
        {t('loans:widget.title')}
      </h2>
      <p className={styles.hint}>{t('loans:widget.intro')}</p>
      <LoanForm context="widget" idPrefix="home-loan" />
      <Dialog
        open={showModal}
        title={esnafResult ? t('loans:results.esnafTitle') : t('loans:results.title')}
        closeLabel={t('loans:results.close')}
        onClose={() => dispatch(loanModalClosed())}
        size={esnafResult ? 'wide' : 'default'}
      >
        {esnafResult ? (
          renderTradesman(esnafResult)
        ) : (
          <LoanFormContext value="widget">
            <LoanResults inModal />
          </LoanFormContext>
        )}
      </Dialog>
    </section>
  );
}

/** A loan page's form and results list (docs/requirements/loans-and-deposits.md#loan-form), for one loan type. */
export function LoanPageCalculator({ onCalculated }: { onCalculated?: () => void }) {
  const linked = useAppSelector(
    (root) => selectLoans(root).searched && !selectLoans(root).loading && !selectLoans(root).error,
  );
  return (
    <>
      <section className={form.card}>
        <LoanForm context="page" idPrefix="page-loan" onCalculated={onCalculated} />
      </section>
      {linked && <CopyLinkButton />}
      <LoanCalculatedContext value={onCalculated}>
        <LoanResults />
      </LoanCalculatedContext>
    </>
  );
}
