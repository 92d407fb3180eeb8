import { LEGAL_LIMITS_PATH } from '@pusula/core/rules/legal-rule-types.ts';
import { Link } from 'react-router';
import { monthLabel } from '../../lib/i18n/month-label.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppSelector } from '../../store/store.ts';
import local from './cpi.module.css';
import { selectCpi } from './cpi-slice.ts';

/** Where the figures come from, the data's as-of month, and the load state. */
export function CpiNote({ rule }: { rule?: boolean }) {
  const { t, i18n } = useTranslation();
  const { status, data } = useAppSelector((root) => selectCpi(root));
  const lang = i18n.resolvedLanguage ?? 'tr';
  return (
    <aside className={local.note} data-testid="cpi-note">
      {rule && <p>{t('calc:cpi.labels.rule')}</p>}
      {status === 'failed' && <p role="alert">{t('calc:cpi.labels.loadFailed')}</p>}
      {status === 'loading' && <p>{t('calc:cpi.labels.loading')}</p>}
      {data?.latest && <p>{t('calc:cpi.labels.dataNote', { month: monthLabel(data.latest, lang) })}</p>}
      <p>
        <Link to={`${LEGAL_LIMITS_PATH}#kira-artis`}>{t('calc:cpi.labels.rulesLink')}</Link>
      </p>
    </aside>
  );
}
