import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pageWindow } from './fund-format.ts';
import styles from './funds.module.css';

interface FundPaginationProps {
  pageNumber: number;
  totalPages: number;
  totalCount: number;
  disabled: boolean;
  onPage: (pageNumber: number) => void;
}

/** First, previous, up to 5 page numbers around the current one, next, last (spec section 2). */
export function FundPagination({
  pageNumber,
  totalPages,
  totalCount,
  disabled,
  onPage,
}: FundPaginationProps) {
  const { t } = useTranslation('funds');
  if (totalPages < 1) return null;
  const atStart = disabled || pageNumber <= 1;
  const atEnd = disabled || pageNumber >= totalPages;
  const edge = (label: string, target: number, off: boolean, icon: React.ReactNode) => (
    <li>
      <button
        type="button"
        className={styles.pageButton}
        disabled={off}
        onClick={() => onPage(target)}
        aria-label={label}
        title={label}
      >
        {icon}
      </button>
    </li>
  );
  return (
    <nav className={styles.pagination} aria-label={t('funds:pagination.label')}>
      <ul className={styles.pageList}>
        {edge(
          t('funds:pagination.first'),
          1,
          atStart,
          <ChevronsLeft className={styles.flip} aria-hidden="true" />,
        )}
        {edge(
          t('funds:pagination.previous'),
          pageNumber - 1,
          atStart,
          <ChevronLeft className={styles.flip} aria-hidden="true" />,
        )}
        {pageWindow(pageNumber, totalPages).map((page) => (
          <li key={page}>
            <button
              type="button"
              className={
                page === pageNumber ? `${styles.pageButton} ${styles.pageCurrent}` : styles.pageButton
              }
              disabled={disabled}
              aria-current={page === pageNumber ? 'page' : undefined}
              aria-label={t('funds:pagination.page', { page })}
              onClick={() => onPage(page)}
            >
              <span className="num">{page}</span>
            </button>
          </li>
        ))}
        {edge(
          t('funds:pagination.next'),
          pageNumber + 1,
          atEnd,
          <ChevronRight className={styles.flip} aria-hidden="true" />,
        )}
        {edge(
          t('funds:pagination.last'),
          totalPages,
          atEnd,
          <ChevronsRight className={styles.flip} aria-hidden="true" />,
        )}
      </ul>
      <p className={styles.pageSummary}>
        {t('funds:pagination.summary', { page: pageNumber, total: totalPages, count: totalCount })}
      </p>
    </nav>
  );
}
