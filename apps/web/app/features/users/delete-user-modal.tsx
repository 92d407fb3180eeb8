import { useRef } from 'react';
import styles from '../../components/layout/admin.module.css';
import { Dialog } from '../../components/ui/dialog.tsx';
import formStyles from '../../components/ui/form.module.css';
import { toast } from '../../components/ui/toast.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import { deleteUser, selectAdminUsers, userModalClosed } from './users-slice.ts';

/**
 * After a deletion the row's button is gone: focus goes to the next row's first action, the one that
 * takes its place, or to the list's heading after the last row (docs/requirements/site-and-pages.md#focus).
 */
function focusAfterDeletion(userId: number | undefined): HTMLElement | null {
  const row = userId === undefined ? null : document.querySelector(`tr[data-user-id="${userId}"]`);
  const action = row?.nextElementSibling?.querySelector<HTMLElement>('button');
  if (action) return action;
  return document.getElementById('users-title');
}

/** The delete confirmation modal (docs/requirements/accounts-and-admin.md#users). */
export function DeleteUserModal() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { modalType, selectedUser, saving, error } = useAppSelector((state) => selectAdminUsers(state));
  const close = () => dispatch(userModalClosed());
  // Chosen before the row leaves the table (its neighbours are known only then).
  const target = useRef<HTMLElement | null>(null);
  return (
    <Dialog
      size="narrow"
      open={modalType === 'delete' && Boolean(selectedUser)}
      title={t('admin:users.deleteTitle')}
      closeLabel={t('common.close')}
      onClose={close}
      returnFocus={() => target.current}
    >
      {selectedUser && (
        <div className={styles.form}>
          <p>{t('admin:users.deleteConfirm', { name: selectedUser.userName, email: selectedUser.email })}</p>
          {error && !saving && (
            <p className={styles.alert} role="alert">
              {error}
            </p>
          )}
          <div className={formStyles.actions}>
            <button
              type="button"
              data-autofocus
              className={`${formStyles.primary} ${styles.danger}`}
              disabled={saving}
              onClick={async () => {
                target.current = focusAfterDeletion(selectedUser.id);
                const action = await dispatch(deleteUser(selectedUser.id));
                if (deleteUser.fulfilled.match(action)) toast.success(t('admin:users.deleted'));
              }}
            >
              {saving ? t('admin:users.deleting') : t('admin:users.confirmDelete')}
            </button>
            <button type="button" className={formStyles.secondary} onClick={close}>
              {t('admin:users.cancel')}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
