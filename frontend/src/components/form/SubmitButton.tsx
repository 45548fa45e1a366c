import Button, { type ButtonProps } from '@mui/material/Button';
import { useFormikContext } from 'formik';

type SubmitButtonProps = Omit<ButtonProps, 'type' | 'children'> & {
  label: string;
  /** Shown instead of `label` while submitting ('Sending...'); the label stays when not given. */
  submittingLabel?: string;
};

/** A form's submit button (inside its Formik): disabled while the submit is under way. */
export function SubmitButton({ label, submittingLabel, disabled, ...props }: SubmitButtonProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <Button {...props} type="submit" disabled={disabled || isSubmitting}>
      {isSubmitting && submittingLabel ? submittingLabel : label}
    </Button>
  );
}
