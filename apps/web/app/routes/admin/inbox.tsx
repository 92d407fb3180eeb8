import { canUseConsole } from '@pusula/core/auth/roles.ts';
import { Forbidden } from '../../components/layout/console-nav.tsx';
import { selectAuth } from '../../features/auth/auth-slice.ts';
import { InboxPanel } from '../../features/contact-inbox/inbox-panel.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppSelector } from '../../store/store.ts';

/** The contact form's messages, for Admins and Editors. */
export default function AdminInbox() {
  const { t } = useTranslation();
  const roles = useAppSelector((state) => selectAuth(state).user?.roles ?? []);
  if (!canUseConsole(roles)) return <Forbidden />;
  return (
    <>
      <title>{`${t('cms:inbox.title')} | ${t('admin:console.title')}`}</title>
      <InboxPanel />
    </>
  );
}
