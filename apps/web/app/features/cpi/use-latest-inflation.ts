import { formatPercent } from '@pusula/core/format/number-format.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import { useEffect } from 'react';
import { monthLabel } from '../../lib/i18n/month-label.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import { ensureLatestInflation, selectLatestInflation } from './latest-inflation-slice.ts';

/** The latest 12-month inflation as a page hands it to another feature: the rate and its label. */
export interface LatestInflation {
  percent: number;
  /** "Son 12 aylık TÜFE değişimine göre (Şubat 2026: %31,53)", in the page language. */
  note: string;
}

/** Loads the latest yearly change (once per page, GET /api/cpi/latest), null until it is known. */
export function useLatestInflation(): LatestInflation | null {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const latest = useAppSelector((root) => selectLatestInflation(root).data);
  useEffect(() => {
    void dispatch(ensureLatestInflation());
  }, [dispatch]);
  if (!latest) return null;
  const lang = i18n.resolvedLanguage ?? 'tr';
  return {
    percent: latest.annualChangePercent,
    note: t('calc:cpi.labels.realReturnNote', {
      month: monthLabel(latest.month, lang),
      rate: formatPercent(latest.annualChangePercent, 2, langFromCode(lang)),
    }),
  };
}
