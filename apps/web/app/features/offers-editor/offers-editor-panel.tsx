import { Plus } from 'lucide-react';
import { useEffect, useId } from 'react';
import styles from '../../components/layout/admin.module.css';
import formStyles from '../../components/ui/form.module.css';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import { DepositOffersTable, LoanOffersTable } from './current-offers-tables.tsx';
import { OfferFormModal } from './offer-form-modal.tsx';
import { OfferHistoryTable } from './offer-history-table.tsx';
import local from './offers-editor.module.css';
import {
  bankSelected,
  fetchEditorBanks,
  fetchOfferHistory,
  offerModalOpened,
  selectOffersEditor,
} from './offers-editor-slice.ts';
import type { OfferKind } from './offers-editor-types.ts';
import { currentDeposits, currentLoans, formatDay, sampleAsOf } from './offers-history.ts';
import { RetireOfferModal } from './retire-offer-modal.tsx';
import { useOfferText } from './use-offer-text.ts';

function SectionHeader({
  id,
  title,
  kind,
  addLabel,
}: {
  id: string;
  title: string;
  kind: OfferKind;
  addLabel: string;
}) {
  const dispatch = useAppDispatch();
  return (
    <div className={local.sectionHeader}>
      <h2 id={id}>{title}</h2>
      <button
        type="button"
        className={formStyles.secondary}
        onClick={() => dispatch(offerModalOpened({ type: 'add', kind }))}
      >
        <Plus size={18} aria-hidden /> {addLabel}
      </button>
    </div>
  );
}

/**
 * The editors' screen for the banks' offers: pick a bank, see its loan and deposit offers in force,
 * change one (the server keeps the old version), retire one, add one, and read the change history.
 */
export function OffersEditorPanel() {
  const { t, locale } = useOfferText();
  const dispatch = useAppDispatch();
  const { banks, selectedBank, history, loading, error, notice } = useAppSelector((state) =>
    selectOffersEditor(state),
  );
  const id = useId();

  useEffect(() => {
    void dispatch(fetchEditorBanks());
  }, [dispatch]);
  useEffect(() => {
    if (selectedBank) void dispatch(fetchOfferHistory(selectedBank));
  }, [dispatch, selectedBank]);

  const bank = banks.find((candidate) => candidate.name === selectedBank);
  const loans = currentLoans(history);
  const deposits = currentDeposits(history);
  const asOf = sampleAsOf([...loans, ...deposits]);
  const bankLabel = bank?.displayName ?? selectedBank ?? '';

  return (
    <section aria-labelledby={`${id}-title`} className={local.panel}>
      <div className={styles.toolbar}>
        <h1 id={`${id}-title`}>{t('offers:title')}</h1>
      </div>
      <p className={styles.muted}>{t('offers:intro')}</p>
      <div className={local.bankPicker}>
        <label className={formStyles.label} htmlFor={`${id}-bank`}>
          {t('offers:bank')}
        </label>
        <div className={formStyles.controlWrap}>
          <select
            id={`${id}-bank`}
            className={formStyles.control}
            value={selectedBank ?? ''}
            disabled={banks.length === 0}
            onChange={(event) => dispatch(bankSelected(event.target.value))}
          >
            {banks.map((candidate) => (
              <option key={candidate.name} value={candidate.name}>
                {candidate.displayName}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <p className={local.notice} role="status">
        {notice ? t(notice) : ''}
      </p>
      {selectedBank && (
        <>
          <section aria-labelledby={`${id}-loans`} className={local.section}>
            <SectionHeader
              id={`${id}-loans`}
              title={t('offers:loans.title')}
              kind="loan"
              addLabel={t('offers:loans.add')}
            />
            <LoanOffersTable rows={loans} loading={loading} />
          </section>
          <section aria-labelledby={`${id}-deposits`} className={local.section}>
            <SectionHeader
              id={`${id}-deposits`}
              title={t('offers:deposits.title')}
              kind="deposit"
              addLabel={t('offers:deposits.add')}
            />
            <DepositOffersTable rows={deposits} loading={loading} />
          </section>
          {asOf && (
            <p className={local.sample}>{t('site.sampleDataAsOf', { date: formatDay(asOf, locale) })}</p>
          )}
          <section aria-labelledby={`${id}-history`} className={local.section}>
            <h2 id={`${id}-history`}>{t('offers:history.title')}</h2>
            <p className={styles.muted}>{t('offers:history.intro')}</p>
            <OfferHistoryTable history={history} loading={loading} />
          </section>
          <OfferFormModal bankName={selectedBank} bankLabel={bankLabel} loans={loans} deposits={deposits} />
          <RetireOfferModal bankName={selectedBank} bankLabel={bankLabel} loans={loans} deposits={deposits} />
        </>
      )}
    </section>
  );
}
