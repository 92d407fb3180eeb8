import { formatTL, type Locale, NUMBER_SEPARATORS } from '@pusula/core/format/number-format.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import { amountInWords, compactAmountText } from '@pusula/core/vat/amount-in-words.ts';
import type { PlainVatResult } from '@pusula/core/vat/plain-vat.ts';
import type { WithholdingResult } from '@pusula/core/vat/withholding.ts';
import type { ReactNode } from 'react';
import styles from '../../components/ui/form.module.css';
import { Trans } from '../../lib/i18n/trans.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';

interface Row {
  key: string;
  label: ReactNode;
  value: number;
}

/** A rate as the visitor writes it in the page language (docs/number-format.md): 8.5 → "8,5" / "8.5". */
function rateText(rate: number, locale: Locale): string {
  return String(rate).replace('.', NUMBER_SEPARATORS[locale].decimal);
}

function usePageLocale(): Locale {
  return langFromCode(useTranslation().i18n.resolvedLanguage);
}

function ResultRows({ rows }: { rows: Row[] }) {
  const locale = usePageLocale();
  return (
    <dl className={styles.rows}>
      {rows.map((row) => (
        <div key={row.key} className={styles.row} data-result={row.key}>
          <dt>{row.label}</dt>
          <dd className="num">{formatTL(row.value, 2, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The invoice total spelled out and in the compact written form, both in the page language. */
function AmountWords({ label, amount }: { label: string; amount: number }) {
  const { t } = useTranslation();
  const lang = usePageLocale();
  return (
    <dl className={styles.words}>
      <div data-result="words">
        <dt>{t('calc:vat.labels.wordsOf', { label })}</dt>
        <dd>{amountInWords(amount, lang)}</dd>
      </div>
      <div data-result="compact">
        <dt>{t('calc:vat.labels.compactForm')}</dt>
        <dd>{compactAmountText(amount, lang)}</dd>
      </div>
    </dl>
  );
}

/** A label with a withholding fraction: "2/10" kept left-to-right and isolated inside Arabic text. */
function FractionLabel({
  i18nKey,
  fraction,
}: {
  i18nKey: 'calc:vat.labels.tevkifatTutari' | 'calc:vat.labels.tahsilEdilenKdv';
  fraction: number;
}) {
  return <Trans i18nKey={i18nKey} values={{ fraction }} components={{ num: <bdi dir="ltr" /> }} />;
}

/** Card results: 3 rows for plain VAT, 6 for withholding (docs/requirements/calculators.md#vat and #vat-withholding), then the amount in words. */
export function VatResults({
  plain,
  withholding,
}: {
  plain: PlainVatResult | null;
  withholding: WithholdingResult | null;
}) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  if (!plain && !withholding) return null;
  let rows: Row[];
  let words: { label: string; amount: number };
  if (withholding) {
    const fraction = withholding.tevkifatRate;
    rows = [
      { key: 'kdvHaric', label: t('calc:vat.labels.kdvHaric'), value: withholding.kdvHaric },
      {
        key: 'kdvTutari',
        label: t('calc:vat.labels.kdvTutari', { rate: rateText(withholding.kdvRate, locale) }),
        value: withholding.kdvTutari,
      },
      {
        key: 'tevkifatTutari',
        label: <FractionLabel i18nKey="calc:vat.labels.tevkifatTutari" fraction={fraction} />,
        value: withholding.tevkifatTutari,
      },
      {
        key: 'tahsilEdilenKdv',
        label: <FractionLabel i18nKey="calc:vat.labels.tahsilEdilenKdv" fraction={10 - fraction} />,
        value: withholding.tahsilEdilenKdv,
      },
      { key: 'kdvDahil', label: t('calc:vat.labels.kdvDahil'), value: withholding.kdvDahil },
      {
        key: 'tahsilEdilenTutar',
        label: t('calc:vat.labels.tahsilEdilenTutar'),
        value: withholding.tahsilEdilenTutar,
      },
    ];
    words = { label: t('calc:vat.labels.tahsilEdilenTutar'), amount: withholding.tahsilEdilenTutar };
  } else {
    const result = plain as PlainVatResult;
    rows = [
      { key: 'kdvHaric', label: t('calc:vat.labels.kdvHaric'), value: result.kdvHaric },
      {
        key: 'kdvTutari',
        label: t('calc:vat.labels.kdvTutari', { rate: rateText(result.kdvRate, locale) }),
        value: result.kdvTutari,
      },
      { key: 'kdvDahil', label: t('calc:vat.labels.kdvDahil'), value: result.kdvDahil },
    ];
    words = { label: t('calc:vat.labels.kdvDahil'), amount: result.kdvDahil };
  }
  return (
    <section className={styles.results} aria-live="polite">
      <h3 className={styles.resultsTitle}>{t('calc:ui.results')}</h3>
      <ResultRows rows={rows} />
      <AmountWords label={words.label} amount={words.amount} />
    </section>
  );
}
