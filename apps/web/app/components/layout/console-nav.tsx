import { CONSOLE_PATHS, canUseConsole } from '@pusula/core/auth/roles.ts';
import {
  Bell,
  FileText,
  Inbox,
  Landmark,
  LayoutDashboard,
  Megaphone,
  TrendingUp,
  UserRound,
  Users,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import styles from './admin.module.css';

/** The console's own navigation; each item only for the roles that may use it. */
export function ConsoleNav({ roles }: { roles: string[] }) {
  const { t } = useTranslation();
  const isAdmin = roles.includes('Admin');
  const isEditor = canUseConsole(roles);
  const items = [
    {
      to: CONSOLE_PATHS.home,
      label: t('admin:nav.home'),
      icon: LayoutDashboard,
      show: isEditor,
      end: true,
    },
    {
      to: CONSOLE_PATHS.offers,
      label: t('admin:nav.offers'),
      icon: Landmark,
      show: isEditor,
      end: false,
    },
    { to: CONSOLE_PATHS.content, label: t('cms:nav.content'), icon: Megaphone, show: isEditor, end: false },
    { to: CONSOLE_PATHS.inbox, label: t('cms:nav.inbox'), icon: Inbox, show: isEditor, end: false },
    { to: CONSOLE_PATHS.cpi, label: t('cms:nav.cpi'), icon: TrendingUp, show: isEditor, end: false },
    { to: CONSOLE_PATHS.users, label: t('admin:nav.users'), icon: Users, show: isAdmin, end: false },
    { to: CONSOLE_PATHS.logs, label: t('admin:nav.logs'), icon: FileText, show: isAdmin, end: false },
    { to: CONSOLE_PATHS.alerts, label: t('alerts:admin.nav'), icon: Bell, show: isAdmin, end: false },
    { to: CONSOLE_PATHS.profile, label: t('admin:nav.profile'), icon: UserRound, show: true, end: false },
  ];
  return (
    <nav className={styles.nav} aria-label={t('admin:console.nav')}>
      <p className={styles.navTitle}>{t('admin:console.title')}</p>
      <ul>
        {items
          .filter((item) => item.show)
          .map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={styles.navLink}>
                <item.icon size={18} aria-hidden /> {item.label}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** Shown instead of a console page the signed-in account may not use. */
export function Forbidden() {
  const { t } = useTranslation();
  return (
    <section className={styles.forbidden} role="alert">
      <h1>{t('admin:console.forbiddenTitle')}</h1>
      <p>{t('admin:console.forbidden')}</p>
      <NavLink to={CONSOLE_PATHS.profile}>{t('admin:console.toProfile')}</NavLink>
    </section>
  );
}
