import { canUseConsole } from '@pusula/core/auth/roles.ts';
import { Forbidden } from '../../components/layout/console-nav.tsx';
import { selectAuth } from '../../features/auth/auth-slice.ts';
import { OffersEditorPanel } from '../../features/offers-editor/offers-editor-panel.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppSelector } from '../../store/store.ts';

/** The banks' loan and deposit offers, for Admins and Editors. */
export default function AdminOffers() {
  const { t } = useTranslation();
  const roles = useAppSelector((state) => selectAuth(state).user?.roles ?? []);
  if (!canUseConsole(roles)) return <Forbidden />;
  return (
    <>
      <title>{`${t('offers:title')} | ${t('admin:console.title')}`}</title>
      <OffersEditorPanel />
    </>
  );
}
