import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import styles from '../../components/layout/admin.module.css';
import { BreakableEmail } from '../../components/ui/breakable-email.tsx';
import formStyles from '../../components/ui/form.module.css';
import tables from '../../components/ui/table.module.css';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import { DeleteUserModal } from './delete-user-modal.tsx';
import { UserFormModal } from './user-form-modal.tsx';
import {
  fetchAllRoles,
  fetchTotalCount,
  fetchUsers,
  selectAdminUsers,
  userModalOpened,
} from './users-slice.ts';

/** Users table with the total count, add/edit/delete modals and role assignment. */
export function UsersPanel() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { users, userTotalCount, loading, error, modalOpen } = useAppSelector((state) =>
    selectAdminUsers(state),
  );
  const me = useAppSelector((state) => state.auth?.user?.username);

  useEffect(() => {
    void dispatch(fetchUsers());
    void dispatch(fetchAllRoles());
    void dispatch(fetchTotalCount());
  }, [dispatch]);

  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'ar' ? 'ar' : i18n.resolvedLanguage, {
    dateStyle: 'medium',
  });

  return (
    <section aria-labelledby="users-title">
      <div className={styles.toolbar}>
        <h1 id="users-title" tabIndex={-1}>
          {t('admin:users.title')}
        </h1>
        <p className={styles.stat}>
          {t('admin:users.total')}:{' '}
          <strong className="num" data-testid="user-total">
            {userTotalCount}
          </strong>
        </p>
        <button
          type="button"
          className={formStyles.primary}
          onClick={() => dispatch(userModalOpened({ type: 'add' }))}
        >
          <Plus size={18} aria-hidden /> {t('admin:users.add')}
        </button>
      </div>
      {error && !modalOpen && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <div className={`${tables.scroll} ${tables.framed}`}>
        <table className={`${tables.table} ${tables.stack}`} aria-busy={loading}>
          <thead>
            <tr>
              <th scope="col">{t('admin:users.id')}</th>
              <th scope="col">{t('admin:users.userName')}</th>
              <th scope="col">{t('admin:users.email')}</th>
              <th scope="col">{t('admin:users.roles')}</th>
              <th scope="col">{t('admin:users.createdAt')}</th>
              <th scope="col">{t('admin:users.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {users.length === 0 && !loading && (
              <tr>
                <td colSpan={6}>{t('admin:users.empty')}</td>
              </tr>
            )}
            {users.map((user) => (
              <tr key={user.id} data-user-id={user.id}>
                <td data-label={t('admin:users.id')}>
                  <span className="num">{user.id}</span>
                </td>
                <th scope="row" data-label={t('admin:users.userName')}>
                  {user.userName}
                  {user.userName === me && <span className={styles.muted}> ({t('admin:users.you')})</span>}
                </th>
                <td className={styles.ltrCell} data-label={t('admin:users.email')}>
                  <span dir="ltr">
                    <BreakableEmail address={user.email} />
                  </span>
                </td>
                <td data-label={t('admin:users.roles')}>
                  <ul className={styles.badges}>
                    {user.roles.map((role) => (
                      <li key={role} className={styles.badge} data-role={role}>
                        {t(`admin:roles.${role}`, { defaultValue: role })}
                      </li>
                    ))}
                  </ul>
                </td>
                <td className={styles.date} data-label={t('admin:users.createdAt')}>
                  {date.format(new Date(user.createdAt))}
                </td>
                <td data-label={t('admin:users.actions')}>
                  <div className={styles.rowActions}>
                    <button
                      type="button"
                      className={styles.iconButton}
                      aria-label={t('admin:users.editNamed', { name: user.userName })}
                      title={t('admin:users.edit')}
                      onClick={() => dispatch(userModalOpened({ type: 'edit', user }))}
                    >
                      <Pencil size={18} aria-hidden />
                    </button>
                    {/* Nobody deletes their own account; the API refuses it too (docs/requirements/accounts-and-admin.md#users). */}
                    {user.userName !== me && (
                      <button
                        type="button"
                        className={styles.iconButton}
                        aria-label={t('admin:users.deleteNamed', { name: user.userName })}
                        title={t('admin:users.delete')}
                        onClick={() => dispatch(userModalOpened({ type: 'delete', user }))}
                      >
                        <Trash2 size={18} aria-hidden />
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <UserFormModal />
      <DeleteUserModal />
    </section>
  );
}
