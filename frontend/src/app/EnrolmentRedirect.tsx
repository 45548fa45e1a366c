import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { authApi } from '../api/auth';
import { enrolmentIn, type LoginState } from '../components/auth/enrolment';
import { LOGIN_PATH } from '../components/auth/useSignOut';
import { useAppDispatch, useAppSelector } from './store';

/**
 * Takes the person to the enforced two-factor set-up as soon as any answer says the session needs it
 * (an administrator's session once the organisation requires two-factor sign-in: every signed-in
 * call answers 401 naming that step). Nobody is signed in meanwhile, so the cached user is dropped;
 * the sign-in page shows the set-up (not the password form) and afterwards returns to this page.
 * Renders nothing.
 */
export function EnrolmentRedirect() {
  const enrolment = useAppSelector((state) => state.ui.enrolment);
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!enrolment || enrolmentIn(location.state)) return;
    const from = location.pathname === LOGIN_PATH ? undefined : location;
    const state: LoginState = { from, nextStep: enrolment };
    navigate(LOGIN_PATH, { state });
    void dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, null));
  }, [enrolment, location, navigate, dispatch]);

  return null;
}
