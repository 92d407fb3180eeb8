import type { Locale } from '@pusula/core/format/number-format.ts';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import { FundTable } from './fund-table.tsx';
import type { FundSource } from './fund-types.ts';
import { SampleLabel, tableView } from './fund-view.tsx';
import styles from './funds.module.css';
import { befas, tefas } from './funds-slice.ts';
import { useFundFallback } from './use-fund-fallback.ts';

// The full list opens on a press: its code loads when the button is pointed at or focused, not with the page.
const loadModal = () => import('./fund-modal.tsx');
const FundModal = lazy(() => loadModal().then((module) => ({ default: module.FundModal })));
const preloadModal = () => void loadModal().catch(() => undefined);

const PREVIEW_ROWS = 5;

const SLICES = {
  Tefas: { slice: tefas, select: tefas.select },
  Befas: { slice: befas, select: befas.select },
} as const;

/**
 * A fund table on home (investment funds; pension funds for the retirement-funds block): the first
 * rows of page 1 and a button that opens the "view all funds" modal.
 */
export function FundListBlock({
  source,
  inflation,
}: {
  source: FundSource;
  /** The latest 12-month inflation, for the real 1-year column (the page hands it in). */
  inflation?: { percent: number; note: string } | null;
}) {
  const { t, i18n } = useTranslation();
  const locale = (i18n.resolvedLanguage ?? 'tr') as Locale;
  const dispatch = useAppDispatch();
  const { slice, select } = SLICES[source];
  const state = useAppSelector(select);
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    void dispatch(slice.actions.loadPage({ pageNumber: 1, sortField: null }));
  }, [dispatch, slice]);

  const fallback = useFundFallback(state.error !== null);
  const neverLoaded = !state.error && !state.loading && state.totalPages === 0 && state.items.length === 0;
  const view = neverLoaded
    ? { status: 'loading' as const, rows: [] }
    : tableView(
        { ...state, searchResults: null, searching: false },
        false,
        fallback?.FALLBACK_FUNDS[source] ?? [],
        t,
      );
  const prefix = source === 'Tefas' ? 'tefas' : 'befas';
  const rows = view.rows.slice(0, PREVIEW_ROWS);
  const listAsOf = view.status === 'error' ? (fallback?.FALLBACK_AS_OF ?? null) : state.asOf;

  return (
    <section
      className={styles.block}
      aria-labelledby={headingId}
      id={source === 'Befas' ? 'emeklilik-fonlari' : 'yatirim-fonlari'}
    >
      <div className={styles.blockHeader}>
        <div>
          <h2 id={headingId}>{t(`funds:blocks.${prefix}Title`)}</h2>
          <p className={styles.muted}>{t(`funds:blocks.${prefix}Intro`)}</p>
        </div>
        <button
          ref={opener}
          type="button"
          className={styles.primaryButton}
          onPointerEnter={preloadModal}
          onPointerDown={preloadModal}
          onFocus={preloadModal}
          onClick={() => setOpen(true)}
        >
          {t('funds:blocks.viewAll')}
        </button>
      </div>
      <FundTable
        rows={rows}
        locale={locale}
        status={view.status}
        errorText={view.errorText}
        caption={t(`funds:blocks.${prefix}Title`)}
        skeletonRows={PREVIEW_ROWS + 1}
        inflation={inflation}
        listAsOf={listAsOf}
      />
      <SampleLabel
        isSample={state.isSample || view.status === 'error'}
        asOf={listAsOf}
        stale={state.stale && view.status !== 'error'}
        locale={locale}
        rows={rows}
      />
      {open ? (
        <Suspense fallback={null}>
          <FundModal
            source={source}
            slice={slice}
            state={state}
            locale={locale}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
