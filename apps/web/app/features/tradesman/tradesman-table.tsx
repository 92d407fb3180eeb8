import { formatTL } from '@pusula/core/format/number-format.ts';
import { sumMoney } from '@pusula/core/money/round.ts';
import type { TradesmanResult } from '@pusula/core/tradesman/tradesman-loan.ts';
import { useTranslation } from 'react-i18next';
import styles from '../../components/ui/form.module.css';
import local from './tradesman.module.css';

const MONEY_COLUMNS = ['kalanAnaPara', 'anaTaksit', 'faiz', 'komisyon', 'taksitToplami'] as const;

/** Instalment table: one row per quarterly instalment, with a totals row. */
export function TradesmanTable({ result }: { result: TradesmanResult }) {
  const { t } = useTranslation('calc');
  const label = (key: string) => t(`calc:tradesman.labels.${key}`);
  const totals = {
    anaTaksit: sumMoney(result.taksitDetaylari.map((row) => row.anaTaksit)),
    faiz: result.toplamFaiz,
    komisyon: result.toplamKomisyon,
    taksitToplami: result.toplamGeriOdeme,
  };
  return (
    <section className={styles.card} aria-labelledby="tradesman-table-title">
      <h2 id="tradesman-table-title" className={styles.cardTitle}>
        {label('installments')}
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className={local.scroll} tabIndex={0} aria-labelledby="tradesman-table-title">
        <table className={local.table}>
          <thead>
            <tr>
              <th scope="col">{label('taksitNo')}</th>
              <th scope="col">{label('gunSayisi')}</th>
              {MONEY_COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {label(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.taksitDetaylari.map((row) => (
              <tr key={row.taksitNo}>
                <th scope="row" className="num">
                  {row.taksitNo}
                </th>
                <td className="num">{row.gunSayisi}</td>
                {MONEY_COLUMNS.map((column) => (
                  <td key={column} className="num">
                    {formatTL(row[column])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{label('total')}</th>
              <td />
              <td />
              <td className="num">{formatTL(totals.anaTaksit)}</td>
              <td className="num">{formatTL(totals.faiz)}</td>
              <td className="num">{formatTL(totals.komisyon)}</td>
              <td className="num">{formatTL(totals.taksitToplami)}</td>
            </tr>
          </tfoot>
        </table>
      </section>
    </section>
  );
}
