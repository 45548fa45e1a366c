import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '../../api/auth';
import { useToast } from '../toast/useToast';

/** Where a signed-out visitor is sent; `state.from` remembers the page they asked for. */
export const LOGIN_PATH = '/login';

export interface SignOut {
  /** Signs out; resolves whether or not it worked (a failure is shown as a toast). */
  signOut: () => Promise<void>;
  /** True while the sign-out request is under way. */
  signingOut: boolean;
}

/**
 * Signing out, wherever a button offers it (the member and admin layouts, the guard's 'Return to
 * Login'): the logout call clears the cached user before it answers (api/auth.ts), then the spec's
 * 'Logged out' toast and the sign-in page; a failure keeps the user where they are with the spec's
 * 'Logout failed' toast (the server's message, or 'Unable to logout').
 */
export function useSignOut(): SignOut {
  const navigate = useNavigate();
  const { toast, toastFailure } = useToast();
  const [logout, { isLoading }] = useLogoutMutation();

  const signOut = useCallback(async () => {
    try {
      await logout().unwrap();
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
      navigate(LOGIN_PATH, { replace: true });
    } catch (error) {
      toastFailure(error, 'Logout failed', 'Unable to logout');
    }
  }, [logout, navigate, toast, toastFailure]);

  return { signOut, signingOut: isLoading };
}
