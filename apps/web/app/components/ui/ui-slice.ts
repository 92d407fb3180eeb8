import { createSlice } from '@reduxjs/toolkit';

/** Page-level UI state shared across features (the currency settings modal opened by the plus button). */
const uiSlice = createSlice({
  name: 'ui',
  initialState: { currencySettingsOpen: false },
  reducers: {
    currencySettingsOpened(state) {
      state.currencySettingsOpen = true;
    },
    currencySettingsClosed(state) {
      state.currencySettingsOpen = false;
    },
  },
});

export const { currencySettingsOpened, currencySettingsClosed } = uiSlice.actions;
export const uiReducer = uiSlice.reducer;
