import { canUseConsole } from '@pusula/core/auth/roles.ts';
import { Forbidden } from '../../components/layout/console-nav.tsx';
import { selectAuth } from '../../features/auth/auth-slice.ts';
import { CpiEditorPanel } from '../../features/cpi-editor/cpi-editor-panel.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppSelector } from '../../store/store.ts';

/** The consumer price index's months, for Admins and Editors. */
export default function AdminCpi() {
  const { t } = useTranslation();
  const roles = useAppSelector((state) => selectAuth(state).user?.roles ?? []);
  if (!canUseConsole(roles)) return <Forbidden />;
  return (
    <>
      <title>{`${t('cms:cpi.title')} | ${t('admin:console.title')}`}</title>
      <CpiEditorPanel />
    </>
  );
}
