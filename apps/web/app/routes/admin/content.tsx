import { canUseConsole } from '@pusula/core/auth/roles.ts';
import { Forbidden } from '../../components/layout/console-nav.tsx';
import { selectAuth } from '../../features/auth/auth-slice.ts';
import { ContentEditorPanel } from '../../features/content-editor/content-editor-panel.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppSelector } from '../../store/store.ts';

/** Campaigns and guides, for Admins and Editors. */
export default function AdminContent() {
  const { t } = useTranslation();
  const roles = useAppSelector((state) => selectAuth(state).user?.roles ?? []);
  if (!canUseConsole(roles)) return <Forbidden />;
  return (
    <>
      <title>{`${t('cms:title')} | ${t('admin:console.title')}`}</title>
      <ContentEditorPanel />
    </>
  );
}
