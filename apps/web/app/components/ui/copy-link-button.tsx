import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import styles from './copy-link-button.module.css';
import form from './form.module.css';

type Status = 'idle' | 'copied' | 'fallback';

/**
 * "Copy link" under a calculator's result (docs/requirements/site-and-pages.md#result-links): copies
 * the address, whose query holds the inputs. Where the clipboard is refused (no permission, not a
 * secure origin) the address is shown in a read-only field, selected, for the visitor to copy.
 */
export function CopyLinkButton() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('idle');
  const [href, setHref] = useState('');
  const address = useRef<HTMLInputElement>(null);

  const copy = async () => {
    const current = window.location.href;
    setHref(current);
    try {
      await navigator.clipboard.writeText(current);
      setStatus('copied');
    } catch {
      setStatus('fallback');
      // The field renders with this status; select it on the next frame.
      requestAnimationFrame(() => address.current?.select());
    }
  };

  return (
    <div className={styles.link}>
      <button type="button" className={form.secondary} onClick={() => void copy()}>
        {t('resultLink.copy')}
      </button>
      <p className={styles.status} role="status" aria-live="polite">
        {status === 'copied' ? t('resultLink.copied') : status === 'fallback' ? t('resultLink.fallback') : ''}
      </p>
      {status === 'fallback' && (
        <input
          ref={address}
          className={styles.address}
          aria-label={t('resultLink.label')}
          readOnly
          value={href}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </div>
  );
}
