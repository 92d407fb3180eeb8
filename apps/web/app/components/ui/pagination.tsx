import { ChevronFirst, ChevronLast, ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './pagination.module.css';

/** First, previous, up to 5 page numbers around the current page, next, last (spec section 9). */
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
  onPage: (page: number) => void;
}

/** A pager for any paged list; nothing when there is a single page. Arrows mirror right-to-left. */
export function Pagination({ page, pages, labels, disabled, onPage }: PaginationProps) {
  if (pages <= 1) return null;
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
    <nav className={styles.pagination} aria-label={labels.nav}>
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
    </nav>
  );
}
