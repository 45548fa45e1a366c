import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginNextStep } from '@bb/shared/two-factor';
import { enrolmentRequired } from '../api/base';
import type { ColorMode } from './theme';

export interface UiState {
  /** Light or dark palette. A later issue adds the toggle (and remembers the choice). */
  colorMode: ColorMode;
  /**
   * The enforced two-factor enrolment the server asked for (a 401 naming it), until the sign-in
   * page shows it: app/EnrolmentRedirect and RouteGuard take the person there.
   */
  enrolment?: LoginNextStep | null;
}

const initialState: UiState = { colorMode: 'light', enrolment: null };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    colorModeChanged(state, action: PayloadAction<ColorMode>) {
      state.colorMode = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(enrolmentRequired, (state, action) => {
      state.enrolment = action.payload;
    });
  },
});

export const { colorModeChanged } = uiSlice.actions;
