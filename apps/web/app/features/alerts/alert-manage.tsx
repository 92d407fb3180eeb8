import { formatAlertFigure } from '@pusula/core/alerts/alert-format.ts';
import { ALERT_TOKEN } from '@pusula/core/alerts/alert-kinds.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import type { AlertList } from '@pusula/core/validation/alert-schema.ts';
import { useEffect, useState } from 'react';
import formStyles from '../../components/ui/form.module.css';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { api } from '../../lib/api-client/api.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import styles from './alerts.module.css';

/**
 * The mailed manage link's page: the address's alerts (read with the mail's token, in the browser only)
 * and a button per alert to end it.
 */
export function ManageLanding() {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const lang = langFromCode(i18n.resolvedLanguage);
  const [token, setToken] = useState<string | null>(null);
  const [alerts, setAlerts] = useState<AlertList['alerts'] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    const found = new URLSearchParams(window.location.search).get('token') ?? '';
    if (!ALERT_TOKEN.test(found)) return setFailed(true);
    setToken(found);
    api
      .post<AlertList>('/alerts/manage', { token: found }, { quiet: true })
      .then(({ data }) => setAlerts(data.alerts))
      .catch(() => setFailed(true));
  }, [hydrated]);

  const end = (id: string) =>
    api
      .post<AlertList>('/alerts/manage/unsubscribe', { token, id }, { quiet: true })
      .then(({ data }) => setAlerts(data.alerts))
      .catch(() => setFailed(true));

  if (failed) return <p className={styles.failure}>{t('alerts:manage.failed')}</p>;
  if (!alerts) return <p>{t('alerts:manage.working')}</p>;
  if (alerts.length === 0) return <p className={styles.card}>{t('alerts:manage.empty')}</p>;
  return (
    <ul className={styles.list}>
      {alerts.map((alert) => (
        <li key={alert.id} className={styles.card}>
          <p>
            {t(`alerts:kinds.${alert.kind}`)} {formatAlertFigure(alert.kind, alert.threshold, lang)}
          </p>
          <p className={styles.hint}>{t(`alerts:manage.${alert.status}`)}</p>
          <div className={formStyles.actions}>
            <button type="button" className={formStyles.primary} onClick={() => void end(alert.id)}>
              {t('alerts:manage.unsubscribe')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
