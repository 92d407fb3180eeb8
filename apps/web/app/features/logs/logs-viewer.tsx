import { LOG_LEVELS, type LogLevel } from '@pusula/core/contract/logs.ts';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import styles from '../../components/layout/admin.module.css';
import formStyles from '../../components/ui/form.module.css';
import { controlProps, FormField } from '../../components/ui/form-field.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { ScrollFrame } from '../../components/ui/scroll-frame.tsx';
import tables from '../../components/ui/table.module.css';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import { fetchLogs, type LevelFilter, NETWORK_ERROR, selectAdminLogs } from './logs-slice.ts';

const LEVELS: LevelFilter[] = ['', 'info', 'warn', 'error'];

/** Rows store the level as text; one outside LOG_LEVELS is shown as stored rather than as a missing key. */
const isLogLevel = (level: string): level is LogLevel => (LOG_LEVELS as readonly string[]).includes(level);

/** The system log: 15 a page, newest first, level filter and text search. */
export function LogsViewer() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const state = useAppSelector((s) => selectAdminLogs(s));
  const [level, setLevel] = useState<LevelFilter>(state.level);
  const [search, setSearch] = useState(state.search);
  const id = useId();

  useEffect(() => {
    void dispatch(fetchLogs({ pageNumber: 1, level: '', search: '' }));
  }, [dispatch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void dispatch(fetchLogs({ pageNumber: 1, level, search: search.trim() }));
  };
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'ar' ? 'ar' : i18n.resolvedLanguage, {
    dateStyle: 'short',
    timeStyle: 'medium',
  });

  return (
    <section aria-labelledby="logs-title">
      <h1 id="logs-title">{t('admin:logs.title')}</h1>
      <form className={styles.filters} onSubmit={submit}>
        <FormField id={`${id}-level`} label={t('admin:logs.level')}>
          <select
            {...controlProps(`${id}-level`, undefined)}
            value={level}
            onChange={(event) => {
              const next = event.target.value as LevelFilter;
              setLevel(next);
              void dispatch(fetchLogs({ pageNumber: 1, level: next, search: search.trim() }));
            }}
          >
            {LEVELS.map((value) => (
              <option key={value || 'all'} value={value}>
                {t(`admin:logs.levels.${value || 'all'}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-search`} label={t('admin:logs.search')}>
          <input
            {...controlProps(`${id}-search`, undefined)}
            type="search"
            placeholder={t('admin:logs.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </FormField>
        <button type="submit" className={`${formStyles.primary} ${styles.filterButton}`}>
          <Search size={18} aria-hidden /> {t('admin:logs.searchButton')}
        </button>
      </form>
      {state.error && (
        <p className={styles.alert} role="alert">
          {state.error === NETWORK_ERROR ? t('http.noResponse') : state.error}
        </p>
      )}
      <p className={styles.muted} aria-live="polite">
        {t('admin:logs.summary', {
          page: state.pageNumber,
          pages: Math.max(1, state.totalPages),
          count: state.totalCount,
        })}
      </p>
      <ScrollFrame className={`${tables.scroll} ${tables.framed}`}>
        <table className={`${tables.table} ${tables.stack}`} aria-busy={state.loading}>
          <thead>
            <tr>
              <th scope="col">{t('admin:logs.time')}</th>
              <th scope="col">{t('admin:logs.level')}</th>
              <th scope="col">{t('admin:logs.event')}</th>
              <th scope="col">{t('admin:logs.user')}</th>
              <th scope="col">{t('admin:logs.request')}</th>
              <th scope="col">{t('admin:logs.status')}</th>
              <th scope="col">{t('admin:logs.duration')}</th>
              <th scope="col">{t('admin:logs.address')}</th>
            </tr>
          </thead>
          <tbody>
            {state.logs.length === 0 && !state.loading && (
              <tr>
                <td colSpan={8}>{t('admin:logs.empty')}</td>
              </tr>
            )}
            {state.logs.map((row) => (
              <tr key={row.id} data-level={row.level}>
                <td className={styles.date} data-label={t('admin:logs.time')}>
                  {time.format(new Date(row.createdAt))}
                </td>
                <td data-label={t('admin:logs.level')}>
                  <span className={styles.level} data-level={row.level}>
                    {isLogLevel(row.level) ? t(`admin:logs.levels.${row.level}`) : row.level}
                  </span>
                </td>
                <td data-label={t('admin:logs.event')}>
                  {t(`admin:logs.events.${row.event}`, { defaultValue: row.event })}
                </td>
                <td data-label={t('admin:logs.user')}>{row.userName ?? '–'}</td>
                <td className={styles.ltrCell} title={row.message} data-label={t('admin:logs.request')}>
                  <span dir="ltr">
                    {row.method} {row.path}
                  </span>
                </td>
                <td className={tables.end} data-label={t('admin:logs.status')}>
                  <span className="num">{row.statusCode ?? '–'}</span>
                </td>
                <td className={tables.end} data-label={t('admin:logs.duration')}>
                  <span className="num">{row.durationMs ?? '–'}</span>
                </td>
                <td className={styles.ltrCell} data-label={t('admin:logs.address')}>
                  <span dir="ltr" className="num">
                    {row.ip ?? '–'}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollFrame>
      <Pagination
        page={state.pageNumber}
        pages={state.totalPages}
        disabled={state.loading}
        className={styles.pagination}
        labels={{
          nav: t('admin:logs.pagination'),
          first: t('admin:logs.first'),
          previous: t('admin:logs.previous'),
          next: t('admin:logs.next'),
          last: t('admin:logs.last'),
          page: (page) => t('admin:logs.page', { page }),
        }}
        onPage={(page) =>
          void dispatch(fetchLogs({ pageNumber: page, level: state.level, search: state.search }))
        }
      />
    </section>
  );
}
