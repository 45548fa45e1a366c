import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api } from '../api/base';
import { toastSlice } from '../components/toast/toastSlice';
import { uiSlice } from './uiSlice';

// Combined when the first store is made, not when this module is evaluated: combineReducers runs
// every reducer twice to check it, a few milliseconds that main.tsx keeps out of the task that
// evaluates the app's code.
const combine = () =>
  combineReducers({
    [api.reducerPath]: api.reducer,
    [uiSlice.name]: uiSlice.reducer,
    [toastSlice.name]: toastSlice.reducer,
  });
let rootReducer: ReturnType<typeof combine> | undefined;

export type RootState = ReturnType<ReturnType<typeof combine>>;

/** A new store: one per browser page, per prerendered page on the server, per test. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: (rootReducer ??= combine()),
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
