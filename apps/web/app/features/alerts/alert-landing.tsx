import { formatAlertFigure } from '@pusula/core/alerts/alert-format.ts';
import { ALERT_TOKEN } from '@pusula/core/alerts/alert-kinds.ts';
import { langFromCode } from '@pusula/core/i18n/languages.ts';
import type { AlertState } from '@pusula/core/validation/alert-schema.ts';
import { useEffect, useState } from 'react';
import formStyles from '../../components/ui/form.module.css';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { api } from '../../lib/api-client/api.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import styles from './alerts.module.css';

type Step = 'ready' | 'working' | 'done' | 'failed';

/** The mailed link's token (read in the browser only: it never reaches the page cache). */
function useToken(): string | null {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  return ALERT_TOKEN.test(token) ? token : '';
}

/**
 * The confirmation link's page: once in the browser it confirms the alert (a mail scanner that only
 * fetches the link confirms nothing) and tells what is now active.
 */
export function ConfirmLanding() {
  const { t, i18n } = useTranslation();
  const token = useToken();
  const [step, setStep] = useState<Step>('working');
  const [alert, setAlert] = useState<AlertState | null>(null);
  useEffect(() => {
    if (token === null) return;
    if (token === '') return setStep('failed');
    api
      .post<AlertState>('/alerts/confirm', { token }, { quiet: true })
      .then(({ data }) => {
        setAlert(data);
        setStep('done');
      })
      .catch(() => setStep('failed'));
  }, [token]);
  const lang = langFromCode(i18n.resolvedLanguage);
  return (
    <section className={styles.card} aria-live="polite">
      {step === 'working' && <p>{t('alerts:confirm.working')}</p>}
      {step === 'done' && alert && (
        <p className={styles.success} data-testid="alert-confirmed">
          {t('alerts:confirm.done', {
            condition: t(`alerts:kinds.${alert.kind}`),
            threshold: formatAlertFigure(alert.kind, alert.threshold, lang),
          })}
        </p>
      )}
      {step === 'failed' && <p className={styles.failure}>{t('alerts:confirm.failed')}</p>}
    </section>
  );
}

/** The unsubscribe link's page (the human one; mail clients post the one-click link themselves). */
export function UnsubscribeLanding() {
  const { t } = useTranslation();
  const token = useToken();
  const [step, setStep] = useState<Step>('ready');
  const unsubscribe = () => {
    if (!token) return setStep('failed');
    setStep('working');
    api
      .post(`/alerts/unsubscribe?token=${token}`, {}, { quiet: true })
      .then(() => setStep('done'))
      .catch(() => setStep('failed'));
  };
  return (
    <section className={styles.card} aria-live="polite">
      {(step === 'ready' || step === 'working') && (
        <>
          <p>{t('alerts:unsubscribe.question')}</p>
          <div className={formStyles.actions}>
            <button
              type="button"
              className={formStyles.primary}
              onClick={unsubscribe}
              disabled={token === null || step === 'working'}
            >
              {t('alerts:unsubscribe.button')}
            </button>
          </div>
        </>
      )}
      {step === 'done' && <p className={styles.success}>{t('alerts:unsubscribe.done')}</p>}
      {step === 'failed' && <p className={styles.failure}>{t('alerts:unsubscribe.failed')}</p>}
    </section>
  );
}
