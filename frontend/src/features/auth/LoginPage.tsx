import { useCallback, useEffect, useState } from 'react';
import { ACCOUNT_MESSAGES } from '@bb/shared/accounts';
import type { LoginNextStep } from '@bb/shared/two-factor';
import type { FormikHelpers } from 'formik';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import * as yup from 'yup';
import { useGetCurrentUserQuery, useLoginMutation, type User } from '../../api/auth';
import { enrolmentRequired, errorMessage, useApiDispatch } from '../../api/base';
import { enrolmentIn } from '../../components/auth/enrolment';
import { useToast } from '../../components/toast/useToast';
import { destinationFor } from './destinations';
import { TwoFactorCodeStep, TwoFactorEnrolmentStep } from './TwoFactorSteps';
import { AuthForm, AuthLink, AuthLinks, AuthScreen, AuthTextField, PasswordField } from './shared';
import { useSubmitFailure } from '../../components/form/useSubmitFailure';

export const LOGIN_FAILED = 'Login failed';
/** The sign-in toast's title on an account's first sign-in (else the spec's 'Welcome back!'). */
export const FIRST_SIGN_IN_TITLE = 'Welcome!';

export interface LoginValues {
  username: string;
  password: string;
}

const INITIAL: LoginValues = { username: '', password: '' };

const schema = yup.object({
  username: yup.string().trim().required(ACCOUNT_MESSAGES.usernameRequired),
  password: yup.string().required(ACCOUNT_MESSAGES.passwordRequired),
});

const FIELD_ORDER = ['username', 'password'] as const;

/** Whether a refused sign-in means "verify your address first" (spec 000 section 4). */
export function needsVerification(message: string): boolean {
  return message.toLowerCase().includes('verify your email');
}

/** /login (and /auth): sign in by username and password, then the second step if there is one. */
export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const submitFailed = useSubmitFailure();
  const { data: user } = useGetCurrentUserQuery();
  const [login] = useLoginMutation();
  // Set while this page signs someone in: its own navigation then decides where to go.
  const [signingIn, setSigningIn] = useState(() => enrolmentIn(location.state) !== null);
  // The second step the server asked for (two-factor sign-in), if any; an administrator's session
  // sent here to set it up (app/EnrolmentRedirect, RouteGuard) starts on that step.
  const [nextStep, setNextStep] = useState<LoginNextStep | null>(() => enrolmentIn(location.state));
  // Sent here again while mounted (the password form was showing): the step replaces it.
  const [shownState, setShownState] = useState<unknown>(location.state);
  if (location.state !== shownState) {
    setShownState(location.state);
    const enrolment = enrolmentIn(location.state);
    if (enrolment) {
      setNextStep(enrolment);
      setSigningIn(true);
    }
  }
  // Shown: the request to go there is done.
  const dispatch = useApiDispatch();
  useEffect(() => {
    if (enrolmentIn(location.state)) dispatch(enrolmentRequired(null));
  }, [location.state, dispatch]);
  // Why the password step is shown again (the second step expired).
  const [notice, setNotice] = useState<string | null>(null);

  const signedIn = useCallback(
    (signedInUser: User) => {
      // The spec's 'Welcome back!', except on the account's first sign-in, when nobody is back.
      toast({
        title: signedInUser.firstSignIn ? FIRST_SIGN_IN_TITLE : 'Welcome back!',
        description: 'You have successfully logged in.',
      });
      navigate(destinationFor(signedInUser, location.state), { replace: true });
    },
    [toast, navigate, location.state],
  );
  const startOver = useCallback((message?: string) => {
    setNextStep(null);
    // Not null: the password step's heading takes focus (the step's buttons are gone).
    setNotice(message ?? '');
    setSigningIn(false);
  }, []);
  const continueToApp = useCallback(
    (signedInUser: User) =>
      navigate(destinationFor(signedInUser, location.state), { replace: true }),
    [navigate, location.state],
  );

  if (user && !signingIn) return <Navigate to={destinationFor(user, location.state)} replace />;

  if (nextStep?.nextStep === 'two-factor') {
    return (
      <TwoFactorCodeStep message={nextStep.message} onStartOver={startOver} onSignedIn={signedIn} />
    );
  }
  if (nextStep?.nextStep === 'two-factor-enrolment') {
    return (
      <TwoFactorEnrolmentStep
        message={nextStep.message}
        onStartOver={startOver}
        onContinue={continueToApp}
      />
    );
  }

  const onSubmit = async (values: LoginValues, helpers: FormikHelpers<LoginValues>) => {
    setSigningIn(true);
    setNotice(null);
    try {
      const answer = await login({
        username: values.username.trim(),
        password: values.password,
      }).unwrap();
      if ('nextStep' in answer) setNextStep(answer);
      else signedIn(answer);
    } catch (error) {
      setSigningIn(false);
      const message = errorMessage(error, LOGIN_FAILED);
      if (needsVerification(message)) {
        navigate('/verify-email', { state: { notice: message } });
        return;
      }
      submitFailed(error, helpers, LOGIN_FAILED, message);
    }
  };

  return (
    <AuthScreen
      meta={{
        title: 'Sign In',
        description: 'Sign in to your member account to see your bookings, messages and settings.',
      }}
      heading="Sign In"
      focusHeading={notice !== null}
      intro="Sign in to your account."
    >
      {notice !== null && notice !== '' && (
        <Alert severity="warning" variant="outlined" role="alert" sx={{ mb: 2.5 }}>
          {notice}
        </Alert>
      )}
      <AuthForm
        initialValues={INITIAL}
        validationSchema={schema}
        onSubmit={onSubmit}
        label="Sign in"
        fieldOrder={FIELD_ORDER}
        submitLabel="Sign In"
        submittingLabel="Signing In..."
      >
        <AuthTextField
          name="username"
          label="Username"
          autoComplete="username"
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        />
        <PasswordField name="password" label="Password" autoComplete="current-password" />
      </AuthForm>
      <AuthLinks>
        <AuthLink to="/forgot-password">Forgot your password?</AuthLink>
        <Typography component="p">
          Don&apos;t have an account? <AuthLink to="/register">Create one</AuthLink>
        </Typography>
        <AuthLink to="/">Back to home</AuthLink>
      </AuthLinks>
    </AuthScreen>
  );
}
