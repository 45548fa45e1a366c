import { useEffect, useRef, useState, type ReactNode } from 'react';
import { getIn, useFormikContext } from 'formik';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { TextFieldProps } from '@mui/material/TextField';
import * as yup from 'yup';
import { FormTextField } from '../../components/inquiries/fields';
import { PageMeta } from '../../components/PageMeta';
import { visuallyHidden } from '../../lib/visuallyHidden';

// The pieces the auth screens are made of.

export const PASSWORDS_DONT_MATCH = "Passwords don't match";

/**
 * A confirmation field that must equal `field`. Empty counts as a value (Formik validates "" as
 * undefined, which yup's oneOf would let through): a filled password with an empty confirmation
 * does not match; two empty fields leave the message to the password's own rule.
 */
export function confirmationOf(field: string, message: string) {
  return yup
    .string()
    .test('matches', message, (value, context) => (value ?? '') === (context.parent[field] ?? ''));
}

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

/** The page's title and description (for the tab, history and bookmarks). */
export function AuthMeta({ title, description }: { title: string; description: string }) {
  return <PageMeta title={title} description={description} />;
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

interface AuthFormProps {
  /** The form's accessible name. */
  label: string;
  /** Field names in visual order: after a failed submit the first invalid one gets focus. */
  fieldOrder: readonly string[];
  submitLabel: string;
  submittingLabel: string;
  children: ReactNode;
}

/**
 * The `<form>` of an auth screen: its fields, a full-width submit button that is disabled and says
 * what is happening while submitting (aria-busy on the form), and focus management. After a failed
 * submit, focus moves to the first invalid field, whose error is then read with it, and a polite
 * status says how many fields need attention; when the server refused the submit (the toast says
 * why), focus returns to the button that the disabled state had taken it from.
 */
export function AuthForm({
  label,
  fieldOrder,
  submitLabel,
  submittingLabel,
  children,
}: AuthFormProps) {
  const { handleSubmit, isSubmitting, errors, submitCount } = useFormikContext();
  const form = useRef<HTMLFormElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const wasSubmitting = useRef(false);
  const handledCount = useRef(0);

  useEffect(() => {
    if (isSubmitting) {
      wasSubmitting.current = true;
      if (summary.current) summary.current.textContent = '';
      return;
    }
    // Runs once per submit attempt, whether it stopped at validation or reached the server.
    if (submitCount === handledCount.current) return;
    handledCount.current = submitCount;
    const reachedServer = wasSubmitting.current;
    wasSubmitting.current = false;
    const invalid = fieldOrder.filter((name) => getIn(errors, name) !== undefined);
    const target = invalid[0]
      ? form.current?.querySelector<HTMLElement>(`[name="${invalid[0]}"]`)
      : undefined;
    if (target) {
      target.focus();
      if (summary.current) {
        summary.current.textContent =
          invalid.length === 1
            ? 'One field needs your attention.'
            : `${invalid.length} fields need your attention.`;
      }
    } else if (
      reachedServer &&
      form.current?.isConnected &&
      (!document.activeElement || document.activeElement === document.body)
    ) {
      button.current?.focus();
    }
  }, [isSubmitting, errors, fieldOrder, submitCount]);

  return (
    <Box
      component="form"
      ref={form}
      noValidate
      aria-label={label}
      aria-busy={isSubmitting || undefined}
      onSubmit={handleSubmit}
      sx={{ display: 'grid', gap: 2.5, position: 'relative' }}
    >
      {children}
      <Button
        ref={button}
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={isSubmitting}
        sx={{ mt: 0.5 }}
      >
        {isSubmitting ? submittingLabel : submitLabel}
      </Button>
      <Box ref={summary} role="status" sx={visuallyHidden} />
    </Box>
  );
}
