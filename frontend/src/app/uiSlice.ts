import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ColorMode } from './theme';

export interface UiState {
  /** Light or dark palette. A later issue adds the toggle (and remembers the choice). */
  colorMode: ColorMode;
}

const initialState: UiState = { colorMode: 'light' };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    colorModeChanged(state, action: PayloadAction<ColorMode>) {
      state.colorMode = action.payload;
    },
  },
});

export const { colorModeChanged } = uiSlice.actions;
