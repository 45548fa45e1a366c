import { useEffect, useRef, useState } from 'react';
import type { FormikHelpers } from 'formik';
import { useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import { useResetPasswordMutation } from '../../api/auth';
import { errorMessage, isApiError } from '../../api/base';
import { AccessibleFormik } from '../../components/form/AccessibleFormik';
import { confirmationOf, newPassword, newPasswordHint } from '../../components/form/accountRules';
import { useToast } from '../../components/toast/useToast';
import {
  AuthForm,
  AuthHeading,
  AuthIntro,
  AuthLink,
  AuthLinks,
  AuthMeta,
  LinkButton,
  NewPasswordFields,
} from './shared';
import { useSubmitFailure } from '../../components/form/useSubmitFailure';

export const INVALID_RESET_LINK =
  'This password reset link is invalid or has expired. Please request a new one.';
export const RESET_DONE_FALLBACK =
  'Your password has been reset. You can now sign in with your new password.';
export const RESET_FALLBACK_ERROR = 'Failed to reset password';
export const INVALID_RESET_TOKEN = 'Invalid reset token';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

const INITIAL: ResetValues = { password: '', confirmPassword: '' };

const schema = yup.object({
  password: newPassword(),
  confirmPassword: confirmationOf('password'),
});

const FIELD_ORDER = ['password', 'confirmPassword'] as const;

const META = (
  <AuthMeta title="Reset Password" description="Choose a new password for your account." />
);

/** /reset-password?token=...: no token (invalid link), form, done. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return token ? <ResetForm token={token} /> : <InvalidResetLink />;
}

function InvalidResetLink() {
  const { toast } = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast({ title: 'Invalid reset link', description: INVALID_RESET_LINK, variant: 'destructive' });
  }, [toast]);
  return (
    <>
      {META}
      <AuthHeading>Invalid Reset Link</AuthHeading>
      <AuthIntro>{INVALID_RESET_LINK}</AuthIntro>
      <LinkButton to="/forgot-password">Request New Reset Link</LinkButton>
      <AuthLinks>
        <AuthLink to="/login">Back to Sign In</AuthLink>
      </AuthLinks>
    </>
  );
}

function ResetForm({ token }: { token: string }) {
  const submitFailed = useSubmitFailure();
  const [resetPassword] = useResetPasswordMutation();
  const [done, setDone] = useState<string | undefined>();

  const onSubmit = async (values: ResetValues, helpers: FormikHelpers<ResetValues>) => {
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
      <>
        {META}
        <AuthHeading focusOnMount>Password Reset!</AuthHeading>
        <AuthIntro>{done}</AuthIntro>
        <LinkButton to="/login">Sign In</LinkButton>
      </>
    );
  }

  return (
    <>
      {META}
      <AuthHeading>Reset Password</AuthHeading>
      <AuthIntro>Choose a new password for your account.</AuthIntro>
      <AccessibleFormik initialValues={INITIAL} validationSchema={schema} onSubmit={onSubmit}>
        <AuthForm
          label="Choose a new password"
          fieldOrder={FIELD_ORDER}
          submitLabel="Reset Password"
          submittingLabel="Resetting Password..."
        >
          <NewPasswordFields label="New Password" hint={newPasswordHint()} />
        </AuthForm>
      </AccessibleFormik>
      <AuthLinks>
        <AuthLink to="/login">Back to Sign In</AuthLink>
      </AuthLinks>
    </>
  );
}
