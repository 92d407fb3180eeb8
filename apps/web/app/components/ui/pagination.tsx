import { ChevronFirst, ChevronLast, ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './pagination.module.css';

/**
 * First, previous, up to 5 page numbers around the current page, next, last (docs/requirements/site-and-pages.md#pagination):
 * the numbers are centred on the current page and shifted to stay within 1..total.
 */
export function pageWindow(current: number, total: number): number[] {
  if (total <= 0) return [];
  const start = Math.max(1, Math.min(current - 2, total - 4));
  const end = Math.min(total, start + 4);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** The pager's words, in the caller's texts (this kit owns no text namespace). */
export interface PaginationLabels {
  nav: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  page: (page: number) => string;
}

interface PaginationProps {
  page: number;
  pages: number;
  labels: PaginationLabels;
  disabled?: boolean;
  /** A line under the buttons (e.g. "Page 2 / 11 · 160 funds"); with it, a single page still shows. */
  summary?: string | undefined;
  /** The caller's placement (e.g. a margin), never the pager's own look. */
  className?: string | undefined;
  onPage: (page: number) => void;
}

/**
 * The pager of every paged list (the funds dialog, the system log, the inbox); nothing when there is
 * a single page and no summary. Arrows mirror right-to-left.
 */
export function Pagination({ page, pages, labels, disabled, summary, className, onPage }: PaginationProps) {
  if (pages < 1 || (pages === 1 && summary === undefined)) return null;
  const step = (target: number, label: string, icon: ReactNode, off: boolean) => (
    <button
      type="button"
      className={styles.button}
      aria-label={label}
      title={label}
      disabled={off || disabled}
      onClick={() => onPage(target)}
    >
      {icon}
    </button>
  );
  return (
    <nav
      className={
        [summary === undefined ? '' : styles.withSummary, className].filter(Boolean).join(' ') || undefined
      }
      aria-label={labels.nav}
    >
      <div className={styles.buttons}>
        {step(1, labels.first, <ChevronFirst size={18} aria-hidden className={styles.mirror} />, page <= 1)}
        {step(
          page - 1,
          labels.previous,
          <ChevronLeft size={18} aria-hidden className={styles.mirror} />,
          page <= 1,
        )}
        {pageWindow(page, pages).map((n) => (
          <button
            key={n}
            type="button"
            className={`${styles.button} num`}
            aria-label={labels.page(n)}
            aria-current={n === page ? 'page' : undefined}
            disabled={disabled}
            onClick={() => onPage(n)}
          >
            {n}
          </button>
        ))}
        {step(
          page + 1,
          labels.next,
          <ChevronRight size={18} aria-hidden className={styles.mirror} />,
          page >= pages,
        )}
        {step(
          pages,
          labels.last,
          <ChevronLast size={18} aria-hidden className={styles.mirror} />,
          page >= pages,
        )}
      </div>
      {summary !== undefined && <p className={styles.summary}>{summary}</p>}
    </nav>
  );
}
