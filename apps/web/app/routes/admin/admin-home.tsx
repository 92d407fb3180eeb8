import { CONSOLE_PATHS, canUseConsole } from '@pusula/core/auth/roles.ts';
import { Link } from 'react-router';
import styles from '../../components/layout/admin.module.css';
import { Forbidden } from '../../components/layout/console-nav.tsx';
import { selectAuth } from '../../features/auth/auth-slice.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppSelector } from '../../store/store.ts';

export default function AdminHome() {
  const { t, i18n } = useTranslation();
  const user = useAppSelector((state) => selectAuth(state).user);
  if (!user || !canUseConsole(user.roles)) return <Forbidden />;
  const roles = user.roles.map((role) => t(`admin:roles.${role}`, { defaultValue: role })).join(', ');
  const links = [
    { to: CONSOLE_PATHS.offers, label: t('admin:nav.offers') },
    { to: CONSOLE_PATHS.content, label: t('cms:nav.content') },
    { to: CONSOLE_PATHS.inbox, label: t('cms:nav.inbox') },
    { to: CONSOLE_PATHS.cpi, label: t('cms:nav.cpi') },
    ...(user.roles.includes('Admin')
      ? [
          { to: CONSOLE_PATHS.users, label: t('admin:nav.users') },
          { to: CONSOLE_PATHS.logs, label: t('admin:nav.logs') },
        ]
      : []),
    { to: CONSOLE_PATHS.profile, label: t('admin:nav.profile') },
  ];
  // The intro names every section the account may use, in the page's language ("A, B ve C").
  const sections = new Intl.ListFormat(i18n.resolvedLanguage ?? 'tr', { type: 'conjunction' }).format(
    links.map((link) => link.label),
  );
  return (
    <section>
      <h1>{t('admin:console.welcome', { name: user.username })}</h1>
      <p>{t('admin:console.intro', { sections })}</p>
      <p className={styles.muted}>{t('admin:console.yourRoles', { roles })}</p>
      <ul className={styles.cards}>
        {links.map((link) => (
          <li key={link.to} className={styles.card}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
