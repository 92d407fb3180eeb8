import { latestAnnualChange } from '@pusula/core/cpi/cpi-arithmetic.ts';
import { cpiSeries } from '@pusula/core/cpi/cpi-series.ts';
import { formatPercent } from '@pusula/core/format/number-format.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import { monthLabel } from './cpi-months.ts';
import { ensureCpi, selectCpi } from './cpi-slice.ts';

/** The latest 12-month inflation as a page hands it to another feature: the rate and its label. */
export interface LatestInflation {
  percent: number;
  /** "Son 12 aylık TÜFE değişimine göre (Ocak 2026: %30,65)", in the page language. */
  note: string;
}

/** Loads the index (once per page) and answers the latest yearly change, null until it is known. */
export function useLatestInflation(): LatestInflation | null {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const data = useAppSelector((root) => selectCpi(root).data);
  useEffect(() => {
    void dispatch(ensureCpi());
  }, [dispatch]);
  const latest = useMemo(() => (data ? latestAnnualChange(cpiSeries(data.points)) : null), [data]);
  if (!latest) return null;
  const lang = i18n.resolvedLanguage ?? 'tr';
  return {
    percent: latest.percent,
    note: t('calc:cpi.labels.realReturnNote', {
      month: monthLabel(latest.month, lang),
      rate: formatPercent(latest.percent, 2, langFromCode(lang)),
    }),
  };
}
