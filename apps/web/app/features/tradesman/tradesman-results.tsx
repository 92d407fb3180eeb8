import { formatPercent, formatTL } from '@pusula/core/format/number-format.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import type { TradesmanResult } from '@pusula/core/tradesman/tradesman-loan.ts';
import styles from '../../components/ui/form.module.css';
import type { Resources } from '../../lib/i18n/keys.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import local from './tradesman.module.css';
import { TradesmanTable } from './tradesman-table.tsx';

/** The texts under calc:tradesman.labels, so each label('…') is checked against them. */
type TradesmanLabel = keyof Resources['calc']['tradesman']['labels'];

interface Row {
  key: string;
  label: string;
  value: string;
}

function Block({ id, title, rows }: { id: string; title: string; rows: Row[] }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      <dl className={styles.rows}>
        {rows.map((row) => (
          <div key={row.key} className={styles.row} data-result={row.key}>
            <dt>{row.label}</dt>
            <dd className="num">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Summary, detailed cost analysis, upfront-expense breakdown and the instalment table. */
export function TradesmanResults({ result }: { result: TradesmanResult }) {
  const { t, i18n } = useTranslation();
  // Figures in the page language's number format (docs/number-format.md).
  const locale = langFromCode(i18n.resolvedLanguage);
  const tl = (value: number) => formatTL(value, 2, locale);
  const label = (key: TradesmanLabel) => t(`calc:tradesman.labels.${key}`);
  const money = (key: keyof TradesmanResult & TradesmanLabel) => ({
    key,
    label: label(key),
    value: tl(result[key] as number),
  });
  const summary: Row[] = [
    money('aylikOrtalamaOdeme'),
    money('toplamGeriOdeme'),
    money('netEleGecen'),
    { key: 'faizOrani', label: label('faizOrani'), value: formatPercent(result.faizOrani, 2, locale) },
    { key: 'taksitSayisi', label: label('taksitSayisi'), value: String(result.taksitSayisi) },
    money('anaTaksit'),
  ];
  const costs: Row[] = [
    money('toplamFaiz'),
    money('toplamKomisyon'),
    money('toplamEkMasraf'),
    money('toplamMasraf'),
    money('iadeTutar'),
  ];
  const expenses: Row[] = (
    ['masrafOrani', 'koopHissesi', 'riskSermayesi', 'ustKurulusHissesi', 'riskFonu'] as const
  ).map((key) => ({ key, label: label(key), value: tl(result.masrafDetaylari[key]) }));
  expenses.push({
    key: 'expenseTotal',
    label: label('toplamEkMasraf'),
    value: tl(result.toplamEkMasraf),
  });
  return (
    <div className={local.results} aria-live="polite">
      <div className={local.blocks}>
        <Block id="tradesman-summary" title={label('summary')} rows={summary} />
        <Block id="tradesman-costs" title={label('costAnalysis')} rows={costs} />
        <Block id="tradesman-expenses" title={label('expenseBreakdown')} rows={expenses} />
      </div>
      <TradesmanTable result={result} />
    </div>
  );
}

/** The info note under the form. */
export function TradesmanInfo() {
  const { t } = useTranslation();
  return (
    <aside className={local.info} aria-labelledby="tradesman-info-title">
      <h2 id="tradesman-info-title">{t('calc:tradesman.labels.infoTitle')}</h2>
      <p>{t('calc:tradesman.labels.info')}</p>
    </aside>
  );
}
