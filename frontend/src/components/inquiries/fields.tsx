import { useEffect, useId, useRef, type ReactNode } from 'react';
import { getIn, useField, useFormikContext } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ACTIONS_MARGIN_TOP,
  FIELD_GRID_SX,
  FULL_WIDTH_SX,
  OPTION_GRID_SX,
  REQUIRED_NOTE,
} from './formLayout';
import type { Option } from './options';
import { visuallyHidden } from '../../lib/visuallyHidden';

// The pieces every inquiry form is made of: Formik-bound MUI fields whose errors are tied to them
// (aria-invalid, aria-describedby), the honeypot, the submit button and the form shell that moves
// focus to the first invalid field after a failed submit.

/** The message to show for a field: its error once touched or after a submit attempt. */
function useShownError(name: string): string | undefined {
  const { errors, touched, submitCount } = useFormikContext();
  const error: unknown = getIn(errors, name);
  const message = Array.isArray(error)
    ? error.find((item): item is string => typeof item === 'string')
    : typeof error === 'string'
      ? error
      : undefined;
  const wasTouched = Boolean(getIn(touched, name)) || submitCount > 0;
  return wasTouched ? message : undefined;
}

type FormTextFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label'
> & {
  name: string;
  label: string;
  /** Spans both columns of the form's grid. */
  full?: boolean;
};

/** An outlined MUI text field bound to the Formik field `name`. */
export function FormTextField({ name, full = false, helperText, sx, ...rest }: FormTextFieldProps) {
  const [field] = useField<string>(name);
  const error = useShownError(name);
  return (
    <TextField
      {...rest}
      {...field}
      value={field.value ?? ''}
      fullWidth
      error={Boolean(error)}
      helperText={error ?? helperText}
      sx={[full ? FULL_WIDTH_SX : {}, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}

type FormSelectFieldProps<T extends string> = Omit<FormTextFieldProps, 'select' | 'children'> & {
  options: readonly Option<T>[];
  /** The text of an empty first choice, for optional selects. */
  emptyLabel?: string;
};

/** A real, labelled `<select>` (MUI's native select) bound to the Formik field `name`. */
export function FormSelectField<T extends string>({
  options,
  emptyLabel,
  ...rest
}: FormSelectFieldProps<T>) {
  return (
    <FormTextField
      {...rest}
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {options.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </FormTextField>
  );
}

interface FormCheckboxGroupProps {
  /** A Formik field holding an array of the chosen options. */
  name: string;
  legend: string;
  options: readonly string[];
}

/** A group of checkboxes in a fieldset with a legend; the field holds the checked options. */
export function FormCheckboxGroup({ name, legend, options }: FormCheckboxGroupProps) {
  const [field, , helpers] = useField<string[]>(name);
  const error = useShownError(name);
  const errorId = useId();
  const chosen = field.value ?? [];
  const toggle = (option: string, checked: boolean) => {
    // Kept in the order of the options, whatever the order of the clicks.
    const next = options.filter((o) => (o === option ? checked : chosen.includes(o)));
    void helpers.setValue(next);
  };
  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      aria-describedby={error ? errorId : undefined}
      sx={FULL_WIDTH_SX}
    >
      <Box
        component="legend"
        sx={{ typography: 'body1', lineHeight: '1.4375em', fontWeight: 700, p: 0 }}
      >
        {legend}
      </Box>
      <Box sx={OPTION_GRID_SX}>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            sx={{ mr: 0 }}
            label={option}
            control={
              <Checkbox
                name={name}
                value={option}
                checked={chosen.includes(option)}
                onChange={(event) => toggle(option, event.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        ))}
      </Box>
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}

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

/** The fields' grid: two columns from the small breakpoint. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <Box sx={FIELD_GRID_SX}>{children}</Box>;
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
 * The `<form>` around an inquiry form's fields: the required-fields note, the honeypot, the
 * submit button (disabled while submitting), and focus management. After a failed submit, focus
 * moves to the first invalid field (whose error is then read out with it) and a polite status
 * names the fields that need attention; after a submit that leaves no field to fix, focus returns
 * to the button if the disabled button had dropped it.
 */
export function InquiryFormShell({
  label,
  fieldOrder,
  submitLabel,
  submittingLabel,
  children,
}: InquiryFormShellProps) {
  const { handleSubmit, handleReset, isSubmitting, errors, status } = useFormikContext();
  const form = useRef<HTMLFormElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const wasSubmitting = useRef(false);
  const seenStatus = useRef<unknown>(undefined);

  useEffect(() => {
    if (isSubmitting) {
      wasSubmitting.current = true;
      if (summary.current) summary.current.textContent = '';
      return;
    }
    if (!wasSubmitting.current) return;
    wasSubmitting.current = false;
    // A new status object means that the server refused this submit (see useInquirySubmit).
    const refusedByServer = status !== undefined && status !== seenStatus.current;
    seenStatus.current = status;
    const invalid = fieldOrder.filter((name) => getIn(errors, name) !== undefined);
    const first = invalid[0];
    const target = first
      ? form.current?.querySelector<HTMLElement>(`[name="${first}"]:not([tabindex="-1"])`)
      : undefined;
    if (target) {
      target.focus();
      // The server's refusal is already announced by the error toast.
      if (summary.current && !refusedByServer) {
        summary.current.textContent =
          invalid.length === 1
            ? 'One field needs your attention.'
            : `${invalid.length} fields need your attention.`;
      }
    } else if (!document.activeElement || document.activeElement === document.body) {
      button.current?.focus();
    }
  }, [isSubmitting, errors, fieldOrder, status]);

  return (
    <Box
      component="form"
      ref={form}
      noValidate
      aria-label={label}
      onSubmit={handleSubmit}
      onReset={handleReset}
      sx={{ position: 'relative' }}
    >
      <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
        {REQUIRED_NOTE}
      </Typography>
      {children}
      <Honeypot />
      <Box sx={{ mt: ACTIONS_MARGIN_TOP }}>
        <Button
          ref={button}
          type="submit"
          variant="contained"
          color="primary"
          size="large"
          disabled={isSubmitting}
          sx={{ minWidth: 200 }}
        >
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
      </Box>
      <Box ref={summary} role="status" sx={visuallyHidden} />
    </Box>
  );
}
