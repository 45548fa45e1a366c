import { useEffect, useRef, useState } from 'react';
import type { FormikHelpers } from 'formik';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import * as yup from 'yup';
import {
  useGetCurrentUserQuery,
  useResendVerificationMutation,
  useVerifyEmailMutation,
} from '../../api/auth';
import { errorMessage } from '../../api/base';
import { Spinner } from '../../components/Spinner';
import { email } from '../../components/form/rules';
import { useToast } from '../../components/toast/useToast';
import { destinationFor } from './destinations';
import {
  AuthEmailField,
  AuthForm,
  AuthIntro,
  AuthLink,
  AuthLinks,
  AuthScreen,
  BackToSignIn,
  LinkButton,
  useLinkToken,
  type AuthMetaProps,
} from './shared';
import {
  RESEND_FALLBACK_ERROR,
  RESEND_LABEL,
  RESEND_SENT,
} from '../../components/auth/verificationText';
import { useSubmitFailure } from '../../components/form/useSubmitFailure';

export const VERIFY_FALLBACK_ERROR = 'Failed to verify email';
export const VERIFIED_FALLBACK = 'Your email address has been verified. You can now sign in.';
export { RESEND_FALLBACK_ERROR, RESEND_SENT };

type Verification =
  | { state: 'verifying' }
  | { state: 'verified'; message: string }
  | { state: 'failed'; message: string };

const META: AuthMetaProps = {
  title: 'Verify Email',
  description: 'Verify the email address of your account, or ask for a new verification link.',
};

/**
 * /verify-email: with `?token=` the address is verified at once (verifying, then verified or
 * failed); without it the page waits for the person to follow the link in the mail and offers to
 * send a new one.
 */
export default function VerifyEmailPage() {
  const token = useLinkToken();
  return token ? <VerifyToken key={token} token={token} /> : <AwaitingVerification />;
}

function VerifyToken({ token }: { token: string }) {
  const { toast } = useToast();
  const { data: user, isLoading: userLoading } = useGetCurrentUserQuery();
  const [verifyEmail] = useVerifyEmailMutation();
  const [result, setResult] = useState<Verification>({ state: 'verifying' });
  // A token works once: never send it twice (React's development double effects included).
  const started = useRef(false);

  useEffect(() => {
    // Once the current user is known, so that a signed-in user is read again after verifying.
    if (started.current || userLoading) return;
    started.current = true;
    verifyEmail({ token })
      .unwrap()
      .then(
        (answer) => setResult({ state: 'verified', message: answer?.message || VERIFIED_FALLBACK }),
        (error: unknown) => {
          const message = errorMessage(error, VERIFY_FALLBACK_ERROR);
          setResult({ state: 'failed', message });
          toast({ title: 'Verification failed', description: message, variant: 'destructive' });
        },
      );
  }, [token, userLoading, verifyEmail, toast]);

  if (result.state === 'verifying') {
    return (
      <AuthScreen meta={META} heading="Verifying Your Email">
        <Box role="status">
          <AuthIntro>Please wait while we verify your email address…</AuthIntro>
        </Box>
        <Spinner label="Verifying your email" />
      </AuthScreen>
    );
  }

  if (result.state === 'verified') {
    return (
      <AuthScreen meta={META} heading="Email Verified!" focusHeading intro={result.message}>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {user && <LinkButton to={destinationFor(user)}>Go to Dashboard</LinkButton>}
          <LinkButton to="/login" variant={user ? 'outlined' : 'contained'}>
            Sign In Now
          </LinkButton>
        </Box>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen meta={META} heading="Verification Failed" focusHeading intro={result.message}>
      <LinkButton to="/register">Register New Account</LinkButton>
      <AuthLinks>
        <AuthLink to="/verify-email">Send a new verification email</AuthLink>
        <Typography component="p">
          Already verified? <AuthLink to="/login">Sign in</AuthLink>
        </Typography>
      </AuthLinks>
    </AuthScreen>
  );
}

interface ResendValues {
  email: string;
}

const resendSchema = yup.object({ email: email() });
const RESEND_FIELDS = ['email'] as const;

function AwaitingVerification() {
  const location = useLocation();
  const submitFailed = useSubmitFailure();
  const { data: user, isLoading: userLoading } = useGetCurrentUserQuery();
  const [resend] = useResendVerificationMutation();
  const [sent, setSent] = useState(false);
  const state = location.state as { email?: string; notice?: string } | null;
  const knownEmail = (user && !user.emailVerified ? user.email : undefined) ?? state?.email ?? '';

  const onSubmit = async (values: ResendValues, helpers: FormikHelpers<ResendValues>) => {
    setSent(false);
    try {
      const answer = await resend({ email: values.email.trim() }).unwrap();
      const message = answer?.message ?? '';
      // Spec 000 section 4: success is recognised by the word 'sent' in the message.
      if (!message.toLowerCase().includes('sent')) throw new Error(message);
      setSent(true);
    } catch (error) {
      const message =
        error instanceof Error && error.message
          ? error.message
          : errorMessage(error, RESEND_FALLBACK_ERROR);
      submitFailed(error, helpers, 'Error', message);
    }
  };

  return (
    <AuthScreen meta={META} heading="Check Your Email">
      {state?.notice && (
        <Alert severity="warning" role="note" sx={{ mb: 2 }}>
          {state.notice}
        </Alert>
      )}
      <AuthIntro>
        We sent a verification link to{' '}
        {knownEmail ? <strong>{knownEmail}</strong> : 'your email address'}. Follow the link in that
        email to verify your account. The link works for 24 hours.
      </AuthIntro>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Didn&apos;t get the email?
      </Typography>
      <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
        Check your spam folder, or ask for a new link.
      </Typography>
      {userLoading ? (
        <Spinner />
      ) : (
        <AuthForm
          initialValues={{ email: knownEmail }}
          validationSchema={resendSchema}
          onSubmit={onSubmit}
          label="Resend the verification email"
          fieldOrder={RESEND_FIELDS}
          submitLabel={RESEND_LABEL}
          submittingLabel="Sending..."
        >
          <AuthEmailField />
        </AuthForm>
      )}
      <Box role="status" sx={{ mt: sent ? 2 : 0 }}>
        {sent && (
          <Alert severity="success" role="none">
            {RESEND_SENT}
          </Alert>
        )}
      </Box>
      <BackToSignIn />
    </AuthScreen>
  );
}
