import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FormikConfig, FormikHelpers, FormikValues } from 'formik';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { TextFieldProps } from '@mui/material/TextField';
import { AccessibleForm } from '../../components/form/AccessibleForm';
import { AccessibleFormik } from '../../components/form/AccessibleFormik';
import { FormTextField } from '../../components/form/fields';
import { SubmitButton } from '../../components/form/SubmitButton';
import { PageMeta } from '../../components/PageMeta';
import { useToast } from '../../components/toast/useToast';

// The pieces the auth screens are made of.

/** The redirect delay of the set-password page (spec 000 section 9). */
export const REDIRECT_DELAY_MS = 3000;

interface AuthHeadingProps {
  children: ReactNode;
  /**
   * Move focus to the heading when it appears: for a result that replaces the form (the button the
   * person pressed is gone), so that screen readers read the outcome and keyboard users are not lost.
   */
  focusOnMount?: boolean;
}

/** The page's one h1. */
export function AuthHeading({ children, focusOnMount = false }: AuthHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <Typography
      ref={ref}
      variant="h1"
      tabIndex={-1}
      sx={{
        fontSize: { xs: '1.75rem', sm: '2rem' },
        lineHeight: 1.2,
        mb: 1.5,
        textAlign: 'center',
        outline: 'none',
      }}
    >
      {children}
    </Typography>
  );
}

/** A page's title and description (for the tab, history and bookmarks). */
export interface AuthMetaProps {
  title: string;
  description: string;
}

/** The page's title and description (for the tab, history and bookmarks). */
export function AuthMeta({ title, description }: AuthMetaProps) {
  return <PageMeta title={title} description={description} />;
}

interface AuthScreenProps {
  meta: AuthMetaProps;
  heading: ReactNode;
  /** Move focus to the heading when it appears (see AuthHeading). */
  focusHeading?: boolean;
  /** The short text under the heading, if the screen has one there. */
  intro?: ReactNode;
  children?: ReactNode;
}

/** One screen of an auth page: its meta, its h1, the text under it, then the rest. */
export function AuthScreen({
  meta,
  heading,
  focusHeading = false,
  intro,
  children,
}: AuthScreenProps) {
  return (
    <>
      <AuthMeta {...meta} />
      <AuthHeading focusOnMount={focusHeading}>{heading}</AuthHeading>
      {intro !== undefined && <AuthIntro>{intro}</AuthIntro>}
      {children}
    </>
  );
}

/** A short text under the heading. */
export function AuthIntro({ children }: { children: ReactNode }) {
  return (
    <Typography sx={{ mb: 3, textAlign: 'center', color: 'text.secondary' }}>{children}</Typography>
  );
}

/** A text link to another page of the site. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
      {children}
    </Link>
  );
}

/** A row of links under a form, centred, wrapping at narrow widths. */
export function AuthLinks({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        mt: 3,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        textAlign: 'center',
        '& a': { py: 0.5, display: 'inline-block' },
      }}
    >
      {children}
    </Box>
  );
}

/** The one link under a form or result: back to the sign-in page. */
export function BackToSignIn({ to = '/login' }: { to?: string }) {
  return (
    <AuthLinks>
      <AuthLink to={to}>Back to Sign In</AuthLink>
    </AuthLinks>
  );
}

/** A full-width button that is a link (the result screens' next step). */
export function LinkButton({
  to,
  children,
  variant = 'contained',
}: {
  to: string;
  children: ReactNode;
  variant?: 'contained' | 'outlined' | 'text';
}) {
  return (
    <Button component={RouterLink} to={to} variant={variant} size="large" fullWidth>
      {children}
    </Button>
  );
}

type AuthFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label'
> & {
  name: string;
  label: string;
};

/** A required text field bound to Formik; its error is tied to it (aria-invalid, aria-describedby). */
export function AuthTextField({ slotProps, ...props }: AuthFieldProps) {
  return (
    <FormTextField
      {...props}
      slotProps={{
        ...slotProps,
        htmlInput: { 'aria-required': true, ...(slotProps?.htmlInput as object | undefined) },
      }}
    />
  );
}

/** The e-mail address field of the sign-in forms (register, forgot password, resend verification). */
export function AuthEmailField() {
  return (
    <AuthTextField
      name="email"
      label="Email"
      type="email"
      autoComplete="email"
      slotProps={{ htmlInput: { spellCheck: false } }}
    />
  );
}

/**
 * A password field with a show/hide toggle: a real button named for what it will do and for its
 * field ("Show password", "Hide confirm password"; no aria-pressed as well, which with a changing
 * name would read as "Hide password, pressed"). Paste is never blocked.
 */
export function PasswordField({
  autoComplete,
  label,
  ...props
}: AuthFieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  const [shown, setShown] = useState(false);
  return (
    <AuthTextField
      {...props}
      label={label}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      slotProps={{
        htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={`${shown ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
                onClick={() => setShown((value) => !value)}
                onMouseDown={(event) => event.preventDefault()}
              >
                {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

interface AuthFormProps<Values extends FormikValues> {
  initialValues: Values;
  validationSchema: FormikConfig<Values>['validationSchema'];
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void>;
  /** The form's accessible name. */
  label: string;
  /** Field names in visual order: after a failed submit the first invalid one gets focus. */
  fieldOrder: readonly string[];
  submitLabel: string;
  submittingLabel: string;
  children: ReactNode;
}

/**
 * The form of an auth screen, with its Formik state (an AccessibleFormik): its fields and a
 * full-width submit button that is disabled and says what is happening while submitting. Focus and
 * announcements after a failed submit are the form kit's (AccessibleForm).
 */
export function AuthForm<Values extends FormikValues>({
  initialValues,
  validationSchema,
  onSubmit,
  label,
  fieldOrder,
  submitLabel,
  submittingLabel,
  children,
}: AuthFormProps<Values>) {
  return (
    <AccessibleFormik
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={onSubmit}
    >
      <AccessibleForm label={label} fieldOrder={fieldOrder} sx={{ display: 'grid', gap: 2.5 }}>
        {children}
        <SubmitButton
          variant="contained"
          size="large"
          fullWidth
          label={submitLabel}
          submittingLabel={submittingLabel}
          sx={{ mt: 0.5 }}
        />
      </AccessibleForm>
    </AccessibleFormik>
  );
}

/** The values of a new password and its confirmation (NewPasswordFields). */
export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export const NEW_PASSWORD_INITIAL: NewPasswordValues = { password: '', confirmPassword: '' };

export const NEW_PASSWORD_FIELD_ORDER = ['password', 'confirmPassword'] as const;

interface NewPasswordFieldsProps {
  /** The first field's label; the second is "Confirm " and this. */
  label: string;
  /** What the password must be (under the first field). */
  hint: string;
}

/** A new password and its confirmation (fields `password` and `confirmPassword`). */
export function NewPasswordFields({ label, hint }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField name="password" label={label} autoComplete="new-password" helperText={hint} />
      <PasswordField
        name="confirmPassword"
        label={`Confirm ${label}`}
        autoComplete="new-password"
      />
    </>
  );
}

/**
 * A failure toast shown once when the screen appears (an invalid link), not again on a re-render
 * or React's development double effects.
 */
export function useFailureToastOnce(title: string, description: string) {
  const { toast } = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast({ title, description, variant: 'destructive' });
  }, [toast, title, description]);
}

/** The `?token=` of a link from an e-mail (verify, reset, set password), trimmed; '' without one. */
export function useLinkToken(): string {
  const [params] = useSearchParams();
  return params.get('token')?.trim() ?? '';
}
