import { Forbidden } from '../../components/layout/console-nav.tsx';
import { selectAuth } from '../../features/auth/auth-slice.ts';
import { LogsViewer } from '../../features/logs/logs-viewer.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppSelector } from '../../store/store.ts';

export default function AdminLogs() {
  const { t } = useTranslation();
  const roles = useAppSelector((state) => selectAuth(state).user?.roles ?? []);
  if (!roles.includes('Admin')) return <Forbidden />;
  return (
    <>
      <title>{`${t('admin:logs.title')} | ${t('admin:console.title')}`}</title>
      <LogsViewer />
    </>
  );
}
