import { Archive, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from '../../components/layout/admin.module.css';
import tables from '../../components/ui/table.module.css';
import { useAppDispatch } from '../../store/store.ts';
import { offerModalOpened } from './offers-editor-slice.ts';
import type { DepositOfferRow, LoanOfferRow, OfferKind } from './offers-editor-types.ts';
import { useOfferText } from './use-offer-text.ts';

function RowActions({ kind, row }: { kind: OfferKind; row: LoanOfferRow | DepositOfferRow }) {
  const { t, product } = useOfferText();
  const dispatch = useAppDispatch();
  const name = product(row);
  return (
    <div className={styles.rowActions}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('offers:actions.editNamed', { name })}
        title={t('offers:actions.edit')}
        onClick={() => dispatch(offerModalOpened({ type: 'edit', kind, offerId: row.id }))}
      >
        <Pencil size={18} aria-hidden />
      </button>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('offers:actions.retireNamed', { name })}
        title={t('offers:actions.retire')}
        onClick={() => dispatch(offerModalOpened({ type: 'retire', kind, offerId: row.id }))}
      >
        <Archive size={18} aria-hidden />
      </button>
    </div>
  );
}

function Table({
  label,
  headers,
  busy,
  empty,
  children,
}: {
  label: string;
  headers: string[];
  busy: boolean;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <div className={`${tables.scroll} ${tables.framed}`}>
      <table className={`${tables.table} ${tables.stack}`} aria-label={label} aria-busy={busy}>
        <thead>
          <tr>
            {headers.map((header, index) => (
              <th
                key={header}
                scope="col"
                className={index > 0 && index < headers.length - 1 ? tables.end : undefined}
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {empty !== null && (
            <tr>
              <td colSpan={headers.length}>{empty}</td>
            </tr>
          )}
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** The bank's loan offers in force: type, monthly rate, amount and term ranges, fee, since when. */
export function LoanOffersTable({ rows, loading }: { rows: LoanOfferRow[]; loading: boolean }) {
  const { t, rate, amounts, months, loanType, effective } = useOfferText();
  const headers = [
    t('offers:columns.loanType'),
    t('offers:columns.monthlyRate'),
    t('offers:columns.amountRange'),
    t('offers:columns.termRange'),
    t('offers:columns.allocationFee'),
    t('offers:columns.effectiveFrom'),
    t('offers:columns.actions'),
  ];
  const empty = rows.length > 0 ? null : loading ? t('offers:loading') : t('offers:loans.empty');
  return (
    <Table label={t('offers:loans.title')} headers={headers} busy={loading} empty={empty}>
      {rows.map((row) => (
        <tr key={row.id} data-testid="loan-offer-row" data-loan-type={row.loanType}>
          <th scope="row" data-label={headers[0]}>
            {loanType(row.loanType)}
          </th>
          <td className={tables.end} data-label={headers[1]}>
            <span className="num">{rate(row.monthlyRate)}</span>
          </td>
          <td className={`${tables.end} ${styles.ltrCell}`} data-label={headers[2]}>
            <span className="num">{amounts(row.minAmount, row.maxAmount)}</span>
          </td>
          <td className={`${tables.end} ${styles.ltrCell}`} data-label={headers[3]}>
            <span className="num">{months(row.minTerm, row.maxTerm)}</span>
          </td>
          <td className={tables.end} data-label={headers[4]}>
            <span className="num">{rate(row.allocationFeeRate)}</span>
          </td>
          <td className={`${styles.date} ${tables.end}`} data-label={headers[5]}>
            {effective(row)}
          </td>
          <td data-label={headers[6]}>
            <RowActions kind="loan" row={row} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The bank's TL deposit offers in force: term range in days, annual rate, amount range, since when. */
export function DepositOffersTable({ rows, loading }: { rows: DepositOfferRow[]; loading: boolean }) {
  const { t, rate, amounts, days, effective } = useOfferText();
  const headers = [
    t('offers:columns.dayRange'),
    t('offers:columns.annualRate'),
    t('offers:columns.amountRange'),
    t('offers:columns.effectiveFrom'),
    t('offers:columns.actions'),
  ];
  const empty = rows.length > 0 ? null : loading ? t('offers:loading') : t('offers:deposits.empty');
  return (
    <Table label={t('offers:deposits.title')} headers={headers} busy={loading} empty={empty}>
      {rows.map((row) => (
        <tr key={row.id} data-testid="deposit-offer-row">
          <th scope="row" className={styles.ltrCell} data-label={headers[0]}>
            {days(row.minDays, row.maxDays)}
          </th>
          <td className={tables.end} data-label={headers[1]}>
            <span className="num">{rate(row.annualRate)}</span>
          </td>
          <td className={`${tables.end} ${styles.ltrCell}`} data-label={headers[2]}>
            <span className="num">{amounts(row.minAmount, row.maxAmount)}</span>
          </td>
          <td className={`${styles.date} ${tables.end}`} data-label={headers[3]}>
            {effective(row)}
          </td>
          <td data-label={headers[4]}>
            <RowActions kind="deposit" row={row} />
          </td>
        </tr>
      ))}
    </Table>
  );
}
