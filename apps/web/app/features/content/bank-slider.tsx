import type { SliderBank } from '@pusula/core/contract/banks.ts';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import styles from './bank-slider.module.css';

/** One run of the logos; the copy that closes the loop is hidden from assistive tech and the tab order. */
function LogoGroup({ banks, copy }: { banks: SliderBank[]; copy?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className={copy ? `${styles.group} ${styles.copy}` : styles.group} aria-hidden={copy || undefined}>
      {banks.map((bank) => (
        <li key={bank.name}>
          <a
            className={styles.logoLink}
            href={bank.website}
            target="_blank"
            rel="noopener noreferrer"
            tabIndex={copy ? -1 : undefined}
          >
            <img
              className={styles.logo}
              src={`/api/banks/logo/${encodeURIComponent(bank.name)}`}
              alt={bank.displayName}
              width={64}
              height={64}
              decoding="async"
              fetchPriority="low"
            />
            <span className="visually-hidden"> ({t('content:newTab')})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The banks' logo slider (docs/requirements/site-and-pages.md#home): a continuous CSS loop of every bank linking to its site in a new
 * tab. It pauses on hover and keyboard focus, stands still (a scrollable row) under reduced motion and
 * runs the other way in Arabic. Rendered on the server: the links are in the page's HTML.
 */
export function BankSlider({ banks }: { banks: SliderBank[] }) {
  const { t } = useTranslation();
  if (banks.length === 0) return null;
  return (
    <section className={styles.slider} aria-labelledby="bank-slider-heading">
      <div className={styles.header}>
        <h2 id="bank-slider-heading">{t('content:slider.title')}</h2>
        <p className={styles.intro}>{t('content:slider.intro')}</p>
      </div>
      <div className={styles.viewport} data-testid="bank-slider">
        <div
          className={styles.track}
          data-testid="bank-track"
          style={{ '--bank-count': banks.length } as CSSProperties}
        >
          <LogoGroup banks={banks} />
          <LogoGroup banks={banks} copy />
        </div>
      </div>
    </section>
  );
}
