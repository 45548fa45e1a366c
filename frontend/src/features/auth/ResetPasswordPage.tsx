import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import * as yup from 'yup';
import { useResetPasswordMutation } from '../../api/auth';
import { errorMessage, isApiError } from '../../api/base';
import {
  ANY_ACCOUNT_PASSWORD_HINT,
  confirmationOf,
  newPassword,
} from '../../components/form/accountRules';
import {
  AuthForm,
  AuthScreen,
  BackToSignIn,
  LinkButton,
  NEW_PASSWORD_FIELD_ORDER,
  NEW_PASSWORD_INITIAL,
  NewPasswordFields,
  useFailureToastOnce,
  useLinkToken,
  type AuthMetaProps,
  type NewPasswordValues,
} from './shared';
import { useSubmitFailure } from '../../components/form/useSubmitFailure';

export const INVALID_RESET_LINK =
  'This password reset link is invalid or has expired. Please request a new one.';
export const RESET_DONE_FALLBACK =
  'Your password has been reset. You can now sign in with your new password.';
export const RESET_FALLBACK_ERROR = 'Failed to reset password';
export const INVALID_RESET_TOKEN = 'Invalid reset token';

const schema = yup.object({
  password: newPassword(),
  confirmPassword: confirmationOf('password'),
});

const META: AuthMetaProps = {
  title: 'Reset Password',
  description: 'Choose a new password for your account.',
};

/** /reset-password?token=...: no token (invalid link), form, done. */
export default function ResetPasswordPage() {
  const token = useLinkToken();
  return token ? <ResetForm token={token} /> : <InvalidResetLink />;
}

function InvalidResetLink() {
  useFailureToastOnce('Invalid reset link', INVALID_RESET_LINK);
  return (
    <AuthScreen meta={META} heading="Invalid Reset Link" intro={INVALID_RESET_LINK}>
      <LinkButton to="/forgot-password">Request New Reset Link</LinkButton>
      <BackToSignIn />
    </AuthScreen>
  );
}

function ResetForm({ token }: { token: string }) {
  const submitFailed = useSubmitFailure();
  const [resetPassword] = useResetPasswordMutation();
  const [done, setDone] = useState<string | undefined>();

  const onSubmit = async (values: NewPasswordValues, helpers: FormikHelpers<NewPasswordValues>) => {
    try {
      const answer = await resetPassword({ token, password: values.password }).unwrap();
      setDone(answer?.message || RESET_DONE_FALLBACK);
    } catch (error) {
      const fallback =
        isApiError(error) && error.status === 400 ? INVALID_RESET_TOKEN : RESET_FALLBACK_ERROR;
      submitFailed(error, helpers, 'Password reset failed', errorMessage(error, fallback));
    }
  };

  if (done) {
    return (
      <AuthScreen meta={META} heading="Password Reset!" focusHeading intro={done}>
        <LinkButton to="/login">Sign In</LinkButton>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      meta={META}
      heading="Reset Password"
      intro="Choose a new password for your account."
    >
      <AuthForm
        initialValues={NEW_PASSWORD_INITIAL}
        validationSchema={schema}
        onSubmit={onSubmit}
        label="Choose a new password"
        fieldOrder={NEW_PASSWORD_FIELD_ORDER}
        submitLabel="Reset Password"
        submittingLabel="Resetting Password..."
      >
        <NewPasswordFields label="New Password" hint={ANY_ACCOUNT_PASSWORD_HINT} />
      </AuthForm>
      <BackToSignIn />
    </AuthScreen>
  );
}
