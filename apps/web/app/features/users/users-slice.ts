import type { Role } from '@pusula/core/auth/roles.ts';
import type { PublicUser } from '@pusula/core/contract/users.ts';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { ApiError } from '../../lib/api-client/http-client.ts';
import { createAppAsyncThunk } from '../../lib/app-thunk.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import type { ParseKeys } from '../../lib/i18n/keys.ts';
import { rootReducer } from '../../store/store.ts';

export type UserModalType = 'add' | 'edit' | 'delete';

/** docs/requirements/accounts-and-admin.md#users "User (admin)" state. */
export interface UsersState {
  users: PublicUser[];
  availableRoles: Role[];
  userRoles: Role[];
  userTotalCount: number;
  modalOpen: boolean;
  modalType: UserModalType | null;
  selectedUser: PublicUser | null;
  loading: boolean;
  saving: boolean;
  error: string | null;
}

export const initialUsersState: UsersState = {
  users: [],
  availableRoles: [],
  userRoles: [],
  userTotalCount: 0,
  modalOpen: false,
  modalType: null,
  selectedUser: null,
  loading: false,
  saving: false,
  error: null,
};

const failure = (error: unknown, key: ParseKeys) => (error instanceof ApiError ? error.message : i18n.t(key));
type Rejectable = { rejectValue: string };

export const fetchUsers = createAppAsyncThunk<PublicUser[], void, Rejectable>(
  'adminUsers/fetch',
  async (_a, { rejectWithValue, extra }) => {
    try {
      return (await extra.api.get<PublicUser[]>('/Users')).data;
    } catch (error) {
      return rejectWithValue(failure(error, 'admin:users.fetchFailed'));
    }
  },
);

export const fetchAllRoles = createAppAsyncThunk<Role[], void, Rejectable>(
  'adminUsers/roles',
  async (_a, { rejectWithValue, extra }) => {
    try {
      return (await extra.api.get<Role[]>('/Users/GetAllRoles')).data;
    } catch (error) {
      return rejectWithValue(failure(error, 'admin:users.rolesFailed'));
    }
  },
);

export const fetchUserRoles = createAppAsyncThunk<Role[], number, Rejectable>(
  'adminUsers/userRoles',
  async (id, { rejectWithValue, extra }) => {
    try {
      return (await extra.api.get<Role[]>(`/Users/GetUserRoles/${id}`)).data;
    } catch (error) {
      return rejectWithValue(failure(error, 'admin:users.rolesFailed'));
    }
  },
);

export const fetchTotalCount = createAppAsyncThunk<number, void, Rejectable>(
  'adminUsers/count',
  async (_a, { rejectWithValue, extra }) => {
    try {
      return (await extra.api.get<number>('/Users/GetTotalCount')).data;
    } catch (error) {
      return rejectWithValue(failure(error, 'admin:users.fetchFailed'));
    }
  },
);

export interface NewUser {
  userName: string;
  email: string;
  password: string;
  roles: Role[];
}

export const addUser = createAppAsyncThunk<PublicUser, NewUser, Rejectable>(
  'adminUsers/add',
  async (user, { rejectWithValue, extra }) => {
    try {
      return (await extra.api.post<PublicUser>('/Users', user)).data;
    } catch (error) {
      return rejectWithValue(failure(error, 'admin:users.saveFailed'));
    }
  },
);

export const updateUser = createAppAsyncThunk<PublicUser, Omit<PublicUser, 'createdAt'>, Rejectable>(
  'adminUsers/update',
  async (user, { rejectWithValue, extra }) => {
    try {
      return (await extra.api.put<PublicUser>('/Users', user)).data;
    } catch (error) {
      return rejectWithValue(failure(error, 'admin:users.saveFailed'));
    }
  },
);

export const deleteUser = createAppAsyncThunk<number, number, Rejectable>(
  'adminUsers/delete',
  async (id, { rejectWithValue, extra }) => {
    try {
      await extra.api.delete(`/Users/${id}`);
      return id;
    } catch (error) {
      return rejectWithValue(failure(error, 'admin:users.deleteFailed'));
    }
  },
);

function savedAndClosed(state: UsersState) {
  state.saving = false;
  state.modalOpen = false;
  state.modalType = null;
  state.selectedUser = null;
  state.error = null;
}

const usersSlice = createSlice({
  name: 'adminUsers',
  initialState: initialUsersState,
  reducers: {
    /** docs/requirements/accounts-and-admin.md#users: opens with a type and an optional selected user. */
    userModalOpened(state, action: PayloadAction<{ type: UserModalType; user?: PublicUser }>) {
      state.modalOpen = true;
      state.modalType = action.payload.type;
      state.selectedUser = action.payload.user ?? null;
      state.error = null;
    },
    /** Closing clears the type, the selected user and the error. */
    userModalClosed(state) {
      savedAndClosed(state);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchUsers.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchUsers.fulfilled, (state, action) => {
        state.loading = false;
        state.users = action.payload;
      })
      .addCase(fetchUsers.rejected, (state, action) => {
        state.loading = false;
        state.error = action.payload ?? null;
      })
      .addCase(fetchAllRoles.fulfilled, (state, action) => {
        state.availableRoles = action.payload;
      })
      .addCase(fetchUserRoles.fulfilled, (state, action) => {
        state.userRoles = action.payload;
      })
      .addCase(fetchTotalCount.fulfilled, (state, action) => {
        state.userTotalCount = action.payload;
      })
      // docs/requirements/accounts-and-admin.md#users: a successful add, update or delete closes the modal.
      .addCase(addUser.fulfilled, (state, action) => {
        state.users.push(action.payload);
        state.userTotalCount += 1;
        savedAndClosed(state);
      })
      .addCase(updateUser.fulfilled, (state, action) => {
        state.users = state.users.map((user) => (user.id === action.payload.id ? action.payload : user));
        savedAndClosed(state);
      })
      .addCase(deleteUser.fulfilled, (state, action) => {
        state.users = state.users.filter((user) => user.id !== action.payload);
        state.userTotalCount = Math.max(0, state.userTotalCount - 1);
        savedAndClosed(state);
      });
    for (const thunk of [addUser, updateUser, deleteUser]) {
      builder
        .addCase(thunk.pending, (state) => {
          state.saving = true;
          state.error = null;
        })
        .addCase(thunk.rejected, (state, action) => {
          state.saving = false;
          state.error = action.payload ?? null;
        });
    }
  },
});

export const { userModalOpened, userModalClosed } = usersSlice.actions;
export const usersReducer = usersSlice.reducer;

/** This slice in the app store, injected when this module loads (docs/decisions/0006-redux-for-form-state.md). */
const injected = usersSlice.injectInto(rootReducer);
/** This slice's state (its initial state until the store has filled it in). */
export const selectAdminUsers = injected.selectSlice;

declare module '../../store/store.ts' {
  interface LazyLoadedSlices extends WithSlice<typeof usersSlice> {}
}
