import { useTranslation } from 'react-i18next';
import { Forbidden } from '../../features/admin/console-nav.tsx';
import { UsersPanel } from '../../features/admin/users-panel.tsx';
import { useAppSelector } from '../../store/store.ts';

export default function AdminUsers() {
  const { t } = useTranslation();
  const roles = useAppSelector((state) => state.auth.user?.roles ?? []);
  if (!roles.includes('Admin')) return <Forbidden />;
  return (
    <>
      <title>{`${t('admin:users.title')} | ${t('admin:console.title')}`}</title>
      <UsersPanel />
    </>
  );
}
