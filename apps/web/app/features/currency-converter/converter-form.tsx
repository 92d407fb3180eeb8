import type { Conversion } from '@pusula/core/contract/market-history.ts';
import { formatIsoDate, localeOf } from '@pusula/core/format/date-format.ts';
import { formatNumber } from '@pusula/core/format/number-format.ts';
import {
  CONVERTER_CODES,
  crossRateDecimals,
  RATE_SIDES,
  resultDecimals,
} from '@pusula/core/market/converter.ts';
import { CONVERTER_PATH } from '@pusula/core/site/routes.ts';
import { CopyLinkButton } from '../../components/ui/copy-link-button.tsx';
import form from '../../components/ui/form.module.css';
import { controlProps, FormField } from '../../components/ui/form-field.tsx';
import type { ParseKeys } from '../../lib/i18n/keys.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import styles from './converter-form.module.css';

/** The form's values as typed (strings, from the link's query) and the problems found per field. */
export interface ConverterInputs {
  amount: string;
  from: string;
  to: string;
  side: string;
  date: string;
}

interface Props {
  inputs: ConverterInputs;
  /** Message keys per field (`market:converter.errors.*`), or `form` for one about the whole. */
  errors: Partial<Record<keyof ConverterInputs | 'form', string>>;
  conversion: Conversion | null;
  today: string;
}

/**
 * docs/requirements/market-and-funds.md#currency-converter: a plain GET form (it works before any
 * script, and its address is the shareable link), the result with the rate and the bulletin's date.
 */
export function ConverterForm({ inputs, errors, conversion, today }: Props) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage);
  const name = (code: string) => `${code} · ${t(`market:codes.${code as (typeof CONVERTER_CODES)[number]}`)}`;
  // Message keys from the contract's schema (market:converter.errors.*; the locales test proves each exists).
  const text = (key: string) => t(key as ParseKeys);
  const error = (field: keyof ConverterInputs) => (errors[field] ? text(errors[field]) : undefined);
  return (
    <>
      <form method="get" action={CONVERTER_PATH} className={`${form.card} ${styles.form}`} noValidate>
        <FormField id="amount" label={t('market:converter.amount')} error={error('amount')}>
          <input
            {...controlProps('amount', error('amount'))}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            maxLength={30}
            defaultValue={inputs.amount}
          />
        </FormField>
        {(['from', 'to'] as const).map((field) => (
          <FormField key={field} id={field} label={t(`market:converter.${field}`)} error={error(field)}>
            <select {...controlProps(field, error(field))} name={field} defaultValue={inputs[field]}>
              {CONVERTER_CODES.map((code) => (
                <option key={code} value={code}>
                  {name(code)}
                </option>
              ))}
            </select>
          </FormField>
        ))}
        <fieldset className={styles.sides}>
          <legend className={form.label}>{t('market:converter.side')}</legend>
          {RATE_SIDES.map((side) => (
            <label key={side} className={styles.side}>
              <input type="radio" name="side" value={side} defaultChecked={inputs.side === side} />
              {t(`market:converter.${side}`)}
            </label>
          ))}
        </fieldset>
        <FormField id="date" label={t('market:converter.date')} error={error('date')}>
          <input
            {...controlProps('date', error('date'))}
            type="date"
            name="date"
            min="1996-01-01"
            max={today}
            defaultValue={inputs.date}
          />
        </FormField>
        <div className={form.actions}>
          <button type="submit" className={form.primary}>
            {t('market:converter.submit')}
          </button>
        </div>
      </form>
      {errors.form && (
        <p className={styles.alert} role="alert">
          {text(errors.form)}
        </p>
      )}
      {conversion && (
        <section className={`${form.card} ${styles.result}`} aria-live="polite" data-conversion>
          <h2 className={form.cardTitle}>{t('market:converter.result')}</h2>
          {conversion.isSample && (
            <p className={styles.sample}>
              {t('market:converter.sample', { date: formatIsoDate(conversion.bulletinDate, locale) })}
            </p>
          )}
          <p className={styles.big}>
            <bdi
              dir="ltr"
              className="num"
            >{`${formatNumber(conversion.amount, resultDecimals(conversion.from), locale)} ${conversion.from}`}</bdi>
            {' = '}
            <bdi
              dir="ltr"
              className="num"
              data-result
            >{`${formatNumber(conversion.result, resultDecimals(conversion.to), locale)} ${conversion.to}`}</bdi>
          </p>
          <dl className={styles.details}>
            <div>
              <dt>{t('market:converter.rate')}</dt>
              <dd>
                <bdi
                  dir="ltr"
                  className="num"
                  data-rate
                >{`1 ${conversion.from} = ${formatNumber(conversion.rate, crossRateDecimals(conversion.rate), locale)} ${conversion.to}`}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('market:converter.bulletin')}</dt>
              <dd data-bulletin-date>{formatIsoDate(conversion.bulletinDate, locale)}</dd>
            </div>
          </dl>
          {conversion.bulletinDate !== conversion.date && (
            <p className={styles.note}>{t('market:converter.previousDay')}</p>
          )}
          <CopyLinkButton />
        </section>
      )}
    </>
  );
}
