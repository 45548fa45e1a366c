import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import Typography from '@mui/material/Typography';
import * as yup from 'yup';
import { useForgotPasswordMutation } from '../../api/auth';
import { errorMessage } from '../../api/base';
import { email } from '../../components/form/rules';
import {
  AuthEmailField,
  AuthForm,
  AuthScreen,
  BackToSignIn,
  LinkButton,
  type AuthMetaProps,
} from './shared';
import { useSubmitFailure } from '../../components/form/useSubmitFailure';

export const RESET_EMAIL_SENT =
  "If an account with that email exists, we've sent password reset instructions to your inbox.";
export const FORGOT_FALLBACK_ERROR = 'Failed to send reset email';

interface ForgotValues {
  email: string;
}

const schema = yup.object({ email: email() });
const FIELD_ORDER = ['email'] as const;

const META: AuthMetaProps = {
  title: 'Forgot Password',
  description: 'Request a link to choose a new password for your account.',
};

/** /forgot-password: ask for a reset link by e-mail (form, then sent). */
export default function ForgotPasswordPage() {
  const submitFailed = useSubmitFailure();
  const [forgotPassword] = useForgotPasswordMutation();
  const [sent, setSent] = useState(false);

  const onSubmit = async (values: ForgotValues, helpers: FormikHelpers<ForgotValues>) => {
    try {
      await forgotPassword({ email: values.email.trim() }).unwrap();
      setSent(true);
    } catch (error) {
      submitFailed(error, helpers, 'Error', errorMessage(error, FORGOT_FALLBACK_ERROR));
    }
  };

  if (sent) {
    return (
      <AuthScreen meta={META} heading="Reset Email Sent!" focusHeading intro={RESET_EMAIL_SENT}>
        <Typography variant="body2" sx={{ mb: 3, textAlign: 'center', color: 'text.secondary' }}>
          The link works for one hour. No e-mail? Check your spam folder, or try again in a few
          minutes.
        </Typography>
        <LinkButton to="/login">Back to Sign In</LinkButton>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      meta={META}
      heading="Forgot Password?"
      intro="Enter the email address of your account and we will send you a link to choose a new password."
    >
      <AuthForm
        initialValues={{ email: '' }}
        validationSchema={schema}
        onSubmit={onSubmit}
        label="Request a password reset link"
        fieldOrder={FIELD_ORDER}
        submitLabel="Send Reset Link"
        submittingLabel="Sending..."
      >
        <AuthEmailField />
      </AuthForm>
      <BackToSignIn />
    </AuthScreen>
  );
}
