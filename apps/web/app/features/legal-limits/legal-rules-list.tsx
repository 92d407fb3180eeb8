import { formatIsoDate, localeOf } from '@pusula/core/format/date-format.ts';
import type { LegalRule } from '@pusula/core/rules/legal-rule-types.ts';
import tableStyles from '../../components/ui/table.module.css';
import type { TFunction } from '../../lib/i18n/keys.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { LegalCellView } from './legal-cell.tsx';
import styles from './legal-rules-list.module.css';

type RuleKey = 'legal.rules.kkdf.title';
type ColumnKey = 'legal.columns.maxFee';

function RuleSection({ rule, t, lang }: { rule: LegalRule; t: TFunction; lang: string }) {
  const locale = localeOf(lang);
  const headingId = `${rule.id}-baslik`;
  return (
    <section id={rule.id} className={styles.rule} aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`legal.rules.${rule.id}.title` as RuleKey)}</h2>
      <p className={styles.summary}>{t(`legal.rules.${rule.id}.summary` as RuleKey)}</p>
      <div className={`${tableStyles.scroll} ${tableStyles.framed}`}>
        <table className={tableStyles.table}>
          <thead>
            <tr>
              {rule.columns.map((column) => (
                <th key={column} scope="col">
                  {t(`legal.columns.${column}` as ColumnKey)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rule.rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a rule's rows are fixed data in a fixed order.
              <tr key={rowIndex}>
                {row.map((cell, cellIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the fixed columns.
                  <td key={cellIndex}>
                    <LegalCellView cell={cell} locale={locale} t={t} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={styles.meta}>
        <dt>{t('legal.inForceFrom')}</dt>
        <dd>
          {rule.inForceFrom === null ? (
            t('legal.dateUnknown')
          ) : (
            <time dateTime={rule.inForceFrom}>{formatIsoDate(rule.inForceFrom, locale)}</time>
          )}
        </dd>
        <dt>{t('legal.source')}</dt>
        <dd>
          <ul className={styles.sources}>
            {rule.sources.map((source) => (
              <li key={source.title} lang="tr" dir="auto">
                {source.url ? (
                  <a href={source.url} target="_blank" rel="noopener noreferrer">
                    {source.title}
                  </a>
                ) : (
                  source.title
                )}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
    </section>
  );
}

/** Every rule in force on `date`, one section each, anchored by the rule's id (`/yasal-limitler#kkdf`). */
export function LegalRulesList({ rules, date }: { rules: readonly LegalRule[]; date: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <>
      <p className={styles.asOf}>{t('legal.asOf', { date: formatIsoDate(date, localeOf(lang)) })}</p>
      <nav aria-label={t('legal.contents')} className={styles.contents}>
        <ul>
          {rules.map((rule) => (
            <li key={rule.id}>
              <a href={`#${rule.id}`}>{t(`legal.rules.${rule.id}.title` as RuleKey)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {rules.map((rule) => (
        <RuleSection key={rule.id} rule={rule} t={t} lang={lang} />
      ))}
    </>
  );
}
