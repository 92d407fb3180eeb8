import { Forbidden } from '../../components/layout/console-nav.tsx';
import { AlertsCountsPanel } from '../../features/alerts-console/alerts-counts-panel.tsx';
import { selectAuth } from '../../features/auth/auth-slice.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppSelector } from '../../store/store.ts';

/** The alerts' counts per kind and status and their mails' delivery, for Admins. */
export default function AdminAlerts() {
  const { t } = useTranslation();
  const roles = useAppSelector((state) => selectAuth(state).user?.roles ?? []);
  if (!roles.includes('Admin')) return <Forbidden />;
  return (
    <>
      <title>{`${t('alerts:admin.title')} | ${t('admin:console.title')}`}</title>
      <AlertsCountsPanel />
    </>
  );
}
