import { formatNumber } from '@pusula/core/format/number-format.ts';
import { LOAN_TYPES } from '@pusula/core/loans/constants.ts';
import { defaultHousingCosts } from '@pusula/core/loans/upfront-cost-rules.ts';
import { type FormEvent, useId, useState } from 'react';
import styles from '../../components/layout/admin.module.css';
import { Dialog } from '../../components/ui/dialog.tsx';
import formStyles from '../../components/ui/form.module.css';
import { controlProps, FormField, focusFirstError } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { translateKnown } from '../../lib/i18n/translate-known.ts';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import {
  emptyValues,
  type FieldErrors,
  type FieldName,
  type FormValues,
  groupsOf,
  isHousingGroup,
  readForm,
  valuesOf,
} from './offer-form.ts';
import local from './offers-editor.module.css';
import { offerModalClosed, saveOffer, selectOffersEditor } from './offers-editor-slice.ts';
import type { DepositOfferRow, LoanOfferRow, OfferKind } from './offers-editor-types.ts';
import { useOfferText } from './use-offer-text.ts';

type NumberField = Exclude<FieldName, 'loanType'>;

interface OfferFormProps {
  kind: OfferKind;
  bankName: string;
  row: LoanOfferRow | DepositOfferRow | null;
}

/** The add and edit form: rate, amount range, term range (months or days) and, for loans, the fee. */
function OfferForm({ kind, bankName, row }: OfferFormProps) {
  const { t, locale } = useOfferText();
  const dispatch = useAppDispatch();
  const { saving, formErrors } = useAppSelector((state) => selectOffersEditor(state));
  const id = useId();
  const [values, setValues] = useState<FormValues>(() => (row ? valuesOf(row, locale) : emptyValues(kind)));
  const [typed, setTyped] = useState<FieldErrors>({});
  const groups = groupsOf(kind, row === null, values.loanType);
  const defaults = defaultHousingCosts();
  const order = groups.flat();

  // The form is checked with the API's own schema, so what the server still refuses (an unknown bank,
  // a lost session) names no field: it is shown above the buttons.
  const errorOf = (name: FieldName) => (typed[name] ? translateKnown(t, typed[name]) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { fields, errors } = readForm(kind, values, bankName);
    setTyped(errors);
    if (!fields) {
      focusFirstError(order.map((name) => [`${id}-${name}`, errors[name]] as const));
      return;
    }
    void dispatch(saveOffer({ kind, bankName, fields, ...(row ? { id: row.id } : {}) })).then((action) => {
      if (saveOffer.fulfilled.match(action)) toast.success(t('offers:form.saved'));
    });
  };

  const labels: Record<NumberField, [string, string]> = {
    rate: [kind === 'loan' ? t('offers:fields.monthlyRate') : t('offers:fields.annualRate'), '%'],
    fee: [t('offers:fields.allocationFee'), '%'],
    minAmount: [t('offers:fields.minAmount'), 'TL'],
    maxAmount: [t('offers:fields.maxAmount'), 'TL'],
    minTerm: [
      t('offers:fields.minTerm'),
      kind === 'loan' ? t('offers:units.months') : t('offers:units.days'),
    ],
    maxTerm: [
      t('offers:fields.maxTerm'),
      kind === 'loan' ? t('offers:units.months') : t('offers:units.days'),
    ],
    mortgageFee: [t('offers:fields.mortgageFee'), 'TL'],
    appraisalFee: [t('offers:fields.appraisalFee'), 'TL'],
    earthquakeInsurance: [t('offers:fields.earthquakeInsurance'), 'TL'],
  };
  const set = (name: FieldName, value: string) => setValues((current) => ({ ...current, [name]: value }));

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {groups.map((group) => (
        <div
          key={group.join('-')}
          className={local.fieldRow}
          {...(isHousingGroup(group) ? { role: 'group', 'aria-labelledby': `${id}-housing` } : {})}
        >
          {isHousingGroup(group) && (
            <p id={`${id}-housing`} className={local.groupNote}>
              <strong>{t('offers:fields.housingCostsLegend')}</strong> {t('offers:fields.housingCostDefault')}
            </p>
          )}
          {group.map((name) => {
            const fieldId = `${id}-${name}`;
            if (name === 'loanType') {
              return (
                <FormField key={name} id={fieldId} label={t('offers:fields.loanType')} error={errorOf(name)}>
                  <select
                    {...controlProps(fieldId, errorOf(name))}
                    value={values.loanType}
                    onChange={(event) => set(name, event.target.value)}
                  >
                    {LOAN_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`loans:types.${type}`)}
                      </option>
                    ))}
                  </select>
                </FormField>
              );
            }
            const [label, unit] = labels[name];
            return (
              <FormField key={name} id={fieldId} label={label} unit={unit} error={errorOf(name)}>
                <input
                  {...controlProps(fieldId, errorOf(name))}
                  type="text"
                  dir="ltr"
                  inputMode={name === 'minTerm' || name === 'maxTerm' ? 'numeric' : 'decimal'}
                  autoComplete="off"
                  {...(name in defaults
                    ? { placeholder: formatNumber(defaults[name as keyof typeof defaults], 0, locale) }
                    : {})}
                  value={values[name]}
                  onChange={(event) => set(name, event.target.value)}
                />
              </FormField>
            );
          })}
        </div>
      ))}
      {formErrors.length > 0 && !saving && (
        <p className={styles.alert} role="alert">
          {formErrors.join('\n')}
        </p>
      )}
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={saving}>
          {saving ? t('offers:form.saving') : t('offers:form.save')}
        </button>
        <button type="button" className={formStyles.secondary} onClick={() => dispatch(offerModalClosed())}>
          {t('offers:form.cancel')}
        </button>
      </div>
    </form>
  );
}

/** The add/edit modal for the selected bank's loan or deposit offer. */
export function OfferFormModal({
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
  const { t, product } = useOfferText();
  const dispatch = useAppDispatch();
  const modal = useAppSelector((state) => selectOffersEditor(state).modal);
  const open = modal !== null && modal.type !== 'retire';
  const row =
    modal?.type === 'edit'
      ? ((modal.kind === 'loan' ? loans : deposits).find((candidate) => candidate.id === modal.offerId) ??
        null)
      : null;
  let title = '';
  if (modal?.type === 'add')
    title =
      modal.kind === 'loan'
        ? t('offers:form.addLoanTitle', { bank: bankLabel })
        : t('offers:form.addDepositTitle', { bank: bankLabel });
  else if (row) title = t('offers:form.editTitle', { product: product(row), bank: bankLabel });
  return (
    <Dialog
      size="narrow"
      open={open && (modal?.type === 'add' || row !== null)}
      title={title}
      closeLabel={t('common.close')}
      onClose={() => dispatch(offerModalClosed())}
    >
      {modal && modal.type !== 'retire' && (
        <OfferForm
          key={`${modal.type}-${modal.kind}-${row?.id ?? 'new'}`}
          kind={modal.kind}
          bankName={bankName}
          row={row}
        />
      )}
    </Dialog>
  );
}
