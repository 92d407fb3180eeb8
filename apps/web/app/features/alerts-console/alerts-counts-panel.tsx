import { formatNumber } from '@pusula/core/format/number-format.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import { useEffect, useState } from 'react';
import { ScrollFrame } from '../../components/ui/scroll-frame.tsx';
import tables from '../../components/ui/table.module.css';
import { api } from '../../lib/api-client/api.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';

interface CountRow {
  kind: string;
  status: string;
  count: number;
}
interface AlertCounts {
  alerts: CountRow[];
  mails: CountRow[];
}

/** The console's alert figures (Admin): alerts per kind and status, alert mails per kind and delivery status. */
export function AlertsCountsPanel() {
  const { t, i18n } = useTranslation();
  const locale = langFromCode(i18n.resolvedLanguage);
  const [counts, setCounts] = useState<AlertCounts | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    api
      .get<AlertCounts>('/alerts/admin/counts')
      .then(({ data }) => setCounts(data))
      .catch(() => setFailed(true));
  }, []);

  const table = (title: string, rows: CountRow[], kindLabel: (kind: string) => string, statuses: string) => (
    <ScrollFrame key={title}>
      <table className={tables.table}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('alerts:admin.kind')}</th>
            <th scope="col">{t('alerts:admin.status')}</th>
            <th scope="col">{t('alerts:admin.count')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.kind}:${row.status}`}>
              <td>{kindLabel(row.kind)}</td>
              <td>{t(`alerts:admin.${statuses}.${row.status}`, { defaultValue: row.status })}</td>
              <td>{formatNumber(row.count, 0, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  );

  return (
    <section aria-labelledby="alerts-console-title">
      <h1 id="alerts-console-title">{t('alerts:admin.title')}</h1>
      {failed && <p role="alert">{t('alerts:admin.loadFailed')}</p>}
      {counts && counts.alerts.length === 0 && <p>{t('alerts:admin.empty')}</p>}
      {counts &&
        counts.alerts.length > 0 &&
        table(
          t('alerts:admin.alerts'),
          counts.alerts,
          (kind) => t(`alerts:kinds.${kind}`, { defaultValue: kind }),
          'statuses',
        )}
      {counts &&
        counts.mails.length > 0 &&
        table(
          t('alerts:admin.mails'),
          counts.mails,
          (kind) => t(`alerts:admin.mailKinds.${kind}`, { defaultValue: kind }),
          'mailStatuses',
        )}
    </section>
  );
}
