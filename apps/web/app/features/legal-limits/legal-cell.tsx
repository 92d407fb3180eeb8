import { formatPercent, formatTL, type Locale } from '@pusula/core/format/number-format.ts';
import type { LegalCell } from '@pusula/core/rules/legal-rule-types.ts';
import type { TFunction } from '../../lib/i18n/keys.ts';
import { Trans } from '../../lib/i18n/trans.tsx';

/** A figure with its unit, as one isolated run (so Arabic never splits a number from its unit). */
function Figure({ children }: { children: string }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/** As many decimals as the figure has, up to 3 (15 → 0, 21,75 → 2, stamp tax 0,759 → 3). */
function decimalsOf(value: number): number {
  for (let decimals = 0; decimals < 3; decimals += 1)
    if (Number.isInteger(Math.round(value * 10 ** decimals * 1e6) / 1e6)) return decimals;
  return 3;
}

/** One cell of a rule's table in the reader's language (docs/number-format.md). */
export function LegalCellView({ cell, locale, t }: { cell: LegalCell; locale: Locale; t: TFunction }) {
  switch (cell.kind) {
    case 'money':
      // Whole lira unless the figure has kuruş (the minimum wage's tax base, 28.075,50 TL).
      return <Figure>{formatTL(cell.value, Number.isInteger(cell.value) ? 0 : 2, locale)}</Figure>;
    case 'percent':
      return <Figure>{formatPercent(cell.value, decimalsOf(cell.value), locale)}</Figure>;
    case 'months':
      return <>{t('legal.cells.months', { count: cell.value })}</>;
    case 'share':
      return (
        <Trans
          i18nKey="legal.cells.share"
          values={{ share: formatPercent(cell.value, 0, locale) }}
          components={{ num: <bdi dir="ltr" /> }}
        />
      );
    case 'text':
      return <>{t(`legal.cells.${cell.key}` as 'legal.cells.noLoan')}</>;
    case 'band': {
      const values = {
        from: cell.from === null ? '' : formatTL(cell.from, 0, locale),
        to: cell.to === null ? '' : formatTL(cell.to, 0, locale),
      };
      const key =
        cell.from === null
          ? 'legal.cells.upTo'
          : cell.to === null
            ? 'legal.cells.over'
            : 'legal.cells.between';
      return <Trans i18nKey={key} values={values} components={{ num: <bdi dir="ltr" /> }} />;
    }
  }
}
