import { ROLES, type Role } from '@pusula/core/auth/roles.ts';
import { createUserSchema, updateUserSchema } from '@pusula/core/validation/account-schemas.ts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import styles from '../../components/layout/admin.module.css';
import { Dialog } from '../../components/ui/dialog.tsx';
import formStyles from '../../components/ui/form.module.css';
import { controlProps, FormField, focusFirstError } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { translateKnown } from '../../lib/i18n/translate-known.ts';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { loadPasswordJudge } from '../../lib/password-judge.ts';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import { addUser, selectAdminUsers, updateUser, userModalClosed } from './users-slice.ts';

type Field = 'userName' | 'email' | 'password' | 'roles';

/** The add and edit modals (docs/requirements/accounts-and-admin.md#users): user name, e-mail, password (add only) and roles. */
export function UserFormModal() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { modalType, selectedUser, availableRoles, saving, error } = useAppSelector((state) =>
    selectAdminUsers(state),
  );
  const open = modalType === 'add' || modalType === 'edit';
  const editing = modalType === 'edit' && selectedUser;
  const [values, setValues] = useState({
    userName: '',
    email: '',
    password: '',
    roles: ['User'] as Role[],
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const id = useId();

  useEffect(() => {
    if (!open) return;
    // The strength estimate starts loading as the dialog opens (docs/security.md "Passwords").
    void loadPasswordJudge().catch(() => undefined);
    setErrors({});
    setValues(
      selectedUser
        ? {
            userName: selectedUser.userName,
            email: selectedUser.email,
            password: '',
            roles: [...selectedUser.roles],
          }
        : { userName: '', email: '', password: '', roles: ['User'] },
    );
  }, [open, selectedUser]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = editing ? { id: selectedUser.id, ...values } : values;
    if (!editing) await loadPasswordJudge().catch(() => undefined); // the server judges it anyway
    const result = (editing ? updateUserSchema : createUserSchema).safeParse(payload);
    if (!result.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of result.error.issues) {
        const field = String(issue.path[0]) as Field;
        next[field] ??= translateKnown(t, issue.message);
      }
      setErrors(next);
      const order: Field[] = ['userName', 'email', 'password'];
      if (!focusFirstError(order.map((field) => [`${id}-${field}`, next[field]] as const)) && next.roles) {
        document.getElementById(`${id}-role-0`)?.focus();
      }
      return;
    }
    setErrors({});
    // The success toast comes once the save is through (the dialog closes on the same answer).
    if (editing) {
      const action = await dispatch(
        updateUser({
          id: selectedUser.id,
          userName: values.userName,
          email: values.email,
          roles: values.roles,
        }),
      );
      if (updateUser.fulfilled.match(action)) toast.success(t('admin:users.updated'));
    } else {
      const action = await dispatch(addUser(values));
      if (addUser.fulfilled.match(action)) toast.success(t('admin:users.added'));
    }
  };

  const toggleRole = (role: Role, on: boolean) =>
    setValues({ ...values, roles: on ? [...values.roles, role] : values.roles.filter((r) => r !== role) });

  const text: { name: Exclude<Field, 'roles'>; type: string; label: string; autoComplete: string }[] = [
    { name: 'userName', type: 'text', label: t('admin:users.userName'), autoComplete: 'off' },
    { name: 'email', type: 'email', label: t('admin:users.email'), autoComplete: 'off' },
  ];
  if (!editing)
    text.push({
      name: 'password',
      type: 'password',
      label: t('admin:users.password'),
      autoComplete: 'new-password',
    });

  return (
    <Dialog
      size="narrow"
      open={open}
      title={editing ? t('admin:users.editTitle') : t('admin:users.addTitle')}
      closeLabel={t('common.close')}
      onClose={() => dispatch(userModalClosed())}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {text.map((field) => (
          <FormField
            key={field.name}
            id={`${id}-${field.name}`}
            label={field.label}
            error={errors[field.name]}
          >
            <input
              {...controlProps(`${id}-${field.name}`, errors[field.name])}
              type={field.type}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            />
          </FormField>
        ))}
        <fieldset className={styles.roles} aria-describedby={`${id}-roles-error`}>
          <legend className={styles.legend}>{t('admin:users.roles')}</legend>
          {(availableRoles.length > 0 ? availableRoles : ROLES).map((role, index) => (
            <label key={role} className={styles.check}>
              <input
                id={`${id}-role-${index}`}
                type="checkbox"
                checked={values.roles.includes(role)}
                onChange={(event) => toggleRole(role, event.target.checked)}
              />
              {t(`admin:roles.${role}`, { defaultValue: role })}
            </label>
          ))}
          <p id={`${id}-roles-error`} className={styles.fieldError} aria-live="polite">
            {errors.roles}
          </p>
        </fieldset>
        {error && !saving && (
          <p className={styles.alert} role="alert">
            {error}
          </p>
        )}
        <div className={formStyles.actions}>
          <button type="submit" className={formStyles.primary} disabled={saving}>
            {saving ? t('admin:users.saving') : t('admin:users.save')}
          </button>
          <button type="button" className={formStyles.secondary} onClick={() => dispatch(userModalClosed())}>
            {t('admin:users.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
