import { TOTP_DIGITS } from '@bb/shared/two-factor';
import { FormTextField, type FormTextFieldProps } from '../../components/form/fields';

type CodeFieldProps = Omit<FormTextFieldProps, 'label'> & {
  /** 'totp': the authenticator app's 6 digits; 'recovery': a recovery code; 'any': either. */
  kind: 'totp' | 'recovery' | 'any';
  label?: string;
};

const LABELS = {
  totp: 'Authentication code',
  recovery: 'Recovery code',
  any: 'Authentication or recovery code',
} as const;

const HINTS = {
  totp: `The ${TOTP_DIGITS}-digit code your authenticator app shows now.`,
  recovery: 'One of the recovery codes you saved, such as x7k2m-9qp4d. Each works once.',
  any: `The ${TOTP_DIGITS}-digit code your authenticator app shows, or one of your recovery codes.`,
} as const;

/**
 * A required code field bound to Formik: a numeric keyboard for the app's code, the browser's
 * one-time-code autofill (codes from an SMS or a password manager), no spelling help, and a hint
 * that says what to type.
 */
export function CodeField({ kind, label, helperText, slotProps, ...props }: CodeFieldProps) {
  return (
    <FormTextField
      {...props}
      label={label ?? LABELS[kind]}
      required
      autoComplete={kind === 'recovery' ? 'off' : 'one-time-code'}
      helperText={helperText ?? HINTS[kind]}
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: kind === 'totp' ? 'numeric' : 'text',
          autoCapitalize: 'none',
          autoCorrect: 'off',
          spellCheck: false,
          ...(slotProps?.htmlInput as object | undefined),
        },
      }}
    />
  );
}
