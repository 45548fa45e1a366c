import { useId, type ReactNode } from 'react';
import { useField } from 'formik';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AccessibleForm } from '../../components/form/AccessibleForm';
import { SubmitButton } from '../../components/form/SubmitButton';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { ACTIONS_MARGIN_TOP, REQUIRED_NOTE } from './formLayout';

// What the inquiry forms add to the form kit (components/form): the honeypot and the form shell
// with its required-fields note and large submit button.

/**
 * A field people never see or reach (hidden from screen readers, out of the tab order, no
 * autofill) but that form-filling bots fill in; the server ignores submissions that carry it.
 */
export function Honeypot({ name = 'website' }: { name?: string }) {
  const [field] = useField<string>(name);
  const id = useId();
  return (
    <Box aria-hidden="true" sx={visuallyHidden}>
      <label htmlFor={id}>Leave this field empty</label>
      <input {...field} id={id} type="text" tabIndex={-1} autoComplete="off" />
    </Box>
  );
}

interface InquiryFormShellProps {
  /** The form's accessible name. */
  label: string;
  /** Field names in visual order: after a failed submit the first invalid one gets focus. */
  fieldOrder: readonly string[];
  /** The submit button's text, idle and while submitting. */
  submitLabel: string;
  submittingLabel: string;
  children: ReactNode;
}

/**
 * An inquiry form (inside an AccessibleFormik): the required-fields note, the fields, the
 * honeypot and the submit button, in the kit's AccessibleForm (focus and announcements after a
 * failed submit).
 */
export function InquiryFormShell({
  label,
  fieldOrder,
  submitLabel,
  submittingLabel,
  children,
}: InquiryFormShellProps) {
  return (
    <AccessibleForm label={label} fieldOrder={fieldOrder}>
      <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
        {REQUIRED_NOTE}
      </Typography>
      {children}
      <Honeypot />
      <Box sx={{ mt: ACTIONS_MARGIN_TOP }}>
        <SubmitButton
          variant="contained"
          color="primary"
          size="large"
          label={submitLabel}
          submittingLabel={submittingLabel}
          sx={{ minWidth: 200 }}
        />
      </Box>
    </AccessibleForm>
  );
}
