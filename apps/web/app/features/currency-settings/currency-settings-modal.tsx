import marketTexts from 'texts:market/settings,codes';
import { MAX_SELECTION } from '@pusula/core/market/ticker-codes.ts';
import { Plus } from 'lucide-react';
import { useRef } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { currencySettingsClosed } from '../../components/ui/ui-slice.ts';
import { addTurkishTexts } from '../../lib/i18n/i18n.ts';
import { tickerCodeName } from '../../lib/i18n/ticker-code-name.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { type RootState, useAppDispatch, useAppSelector } from '../../store/store.ts';
import { saveAccountSelection } from './account-selection.ts';
import styles from './currency-settings.module.css';
import { addCode, moveCode, removeCode } from './selection-edit.ts';
import { selectionChanged } from './selection-slice.ts';
import { saveSelection } from './selection-storage.ts';
import { SortableSelection } from './sortable-selection.tsx';

// The dialog's Turkish texts come with it (it loads when first opened: currency-settings.tsx).
addTurkishTexts({ market: marketTexts });

/** docs/requirements/market-and-funds.md#currency-settings: add, remove and reorder the ticker's codes (1 to 5), saved at once. */
/** The ticker's quotes, read from the home page's ticker slice when it is in the store. */
export type TickerQuotes = NonNullable<RootState['ticker']>['quotes'];

export function CurrencySettingsModal({
  selected,
  quotes,
}: {
  selected: string[];
  /** The ticker's quotes (none off the home page): the codes to offer. */
  quotes: TickerQuotes;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  /** A drag under way: Esc (and the overlay) then end the drag, not the dialog. */
  const dragging = useRef(false);
  const signedIn = useAppSelector((state) => state.auth?.isAuthenticated === true);
  const offered = quotes.filter((quote) => quote.value > 0).map((quote) => quote.code);
  const available = offered.filter((code) => !selected.includes(code));
  const full = selected.length >= MAX_SELECTION;

  const close = () => {
    if (!dragging.current) dispatch(currencySettingsClosed());
  };

  const change = (codes: string[]) => {
    dispatch(selectionChanged(codes));
    saveSelection(codes);
    if (signedIn) saveAccountSelection(codes);
  };

  return (
    <Dialog
      open
      size="narrow"
      title={t('market:settings.title')}
      closeLabel={t('market:settings.closeX')}
      onClose={close}
    >
      <p className={styles.intro}>{t('market:settings.intro')}</p>

      <h3 className={styles.sectionTitle}>{t('market:settings.selected', { count: selected.length })}</h3>
      <SortableSelection
        codes={selected}
        dragging={dragging}
        onMove={(active, over) => change(moveCode(selected, active, over))}
        onRemove={(code) => change(removeCode(selected, code))}
      />
      {selected.length === 1 && <p className={styles.note}>{t('market:settings.lastItem')}</p>}

      <h3 className={styles.sectionTitle}>{t('market:settings.available')}</h3>
      {full && <p className={styles.note}>{t('market:settings.maxReached')}</p>}
      {offered.length === 0 ? (
        <p className={styles.note}>{t('market:settings.unavailable')}</p>
      ) : (
        <ul className={styles.available}>
          {available.map((code) => {
            const name = tickerCodeName(t, code);
            return (
              <li key={code}>
                <button
                  type="button"
                  className={styles.addButton}
                  disabled={full}
                  aria-label={t('market:settings.add', { name })}
                  onClick={() => change(addCode(selected, code))}
                  data-code={code}
                >
                  <Plus size={16} aria-hidden />
                  <span className={styles.rowCode}>{code}</span>
                  <span className={styles.rowName}>{name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}

      <footer className={styles.footer}>
        <button type="button" className={styles.closeButton} onClick={close}>
          {t('market:settings.close')}
        </button>
      </footer>
    </Dialog>
  );
}
