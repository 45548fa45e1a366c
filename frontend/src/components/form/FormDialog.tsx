import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useFormikContext, type FormikHelpers, type FormikValues } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { AnySchema } from 'yup';
import { ModalDialog } from '../dialog/ModalDialog';
import { AccessibleForm } from './AccessibleForm';
import { AccessibleFormik } from './AccessibleFormik';
import { SubmitButton } from './SubmitButton';

/** Formik's helpers, and `refuse(message)`: shows the server's refusal above the fields. */
export type FormDialogHelpers<Values> = FormikHelpers<Values> & {
  refuse: (message: string) => void;
};

export interface FormDialogProps<Values extends FormikValues> {
  open: boolean;
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: string;
  /** The form's accessible name. */
  formLabel: string;
  /** A text between the heading and the form. */
  intro?: ReactNode;
  initialValues: Values;
  validationSchema?: AnySchema;
  /**
   * Sends the form. On a refusal, call `helpers.refuse(message)` (the dialog shows it as an alert:
   * a toast outside a modal dialog is hidden from screen readers) and put the server's field
   * errors on their fields with `helpers.setErrors`.
   */
  onSubmit: (values: Values, helpers: FormDialogHelpers<Values>) => Promise<void> | void;
  /** Field names in visual order (AccessibleForm's focus rule). */
  fieldOrder: readonly string[];
  submitLabel: string;
  submittingLabel?: string;
  /** The main action destroys something: a red button. */
  destructive?: boolean;
  /** The submit button is disabled (what blocks it is said in the dialog); Cancel still works. */
  submitDisabled?: boolean;
  maxWidth?: 'sm' | 'md';
  /** The fields. */
  children?: ReactNode;
}

export interface Refusal {
  refusal?: string;
}

/** The refusal a form's submit got (Formik status `{ refusal }`), as an alert. */
export function RefusalAlert() {
  const { status } = useFormikContext();
  const refusal = (status as Refusal | undefined)?.refusal;
  return refusal ? (
    <Alert severity="error" variant="outlined" role="alert">
      {refusal}
    </Alert>
  ) : null;
}

/** The form's first field that takes typing or a choice (none in a dialog that only confirms). */
const FIRST_FIELD =
  'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select:not(:disabled)';

/**
 * Moves focus to the form's first field when the dialog opens, so typing starts there (APG: focus
 * goes to the first focusable element that does something; the Close button is not that). Runs
 * before the dialog's focus trap, which then leaves focus where it is; a dialog without fields
 * keeps MUI's own focus on the dialog, whose text is then read.
 */
function FocusFirstField({ formId }: { formId: string }) {
  useEffect(() => {
    document.getElementById(formId)?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  }, [formId]);
  return null;
}

/**
 * A modal dialog holding one form: the fields in an AccessibleForm (focus starts on the first field,
 * and moves to the first invalid field after a failed submit, which a status announces), a refusal alert, and Cancel and
 * submit buttons (disabled while submitting). Each opening starts with the initial values.
 */
export function FormDialog<Values extends FormikValues>({
  open,
  onClose,
  title,
  formLabel,
  intro,
  initialValues,
  validationSchema,
  onSubmit,
  fieldOrder,
  submitLabel,
  submittingLabel,
  destructive = false,
  submitDisabled = false,
  maxWidth = 'sm',
  children,
}: FormDialogProps<Values>) {
  const formId = useId();
  // A fresh form each time the dialog opens; the last one stays while the dialog fades out.
  const [opening, setOpening] = useState({ open, count: 0 });
  if (opening.open !== open) setOpening({ open, count: opening.count + (open ? 1 : 0) });

  const submit = useCallback(
    async (values: Values, helpers: FormikHelpers<Values>) => {
      // Enter in a field does not submit past a disabled button (the browser's rule), nor does this.
      if (submitDisabled) return;
      helpers.setStatus(undefined);
      const refuse = (message: string) => helpers.setStatus({ refusal: message } satisfies Refusal);
      await onSubmit(values, { ...helpers, refuse });
    },
    [onSubmit, submitDisabled],
  );

  return (
    <AccessibleFormik<Values>
      key={opening.count}
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={submit}
    >
      <ModalDialog
        open={open}
        onClose={onClose}
        title={title}
        maxWidth={maxWidth}
        actions={
          <>
            <Button variant="outlined" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton
              form={formId}
              variant="contained"
              color={destructive ? 'error' : 'primary'}
              label={submitLabel}
              submittingLabel={submittingLabel}
              disabled={submitDisabled}
            />
          </>
        }
      >
        {intro}
        <AccessibleForm
          id={formId}
          label={formLabel}
          fieldOrder={fieldOrder}
          sx={{ display: 'grid', gap: 2.5, pt: 1 }}
        >
          <RefusalAlert />
          {children}
        </AccessibleForm>
        <FocusFirstField formId={formId} />
      </ModalDialog>
    </AccessibleFormik>
  );
}
