import { localeOf } from '@pusula/core/format/date-format.ts';
import type { Locale } from '@pusula/core/format/number-format.ts';
import { DEFAULT_SELECTION } from '@pusula/core/market/ticker-codes.ts';
import { CONVERTER_PATH, currencyPath } from '@pusula/core/site/routes.ts';
import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { Link } from 'react-router';
import { tickerCodeName } from '../../lib/i18n/ticker-code-name.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppSelector } from '../../store/store.ts';
import styles from './ticker.module.css';
import {
  formatAsOf,
  formatChange,
  formatQuoteValue,
  type TickerQuote,
  trend,
  visibleQuotes,
} from './ticker-model.ts';
import { selectTicker } from './ticker-slice.ts';
import { useTickerRefresh } from './use-ticker-refresh.ts';

function Change({ percent, locale }: { percent: number | null; locale: Locale }) {
  const { t } = useTranslation();
  const direction = trend(percent);
  // No change known (a code's first bulletin): a dash keeps the tile's lines like every other tile's.
  if (direction === null || percent === null)
    return (
      <span className={`${styles.change} ${styles.flat}`} data-trend="none">
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{t('market:ticker.noChange')}</span>
      </span>
    );
  const Icon = direction === 'up' ? ArrowUp : direction === 'down' ? ArrowDown : Minus;
  const label = t(
    direction === 'up'
      ? 'market:ticker.up'
      : direction === 'down'
        ? 'market:ticker.down'
        : 'market:ticker.unchanged',
  );
  return (
    <span className={`${styles.change} ${styles[direction]}`} data-trend={direction}>
      <Icon size={14} aria-hidden className={styles.arrow} />
      <span className="visually-hidden">{label} </span>
      <span className="num">{formatChange(percent, locale)}</span>
    </span>
  );
}

function Item({ quote, locale }: { quote: TickerQuote; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <li className={styles.item} data-code={quote.code}>
      {/* Each tile names its currency page (docs/requirements/market-and-funds.md#currency-pages: /doviz/{kod}). */}
      <Link to={currencyPath(quote.code)} className={styles.name} data-currency-link>
        <abbr title={tickerCodeName(t, quote.code)} className={styles.code}>
          {quote.code}
        </abbr>
        <span className={styles.longName}>{tickerCodeName(t, quote.code)}</span>
      </Link>
      <span className={`num ${styles.value}`} data-value>
        {formatQuoteValue(quote, locale)}
      </span>
      <Change percent={quote.changePercentage} locale={locale} />
    </li>
  );
}

/** docs/requirements/market-and-funds.md#ticker: the currency, gold and index ticker under the hero. */
export function Ticker() {
  const { t, i18n } = useTranslation();
  useTickerRefresh();
  const locale = localeOf(i18n.resolvedLanguage);
  const ticker = useAppSelector((state) => selectTicker(state));
  const selection = useAppSelector((state) => state.currencySelection?.codes ?? DEFAULT_SELECTION);
  const loading = ticker.status === 'idle' || ticker.status === 'loading';
  const items = visibleQuotes(ticker.quotes, selection);
  const date = formatAsOf(ticker.asOf, locale);

  return (
    <section className={styles.ticker} aria-label={t('market:ticker.label')} aria-busy={loading}>
      {ticker.status === 'failed' && (
        <p className={styles.alert} role="alert">
          {t('market:ticker.loadFailed')}
          {ticker.fallback && <span> {t('market:ticker.fallbackNote', { date })}</span>}
        </p>
      )}
      {loading ? (
        <ul className={styles.list} aria-hidden data-skeleton>
          {selection.map((code) => (
            <li key={code} className={`${styles.item} ${styles.skeleton}`}>
              <span className={styles.bone} />
              <span className={`${styles.bone} ${styles.boneWide}`} />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <p className={styles.empty} role="status">
          {t('market:ticker.noData')}
        </p>
      ) : (
        <ul className={styles.list}>
          {items.map((quote) => (
            <Item key={quote.code} quote={quote} locale={locale} />
          ))}
        </ul>
      )}
      <p className={styles.meta}>
        {loading ? (
          <span className="visually-hidden">{t('market:ticker.loading')}</span>
        ) : ticker.isSample ? (
          <span className={styles.sample}>{t('market:ticker.sampleAsOf', { date })}</span>
        ) : ticker.stale ? (
          <span className={styles.sample}>{t('market:ticker.staleAsOf', { date })}</span>
        ) : (
          date && <span>{t('market:ticker.asOf', { date })}</span>
        )}
      </p>
      <p className={styles.more}>
        <Link to={CONVERTER_PATH} data-converter-link>
          {t('market:ticker.converterLink')}
        </Link>
      </p>
    </section>
  );
}
