import { useEffect } from 'react';
import { useGetPreferencesQuery } from '../api/account';
import { authApi } from '../api/auth';
import { useAppDispatch, useAppSelector } from './store';
import type { ColorMode } from './theme';
import { colorModeChanged } from './uiSlice';

const selectCurrentUser = authApi.endpoints.getCurrentUser.select();

/**
 * The site's colour mode follows the signed-in member's Dark Mode setting, and is light for
 * everybody else (and again after signing out). It reads the current user from the cache without
 * asking for it (the app gate does), so it adds no request for visitors.
 *
 * The page starts in the mode the server chose (main.tsx: a prerendered page rendered dark for a
 * member whose signed-in hint says so, otherwise the hint's mode), so that such a member never sees
 * a light frame first. While the user or their settings are still loading, that mode stays; it
 * changes, in an effect after the first render (so hydration sees the server's mode), only once the
 * answer is known: the settings' Dark Mode, or light when nobody is signed in.
 */
export function useSignedInColorMode(): void {
  const dispatch = useAppDispatch();
  const currentUser = useAppSelector((state) => selectCurrentUser(state));
  const userId = currentUser.data?.id;
  const signedOut = currentUser.isSuccess && !currentUser.data;
  const { data: preferences } = useGetPreferencesQuery(userId ?? '', { skip: !userId });
  let mode: ColorMode | undefined;
  if (userId && preferences) mode = preferences.darkMode ? 'dark' : 'light';
  else if (signedOut) mode = 'light';

  useEffect(() => {
    if (mode) dispatch(colorModeChanged(mode));
  }, [mode, dispatch]);
}
