import { useState } from 'react';
import { USERNAME_MIN } from '@bb/shared/accounts';
import type { FormikHelpers } from 'formik';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import * as yup from 'yup';
import { useGetCurrentUserQuery, useRegisterMutation, type RegisterRequest } from '../../api/auth';
import { errorMessage } from '../../api/base';
import {
  confirmationOf,
  newPassword,
  newPasswordHint,
  username,
} from '../../components/form/accountRules';
import { email } from '../../components/form/rules';
import { useToast } from '../../components/toast/useToast';
import { destinationFor } from './destinations';
import {
  AuthEmailField,
  AuthForm,
  AuthLink,
  AuthLinks,
  AuthScreen,
  AuthTextField,
  NewPasswordFields,
} from './shared';
import { useSubmitFailure } from '../../components/form/useSubmitFailure';

export const REGISTRATION_FAILED = 'Registration failed';
/**
 * The spec's success text, and what it does not say: signed in, the member area still waits for
 * the address to be verified (so it never stands beside a mail that says otherwise).
 */
export const REGISTERED_TEXT =
  'Your account has been created and you are now logged in. Verify your email address to open your member area.';

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const INITIAL: RegisterValues = { username: '', email: '', password: '', confirmPassword: '' };

const schema = yup.object({
  username: username({ required: true }),
  email: email(),
  password: newPassword(),
  confirmPassword: confirmationOf('password'),
});

const FIELD_ORDER = ['username', 'email', 'password', 'confirmPassword'] as const;

/** The body of POST /api/register: the confirmation is not sent; never an administrator. */
export function registerPayload(values: RegisterValues): RegisterRequest {
  return {
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    isAdmin: false,
  };
}

/** /register: create a member account (signed in at once, then asked to verify the address). */
export default function RegisterPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const submitFailed = useSubmitFailure();
  const { data: user } = useGetCurrentUserQuery();
  const [register] = useRegisterMutation();
  // Set while this page creates the account: it then goes to /verify-email, not to the dashboard.
  const [registering, setRegistering] = useState(false);

  if (user && !registering) return <Navigate to={destinationFor(user, location.state)} replace />;

  const onSubmit = async (values: RegisterValues, helpers: FormikHelpers<RegisterValues>) => {
    setRegistering(true);
    try {
      const created = await register(registerPayload(values)).unwrap();
      toast({
        title: 'Registration successful!',
        description: REGISTERED_TEXT,
      });
      navigate('/verify-email', { replace: true, state: { email: created.email } });
    } catch (error) {
      setRegistering(false);
      submitFailed(error, helpers, REGISTRATION_FAILED, errorMessage(error, REGISTRATION_FAILED));
    }
  };

  return (
    <AuthScreen
      meta={{
        title: 'Create Account',
        description: 'Create a member account to book sessions and follow your messages.',
      }}
      heading="Create Account"
      intro="Join us to book sessions and keep track of your requests."
    >
      <AuthForm
        initialValues={INITIAL}
        validationSchema={schema}
        onSubmit={onSubmit}
        label="Create account"
        fieldOrder={FIELD_ORDER}
        submitLabel="Create Account"
        submittingLabel="Creating Account..."
      >
        <AuthTextField
          name="username"
          label="Username"
          autoComplete="username"
          helperText={`At least ${USERNAME_MIN} characters: letters, numbers, dots, hyphens and underscores.`}
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        />
        <AuthEmailField />
        <NewPasswordFields label="Password" hint={newPasswordHint()} />
      </AuthForm>
      <AuthLinks>
        <Typography component="p">
          Already have an account? <AuthLink to="/login">Sign in</AuthLink>
        </Typography>
        <AuthLink to="/">Back to home</AuthLink>
      </AuthLinks>
    </AuthScreen>
  );
}
