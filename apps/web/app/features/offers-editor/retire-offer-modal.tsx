import styles from '../../components/layout/admin.module.css';
import { Dialog } from '../../components/ui/dialog.tsx';
import formStyles from '../../components/ui/form.module.css';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import { offerModalClosed, retireOffer, selectOffersEditor } from './offers-editor-slice.ts';
import type { DepositOfferRow, LoanOfferRow } from './offers-editor-types.ts';
import { useOfferText } from './use-offer-text.ts';

/** Confirms retiring an offer: it leaves the public results at once and stays in the history. */
export function RetireOfferModal({
  bankName,
  bankLabel,
  loans,
  deposits,
}: {
  bankName: string;
  bankLabel: string;
  loans: LoanOfferRow[];
  deposits: DepositOfferRow[];
}) {
  const { t, product, rate } = useOfferText();
  const dispatch = useAppDispatch();
  const { modal, saving, formErrors } = useAppSelector((state) => selectOffersEditor(state));
  const row =
    modal?.type === 'retire'
      ? (modal.kind === 'loan' ? loans : deposits).find((candidate) => candidate.id === modal.offerId)
      : undefined;
  const close = () => dispatch(offerModalClosed());
  return (
    <Dialog
      size="narrow"
      open={Boolean(row)}
      title={t('offers:retire.title')}
      closeLabel={t('common.close')}
      onClose={close}
    >
      {row && modal && (
        <div className={styles.form}>
          <p>
            {t('offers:retire.confirm', {
              product: product(row),
              bank: bankLabel,
              rate: rate('loanType' in row ? row.monthlyRate : row.annualRate),
            })}
          </p>
          {formErrors.length > 0 && !saving && (
            <p className={styles.alert} role="alert">
              {formErrors.join('\n')}
            </p>
          )}
          <div className={formStyles.actions}>
            <button
              type="button"
              data-autofocus
              className={`${formStyles.primary} ${styles.danger}`}
              disabled={saving}
              onClick={() => dispatch(retireOffer({ kind: modal.kind, bankName, id: row.id }))}
            >
              {saving ? t('offers:retire.retiring') : t('offers:retire.yes')}
            </button>
            <button type="button" className={formStyles.secondary} onClick={close}>
              {t('offers:form.cancel')}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
