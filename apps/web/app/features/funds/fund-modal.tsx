import fundsModalTexts from 'texts:funds/modal,pagination';
import type { Locale } from '@pusula/core/format/number-format.ts';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { addTurkishTexts } from '../../lib/i18n/i18n.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppDispatch } from '../../store/store.ts';
import { FALLBACK_AS_OF, FALLBACK_FUNDS } from './fund-fallback.ts';
import { FundTable } from './fund-table.tsx';
import { type FundSource, SEARCH_DEBOUNCE_MS, type SortKey } from './fund-types.ts';
import { SampleLabel, tableView } from './fund-view.tsx';
import styles from './funds.module.css';
import type { FundListState, FundsSliceApi } from './funds-slice.ts';

// The modal's own Turkish texts come with it (it loads on first use: fund-list-block.tsx).
addTurkishTexts({ funds: fundsModalTexts });

interface FundModalProps {
  source: FundSource;
  slice: FundsSliceApi;
  state: FundListState;
  locale: Locale;
  onClose: () => void;
}

/** "View all funds": search (500 ms pause), sortable returns, paging, footer note (docs/requirements/market-and-funds.md#fund-tables and #fund-search-and-sort). */
export function FundModal({ source, slice, state, locale, onClose }: FundModalProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const inputId = useId();
  const [text, setText] = useState(state.searchTerm);
  const [sortMessage, setSortMessage] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searchMode = text.trim() !== '';
  const { actions } = slice;

  const close = () => {
    clearTimeout(timer.current);
    dispatch(actions.reset());
    void dispatch(actions.loadPage({ pageNumber: 1, sortField: null }));
    onClose();
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const runSearch = (value: string) => {
    clearTimeout(timer.current);
    const term = value.trim();
    if (term) void dispatch(actions.search(term));
  };

  const onType = (value: string) => {
    const wasSearching = searchMode;
    setText(value);
    dispatch(actions.searchTermChanged(value));
    clearTimeout(timer.current);
    if (value.trim() === '') {
      setSortMessage(false);
      if (wasSearching) void dispatch(actions.loadPage({ pageNumber: 1, sortField: null }));
      return;
    }
    timer.current = setTimeout(() => runSearch(value), SEARCH_DEBOUNCE_MS);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    runSearch(text);
  };

  const onSort = (key: SortKey) => {
    if (searchMode) {
      setSortMessage(true);
      return;
    }
    setSortMessage(false);
    void dispatch(actions.loadPage({ pageNumber: 1, sortField: state.sortField === key ? null : key }));
  };

  const view = tableView(state, searchMode, FALLBACK_FUNDS[source], t);
  const listAsOf = view.status === 'error' ? FALLBACK_AS_OF : state.asOf;
  // The search field is the dialog's first field: it takes the focus on opening.
  return (
    <Dialog
      open
      size="full"
      title={t(source === 'Tefas' ? 'funds:modal.tefasTitle' : 'funds:modal.befasTitle')}
      closeLabel={t('funds:modal.close')}
      onClose={close}
    >
      <div className={styles.dialogContent}>
        <form className={styles.searchForm} onSubmit={onSubmit}>
          <label htmlFor={inputId}>{t('funds:modal.searchLabel')}</label>
          <div className={styles.searchRow}>
            <input
              id={inputId}
              type="search"
              value={text}
              placeholder={t('funds:modal.searchPlaceholder')}
              autoComplete="off"
              onChange={(event) => onType(event.target.value)}
            />
            <button type="submit" className={styles.primaryButton}>
              <Search className={styles.buttonIcon} aria-hidden="true" />
              {t('funds:modal.searchButton')}
            </button>
          </div>
        </form>
        <div className={styles.messages} aria-live="polite">
          {sortMessage && searchMode ? (
            <p className={styles.warning} role="alert">
              {t('funds:modal.sortWhileSearching')}
            </p>
          ) : null}
          {searchMode && state.searchResults && !state.searching && state.searchResults.length > 0 ? (
            <p className={styles.muted}>
              {t('funds:modal.resultCount', { count: state.searchResults.length })}
            </p>
          ) : null}
        </div>
        <FundTable
          rows={view.rows}
          locale={locale}
          status={view.status}
          errorText={view.errorText}
          caption={t(source === 'Tefas' ? 'funds:modal.tefasTitle' : 'funds:modal.befasTitle')}
          sort={{ field: state.sortField, onSort }}
          skeletonRows={15}
          listAsOf={listAsOf}
        />
        {view.status === 'error' ? <p className={styles.muted}>{t('funds:states.fallback')}</p> : null}
        <Pagination
          page={state.pageNumber}
          pages={view.status === 'error' ? 0 : state.totalPages}
          disabled={searchMode || state.loading}
          labels={{
            nav: t('funds:pagination.label'),
            first: t('funds:pagination.first'),
            previous: t('funds:pagination.previous'),
            next: t('funds:pagination.next'),
            last: t('funds:pagination.last'),
            page: (page) => t('funds:pagination.page', { page }),
          }}
          summary={t('funds:pagination.summary', {
            page: state.pageNumber,
            total: state.totalPages,
            count: state.totalCount,
          })}
          onPage={(pageNumber) => void dispatch(actions.loadPage({ pageNumber, sortField: state.sortField }))}
        />
        <footer className={styles.dialogFooter}>
          <p className={styles.note}>
            {t(source === 'Tefas' ? 'funds:modal.noteTefas' : 'funds:modal.noteBefas')}
          </p>
          <SampleLabel
            isSample={state.isSample || view.status === 'error'}
            asOf={listAsOf}
            stale={state.stale && view.status !== 'error'}
            locale={locale}
            rows={view.rows}
          />
          <button type="button" className={styles.secondaryButton} onClick={close}>
            {t('funds:modal.close')}
          </button>
        </footer>
      </div>
    </Dialog>
  );
}
