import { useEffect, useRef } from 'react';
import { authApi } from '../api/auth';
import { api } from '../api/base';
import { USER_SCOPED_TAGS } from '../api/tags';
import { useAppDispatch, useAppSelector } from './store';

const selectCurrentUser = authApi.endpoints.getCurrentUser.select();

/**
 * The one place where the signed-in user's data (USER_SCOPED_TAGS) is dropped when the user
 * changes: signing out, another account signing in, a session that ended. Whatever writes the
 * current user (sign-in, registration, sign-out, account deletion, a fresh GET /api/user) needs
 * nothing else. It runs as an effect, after React has re-rendered for the new user: a page of the
 * previous user has then unmounted, so its data is removed rather than fetched again in the name
 * of someone who has left (which would only earn 401s); a page still showing it reads it again.
 */
export function useUserScopedDataReset(): void {
  const dispatch = useAppDispatch();
  const userId = useAppSelector((state) => selectCurrentUser(state).data?.id);
  const previousUser = useRef(userId);
  useEffect(() => {
    if (previousUser.current === userId) return;
    if (previousUser.current !== undefined) {
      dispatch(api.util.invalidateTags([...USER_SCOPED_TAGS]));
    }
    previousUser.current = userId;
  }, [userId, dispatch]);
}
