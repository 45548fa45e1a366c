import { lazy, Suspense, useEffect } from 'react';
import { authApi } from '../api/auth';
import { useAppDispatch, useAppSelector } from './store';
import { colorModeChanged } from './uiSlice';

const selectCurrentUser = authApi.endpoints.getCurrentUser.select();

/** Reads the member's settings (the account API, in its own chunk: visitors never load it). */
const MemberColorMode = lazy(() => import('./MemberColorMode'));

/**
 * The site's colour mode follows the signed-in member's Dark Mode setting, and is light for
 * everybody else (and again after signing out). It reads the current user from the cache without
 * asking for it (the app gate does), so it adds no request for visitors; the code that reads a
 * member's settings (MemberColorMode) loads only once somebody is signed in.
 *
 * The page starts in the mode the server chose (main.tsx: a prerendered page rendered dark for a
 * member whose signed-in hint says so, otherwise the hint's mode), so that such a member never sees
 * a light frame first. While the user or their settings are still loading, that mode stays; it
 * changes, in an effect after the first render (so hydration sees the server's mode), only once the
 * answer is known: the settings' Dark Mode, or light when nobody is signed in.
 */
export function SignedInColorMode() {
  const dispatch = useAppDispatch();
  const currentUser = useAppSelector((state) => selectCurrentUser(state));
  const userId = currentUser.data?.id;
  const signedOut = currentUser.isSuccess && !currentUser.data;

  useEffect(() => {
    if (signedOut) dispatch(colorModeChanged('light'));
  }, [signedOut, dispatch]);

  return userId ? (
    <Suspense fallback={null}>
      <MemberColorMode userId={userId} />
    </Suspense>
  ) : null;
}
