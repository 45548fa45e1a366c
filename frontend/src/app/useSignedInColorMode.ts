import { useEffect } from 'react';
import { useGetPreferencesQuery } from '../api/account';
import { authApi } from '../api/auth';
import { useAppDispatch, useAppSelector } from './store';
import { colorModeChanged } from './uiSlice';

const selectCurrentUser = authApi.endpoints.getCurrentUser.select();

/**
 * The site's colour mode follows the signed-in member's Dark Mode setting, and is light for
 * everybody else (and again after signing out). It reads the current user from the cache without
 * asking for it (the app gate does), so it adds no request for visitors. The mode changes in an
 * effect, after the first render: prerendered pages (light) hydrate unchanged.
 */
export function useSignedInColorMode(): void {
  const dispatch = useAppDispatch();
  const userId = useAppSelector((state) => selectCurrentUser(state).data?.id);
  const { data: preferences } = useGetPreferencesQuery(userId ?? '', { skip: !userId });
  const dark = Boolean(userId && preferences?.darkMode);

  useEffect(() => {
    dispatch(colorModeChanged(dark ? 'dark' : 'light'));
  }, [dark, dispatch]);
}
