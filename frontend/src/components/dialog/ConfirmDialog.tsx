import type { ReactNode } from 'react';
import type { FormikValues } from 'formik';
import { FormDialog, type FormDialogHelpers, type FormDialogProps } from '../form/FormDialog';

export type ConfirmDialogProps<Values extends FormikValues> = Omit<
  FormDialogProps<Values>,
  'intro' | 'submitLabel' | 'fieldOrder' | 'initialValues' | 'onSubmit'
> & {
  /** What will happen, in a sentence or two. */
  message: ReactNode;
  /** Does it; on a refusal, `helpers.refuse(message)` shows why in the dialog. */
  onConfirm: (values: Values, helpers: FormDialogHelpers<Values>) => Promise<void> | void;
  /** The action's button: 'Delete My Account'. */
  confirmLabel: string;
  /** Fields the confirmation asks for (a password), with their values and order. */
  initialValues?: Values;
  fieldOrder?: readonly string[];
};

/**
 * "Are you sure?": a FormDialog whose text says what will happen and whose main button does it
 * (red unless `destructive` is false), optionally asking for a field such as the password. A
 * refusal shows in the dialog; Cancel, Escape and the close button change nothing.
 */
export function ConfirmDialog<Values extends FormikValues = Record<string, never>>({
  message,
  confirmLabel,
  onConfirm,
  initialValues,
  fieldOrder = [],
  destructive = true,
  ...props
}: ConfirmDialogProps<Values>) {
  return (
    <FormDialog<Values>
      {...props}
      intro={message}
      onSubmit={onConfirm}
      initialValues={initialValues ?? ({} as Values)}
      fieldOrder={fieldOrder}
      submitLabel={confirmLabel}
      destructive={destructive}
    />
  );
}
