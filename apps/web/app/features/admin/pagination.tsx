import { ChevronFirst, ChevronLast, ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from '../../components/layout/admin.module.css';

/** Spec section 9: first, previous, up to 5 page numbers around the current page, next, last. */
export function pageWindow(current: number, total: number): number[] {
  if (total <= 0) return [];
  const start = Math.max(1, Math.min(current - 2, total - 4));
  const end = Math.min(total, start + 4);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

export function Pagination(props: {
  page: number;
  pages: number;
  disabled?: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { page, pages, disabled, onPage } = props;
  if (pages <= 1) return null;
  const button = (target: number, label: string, icon: React.ReactNode, off: boolean) => (
    <button
      type="button"
      className={styles.pageButton}
      aria-label={label}
      disabled={off || disabled}
      onClick={() => onPage(target)}
    >
      {icon}
    </button>
  );
  return (
    <nav className={styles.pagination} aria-label={t('admin:logs.pagination')}>
      {button(
        1,
        t('admin:logs.first'),
        <ChevronFirst size={18} aria-hidden className={styles.mirror} />,
        page <= 1,
      )}
      {button(
        page - 1,
        t('admin:logs.previous'),
        <ChevronLeft size={18} aria-hidden className={styles.mirror} />,
        page <= 1,
      )}
      {pageWindow(page, pages).map((n) => (
        <button
          key={n}
          type="button"
          className={`${styles.pageButton} num`}
          aria-label={t('admin:logs.page', { page: n })}
          aria-current={n === page ? 'page' : undefined}
          disabled={disabled}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      {button(
        page + 1,
        t('admin:logs.next'),
        <ChevronRight size={18} aria-hidden className={styles.mirror} />,
        page >= pages,
      )}
      {button(
        pages,
        t('admin:logs.last'),
        <ChevronLast size={18} aria-hidden className={styles.mirror} />,
        page >= pages,
      )}
    </nav>
  );
}
