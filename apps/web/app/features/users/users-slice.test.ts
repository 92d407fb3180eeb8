import type { PublicUser } from '@pusula/core/contract/users.ts';
import { describe, expect, it } from 'vitest';
import {
  addUser,
  deleteUser,
  initialUsersState,
  updateUser,
  userModalClosed,
  userModalOpened,
  usersReducer,
} from './users-slice.ts';

const ali: PublicUser = {
  id: 2,
  userName: 'ali',
  email: 'ali@example.com',
  roles: ['User'],
  createdAt: '2026-01-01T00:00:00Z',
};
const veli: PublicUser = { ...ali, id: 3, userName: 'veli', email: 'veli@example.com' };
const withUsers = { ...initialUsersState, users: [ali, veli], userTotalCount: 2 };

describe('user modal and list transitions (docs/requirements/accounts-and-admin.md#users)', () => {
  it('opens with a type and an optional user; closing clears type, user and error', () => {
    const open = usersReducer(withUsers, userModalOpened({ type: 'edit', user: ali }));
    expect(open).toMatchObject({ modalOpen: true, modalType: 'edit', selectedUser: ali });
    const failed = usersReducer(open, { type: updateUser.rejected.type, payload: 'x' });
    expect(failed.error).toBe('x');
    expect(failed.modalOpen).toBe(true);
    expect(usersReducer(failed, userModalClosed())).toMatchObject({
      modalOpen: false,
      modalType: null,
      selectedUser: null,
      error: null,
    });
  });

  it('add appends, update replaces by id, delete removes by id; each closes the modal', () => {
    const opened = usersReducer(withUsers, userModalOpened({ type: 'add' }));
    const added = usersReducer(opened, {
      type: addUser.fulfilled.type,
      payload: { ...ali, id: 9, userName: 'yeni' },
    });
    expect(added.users.map((u) => u.id)).toEqual([2, 3, 9]);
    expect(added).toMatchObject({ userTotalCount: 3, modalOpen: false, modalType: null });
    const updated = usersReducer(added, {
      type: updateUser.fulfilled.type,
      payload: { ...ali, roles: ['Editor'] },
    });
    expect(updated.users.find((u) => u.id === 2)?.roles).toEqual(['Editor']);
    expect(updated.users).toHaveLength(3);
    const deleted = usersReducer(updated, { type: deleteUser.fulfilled.type, payload: 3 });
    expect(deleted.users.map((u) => u.id)).toEqual([2, 9]);
    expect(deleted.userTotalCount).toBe(2);
  });
});
