import { useCallback, useEffect, useRef } from 'react';
import type { FormikHelpers } from 'formik';
import Box from '@mui/material/Box';
import { errorMessage } from '../../api/base';
import { AccessibleForm } from '../../components/form/AccessibleForm';
import { AccessibleFormik } from '../../components/form/AccessibleFormik';
import { RefusalAlert, type Refusal } from '../../components/form/FormDialog';
import { SubmitButton } from '../../components/form/SubmitButton';
import { CodeField } from './CodeField';
import { anyCode, normaliseCode, recoveryCode, totpCode } from './codeRules';
import * as yup from 'yup';

interface CodeValues {
  code: string;
}

const RULES = { totp: totpCode, recovery: recoveryCode, any: anyCode } as const;
const FIELD_ORDER = ['code'] as const;

export interface CodeFormProps {
  kind: 'totp' | 'recovery' | 'any';
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  submittingLabel: string;
  /**
   * Sends the code (without spaces, lower case). A rejection is a refusal: its message shows in the
   * form's alert and the field's text is selected for the next try.
   */
  onSubmit: (code: string) => Promise<void>;
  /** The text when a refusal carries no message. */
  fallback: string;
  /** A large full-width submit button (the sign-in page). */
  fullWidth?: boolean;
  /** Focus the field when the form appears. */
  focusField?: boolean;
}

/**
 * One code field and its submit button, with the refusal above the field (role="alert"). After a
 * refusal the field gets focus with its text selected, so the next code simply replaces it.
 */
export function CodeForm({
  kind,
  label,
  submitLabel,
  submittingLabel,
  onSubmit,
  fallback,
  fullWidth = false,
  focusField = false,
}: CodeFormProps) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusField) field.current?.focus();
  }, [focusField]);
  const submit = useCallback(
    async ({ code }: CodeValues, helpers: FormikHelpers<CodeValues>) => {
      helpers.setStatus(undefined);
      try {
        await onSubmit(normaliseCode(code));
      } catch (error) {
        helpers.setStatus({ refusal: errorMessage(error, fallback) } satisfies Refusal);
        field.current?.focus();
        field.current?.select();
      }
    },
    [onSubmit, fallback],
  );
  return (
    <AccessibleFormik<CodeValues>
      initialValues={{ code: '' }}
      validationSchema={yup.object({ code: RULES[kind]() })}
      onSubmit={submit}
    >
      <AccessibleForm label={label} fieldOrder={FIELD_ORDER} sx={{ display: 'grid', gap: 2.5 }}>
        <RefusalAlert />
        <CodeField name="code" kind={kind} inputRef={field} />
        <Box>
          <SubmitButton
            variant="contained"
            size={fullWidth ? 'large' : 'medium'}
            fullWidth={fullWidth}
            label={submitLabel}
            submittingLabel={submittingLabel}
          />
        </Box>
      </AccessibleForm>
    </AccessibleFormik>
  );
}
