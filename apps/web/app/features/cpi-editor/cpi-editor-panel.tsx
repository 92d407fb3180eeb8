import { CPI_BASES, type CpiBase, isCpiMonth } from '@pusula/core/cpi/cpi-series.ts';
import { type FormEvent, useEffect, useState } from 'react';
import tables from '../../components/ui/table.module.css';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import local from './cpi-editor.module.css';
import { fetchCpiRows, removeCpiRow, saveCpiRow, selectCpiEditor } from './cpi-editor-slice.ts';

/** How many months the list shows, newest first. */
const SHOWN = 24;

/**
 * The consumer price index for Editors (docs/domain-rules.md#consumer-price-index): each stored month
 * with its base, value and source, a form to add or change a month's value, and a remove button.
 */
export function CpiEditorPanel() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { rows, loading, saving, error } = useAppSelector((root) => selectCpiEditor(root));
  const [base, setBase] = useState<CpiBase>('2025');
  const [month, setMonth] = useState('');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    void dispatch(fetchCpiRows());
  }, [dispatch]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const number = Number(value.replace(',', '.'));
    if (!isCpiMonth(month)) return setProblem(t('calc:cpi.errors.invalidMonth'));
    if (!Number.isFinite(number) || number <= 0 || number > 1_000_000)
      return setProblem(t('calc:cpi.errors.invalidValue'));
    setProblem(null);
    const result = await dispatch(saveCpiRow({ base, month, value: number }));
    if (saveCpiRow.fulfilled.match(result)) setValue('');
  };

  const shown = [...rows].reverse().slice(0, SHOWN);
  return (
    <section>
      <h1>{t('cms:cpi.title')}</h1>
      <p>{t('cms:cpi.intro')}</p>
      <form className={local.form} noValidate onSubmit={onSubmit} aria-label={t('cms:cpi.formTitle')}>
        <label>
          {t('cms:cpi.base')}
          <select value={base} onChange={(event) => setBase(event.target.value === '2003' ? '2003' : '2025')}>
            {CPI_BASES.map((option) => (
              <option key={option} value={option}>
                {`${option}=100`}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('cms:cpi.month')}
          <input
            type="month"
            value={month}
            maxLength={7}
            onChange={(event) => setMonth(event.target.value.slice(0, 7))}
          />
        </label>
        <label>
          {t('cms:cpi.value')}
          <input
            inputMode="decimal"
            maxLength={16}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </label>
        <button type="submit" disabled={saving}>
          {t('cms:cpi.save')}
        </button>
      </form>
      {(problem ?? error) && (
        <p role="alert" className={local.error}>
          {problem ?? error}
        </p>
      )}
      {loading && <p>{t('cms:loading')}</p>}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className={tables.scroll} tabIndex={0} aria-label={t('cms:cpi.title')}>
        <table className={`${tables.table} ${tables.stack}`}>
          <thead>
            <tr>
              <th scope="col">{t('cms:cpi.month')}</th>
              <th scope="col">{t('cms:cpi.base')}</th>
              <th scope="col">{t('cms:cpi.value')}</th>
              <th scope="col">{t('cms:cpi.source')}</th>
              <th scope="col">{t('cms:cpi.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={`${row.base}:${row.month}`} data-month={row.month} data-base={row.base}>
                <th scope="row" className="num" data-label={t('cms:cpi.month')}>
                  {row.month}
                </th>
                <td className="num" data-label={t('cms:cpi.base')}>{`${row.base}=100`}</td>
                <td className="num" data-label={t('cms:cpi.value')}>
                  {row.value}
                </td>
                <td data-label={t('cms:cpi.source')}>{t(`cms:cpi.sources.${row.source}`)}</td>
                <td data-label={t('cms:cpi.actions')}>
                  <button
                    type="button"
                    onClick={() => void dispatch(removeCpiRow({ base: row.base, month: row.month }))}
                    aria-label={t('cms:cpi.removeMonth', { month: row.month, base: row.base })}
                  >
                    {t('cms:cpi.remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
