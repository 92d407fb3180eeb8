import { formatTL } from '@pusula/core/format/number-format.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import { sumMoney } from '@pusula/core/money/round.ts';
import type { TradesmanResult } from '@pusula/core/tradesman/tradesman-loan.ts';
import styles from '../../components/ui/form.module.css';
import tables from '../../components/ui/table.module.css';
import type { Resources } from '../../lib/i18n/keys.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';

const MONEY_COLUMNS = ['kalanAnaPara', 'anaTaksit', 'faiz', 'komisyon', 'taksitToplami'] as const;
/** The texts under calc:tradesman.labels, so each label('…') is checked against them. */
type TradesmanLabel = keyof Resources['calc']['tradesman']['labels'];

/** Instalment table: one row per quarterly instalment, with a totals row. */
export function TradesmanTable({ result }: { result: TradesmanResult }) {
  const { t, i18n } = useTranslation();
  // Figures in the page language's number format (docs/number-format.md).
  const locale = langFromCode(i18n.resolvedLanguage);
  const tl = (value: number) => formatTL(value, 2, locale);
  const label = (key: TradesmanLabel) => t(`calc:tradesman.labels.${key}`);
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
      <section className={tables.scroll} tabIndex={0} aria-labelledby="tradesman-table-title">
        <table className={`${tables.table} ${tables.figures}`}>
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
                    {tl(row[column])}
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
              <td className="num">{tl(totals.anaTaksit)}</td>
              <td className="num">{tl(totals.faiz)}</td>
              <td className="num">{tl(totals.komisyon)}</td>
              <td className="num">{tl(totals.taksitToplami)}</td>
            </tr>
          </tfoot>
        </table>
      </section>
    </section>
  );
}
