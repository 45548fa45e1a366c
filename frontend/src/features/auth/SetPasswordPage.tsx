import { useEffect, useRef, useState, type RefObject } from 'react';
import { SET_PASSWORD_MIN } from '@bb/shared/accounts';
import { useFormikContext, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import * as yup from 'yup';
import { useSetPasswordMutation } from '../../api/auth';
import { errorMessage } from '../../api/base';
import {
  confirmationOf,
  newPasswordHint,
  setPassword as setPasswordRule,
} from '../../components/form/accountRules';
import { useToast } from '../../components/toast/useToast';
import {
  AuthForm,
  AuthLink,
  AuthLinks,
  AuthScreen,
  BackToSignIn,
  NEW_PASSWORD_FIELD_ORDER,
  NEW_PASSWORD_INITIAL,
  NewPasswordFields,
  REDIRECT_DELAY_MS,
  useFailureToastOnce,
  useLinkToken,
  type AuthMetaProps,
  type NewPasswordValues,
} from './shared';
import { useSubmitFailure } from '../../components/form/useSubmitFailure';

export const SET_PASSWORD_LOGIN_PATH = '/auth';
export const INVALID_SETUP_LINK =
  'This password setup link is invalid. Please contact your administrator.';
export const TOKEN_MISSING =
  'Password setup token is missing. Please use the link from your email.';
export const SET_PASSWORD_FALLBACK_ERROR =
  'Failed to set password. Please try again or contact support.';
export const SET_DONE_FALLBACK = 'Your password has been set. You can now sign in.';
export const PASSWORDS_MUST_MATCH = 'Please make sure both passwords match.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

const schema = yup.object({
  password: setPasswordRule(),
  confirmPassword: confirmationOf('password', PASSWORDS_MUST_MATCH, PASSWORDS_MUST_MATCH),
});

const META: AuthMetaProps = {
  title: 'Set Your Password',
  description: 'Choose the password of the account an administrator prepared for you.',
};

/** Sends the visitor to the sign-in page after REDIRECT_DELAY_MS (cancelled if they leave first). */
function useRedirectLater(active: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(
      () => navigate(SET_PASSWORD_LOGIN_PATH, { replace: true }),
      REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [active, navigate]);
}

/** The on-screen notice of the coming redirect, with a link for those who do not want to wait. */
function RedirectNotice() {
  return (
    <>
      <Typography role="status" sx={{ mb: 2, textAlign: 'center' }}>
        Taking you to the sign-in page in 3 seconds…
      </Typography>
      <AuthLinks>
        <AuthLink to={SET_PASSWORD_LOGIN_PATH}>Go to sign in now</AuthLink>
      </AuthLinks>
    </>
  );
}

/**
 * /set-password?token=...: an account an administrator prepared gets its password. No token: an
 * 'Invalid Link' toast and the sign-in page after 3 s. Success: a confirmation, then the same.
 */
export default function SetPasswordPage() {
  const token = useLinkToken();
  return token ? <SetPasswordForm token={token} /> : <InvalidSetupLink />;
}

function InvalidSetupLink() {
  useFailureToastOnce('Invalid Link', INVALID_SETUP_LINK);
  useRedirectLater(true);
  return (
    <AuthScreen meta={META} heading="Invalid Link" intro={INVALID_SETUP_LINK}>
      <Typography variant="body2" sx={{ mb: 2, textAlign: 'center', color: 'text.secondary' }}>
        {TOKEN_MISSING}
      </Typography>
      <RedirectNotice />
    </AuthScreen>
  );
}

/** 'Passwords do not match' while both fields are filled in and differ (announced politely). */
function MismatchNotice() {
  const { values } = useFormikContext<NewPasswordValues>();
  const differ =
    values.password !== '' &&
    values.confirmPassword !== '' &&
    values.password !== values.confirmPassword;
  return (
    <Box aria-live="polite" sx={{ mt: -1.5, minHeight: '1.5em' }}>
      {differ && (
        <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 600 }}>
          {PASSWORDS_DO_NOT_MATCH}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The spec's toasts for a submit that stopped at validation: 'Invalid Password' (too short), or
 * 'Passwords Don't Match'. The messages are also on the fields, where focus goes (AuthForm).
 * `reachedServerRef` is set by onSubmit: a refusal by the server has its own toast.
 */
function InvalidSubmitToast({ reachedServerRef }: { reachedServerRef: RefObject<boolean> }) {
  const { toast } = useToast();
  const { submitCount, isSubmitting, errors } = useFormikContext<NewPasswordValues>();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (reachedServerRef.current) {
      reachedServerRef.current = false;
      return;
    }
    if (errors.password) {
      toast({ title: 'Invalid Password', description: errors.password, variant: 'destructive' });
    } else if (errors.confirmPassword) {
      toast({
        title: "Passwords Don't Match",
        description: errors.confirmPassword,
        variant: 'destructive',
      });
    }
  }, [submitCount, isSubmitting, errors, reachedServerRef, toast]);
  return null;
}

function SetPasswordForm({ token }: { token: string }) {
  const { toast } = useToast();
  const submitFailed = useSubmitFailure();
  const [setPassword] = useSetPasswordMutation();
  const [done, setDone] = useState<string | undefined>();
  const reachedServer = useRef(false);
  useRedirectLater(done !== undefined);

  const onSubmit = async (values: NewPasswordValues, helpers: FormikHelpers<NewPasswordValues>) => {
    reachedServer.current = true;
    if (!token) {
      toast({ title: 'Invalid Token', description: TOKEN_MISSING, variant: 'destructive' });
      return;
    }
    try {
      const answer = await setPassword({ token, password: values.password }).unwrap();
      setDone(answer?.message || SET_DONE_FALLBACK);
    } catch (error) {
      submitFailed(
        error,
        helpers,
        'Error Setting Password',
        errorMessage(error, SET_PASSWORD_FALLBACK_ERROR),
      );
    }
  };

  if (done !== undefined) {
    return (
      <AuthScreen meta={META} heading="Password Set!" focusHeading intro={done}>
        <RedirectNotice />
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      meta={META}
      heading="Set Your Password"
      intro={<>Choose a password for your account. Use at least {SET_PASSWORD_MIN} characters.</>}
    >
      <AuthForm
        initialValues={NEW_PASSWORD_INITIAL}
        validationSchema={schema}
        onSubmit={onSubmit}
        label="Set your password"
        fieldOrder={NEW_PASSWORD_FIELD_ORDER}
        submitLabel="Set Password"
        submittingLabel="Setting Password..."
      >
        <NewPasswordFields label="Password" hint={newPasswordHint(SET_PASSWORD_MIN)} />
        <MismatchNotice />
        <InvalidSubmitToast reachedServerRef={reachedServer} />
      </AuthForm>
      <BackToSignIn to={SET_PASSWORD_LOGIN_PATH} />
    </AuthScreen>
  );
}
