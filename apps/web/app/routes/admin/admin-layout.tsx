import { useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import styles from '../../components/layout/admin.module.css';
import { ConsoleNav } from '../../components/layout/console-nav.tsx';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { refreshSession, selectAuth } from '../../features/auth/auth-slice.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';

/**
 * The admin console: rendered in the browser only (never prerendered). Signed-out visitors go to
 * /login; a stored session is confirmed with the server first (an expired one ends there, with the
 * spec's toast, through the API client's 401 handling).
 */
// Client-only: the server renders the fallback below and the browser renders the console.
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const { t } = useTranslation();
  return (
    <p className={styles.console} role="status">
      {t('admin:console.checking')}
    </p>
  );
}

export default function AdminLayout() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { isAuthenticated, user } = useAppSelector((state) => selectAuth(state));
  const [checked, setChecked] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the session is checked once per console visit
  useEffect(() => {
    if (!hydrated) return;
    if (!isAuthenticated) {
      navigate('/login', { replace: true });
      return;
    }
    void dispatch(refreshSession()).then((result) => {
      if (refreshSession.fulfilled.match(result)) setChecked(true);
    });
  }, [hydrated]);

  useEffect(() => {
    if (hydrated && !isAuthenticated) navigate('/login', { replace: true });
  }, [hydrated, isAuthenticated, navigate]);

  if (!hydrated || !isAuthenticated || !user || !checked) {
    return (
      <p className={styles.console} role="status">
        {t('admin:console.checking')}
      </p>
    );
  }
  return (
    <div className={styles.console}>
      <title>{`${t('admin:console.title')} | ${t('site.name')}`}</title>
      <ConsoleNav roles={user.roles} />
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
