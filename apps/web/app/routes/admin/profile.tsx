import styles from '../../components/layout/admin.module.css';
import { selectAuth } from '../../features/auth/auth-slice.ts';
import { ChangePasswordForm } from '../../features/auth/change-password-form.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppSelector } from '../../store/store.ts';

/** Every signed-in account: user name, e-mail, roles and the password change. */
export default function Profile() {
  const { t } = useTranslation();
  const user = useAppSelector((state) => selectAuth(state).user);
  if (!user) return null;
  return (
    <div className={styles.profile}>
      <title>{`${t('admin:profile.title')} | ${t('site.name')}`}</title>
      <section className={styles.card} aria-labelledby="profile-title">
        <h1 id="profile-title">{t('admin:profile.title')}</h1>
        <dl className={styles.facts}>
          <dt>{t('admin:profile.userName')}</dt>
          <dd>{user.username}</dd>
          <dt>{t('admin:profile.email')}</dt>
          <dd dir="ltr" className={styles.ltrCell}>
            {user.email}
          </dd>
          <dt>{t('admin:profile.roles')}</dt>
          <dd>{user.roles.map((role) => t(`admin:roles.${role}`, { defaultValue: role })).join(', ')}</dd>
        </dl>
      </section>
      <section className={styles.card}>
        <ChangePasswordForm />
      </section>
    </div>
  );
}
