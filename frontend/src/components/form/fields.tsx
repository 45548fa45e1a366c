import { useId, type ChangeEvent, type ReactNode } from 'react';
import type { Option } from '@bb/shared/options';
import { getIn, useField, useFormikContext } from 'formik';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { FIELD_GRID_SX, FULL_WIDTH_SX, OPTION_GRID_SX } from './layout';

// The form kit's fields: Formik-bound MUI fields whose errors are tied to them (aria-invalid,
// aria-describedby through MUI's helper text) and shown once a field was left or a submit tried.

/** The message to show for a field: its error once touched or after a submit attempt. */
export function useShownError(name: string): string | undefined {
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

export type FormTextFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label'
> & {
  name: string;
  label: string;
  /** Spans both columns of a FieldGrid. */
  full?: boolean;
};

/**
 * An outlined MUI text field bound to the Formik field `name`. The field holds the text as typed,
 * for `type="number"` too: Formik's own change handler turns a number input's value into a number
 * (or '' when it is not one), which the forms' string rules and parsers do not expect.
 */
export function FormTextField({
  name,
  full = false,
  helperText,
  sx,
  slotProps,
  ...rest
}: FormTextFieldProps) {
  const [field, , helpers] = useField<string>(name);
  // A multiline field of a fixed number of rows is a plain <textarea rows>. MUI would render its
  // TextareaAutosize (minRows = maxRows = rows), which measures itself in a layout effect and so lays
  // out the whole page while the form mounts (on /contact, 80 ms at Lighthouse's 4x slowdown), for
  // the height the browser gives a textarea of those rows anyway.
  const fixedRows =
    rest.multiline === true &&
    rest.rows !== undefined &&
    rest.minRows === undefined &&
    rest.maxRows === undefined;
  const error = useShownError(name);
  const onChange =
    rest.type === 'number'
      ? (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
          void helpers.setValue(event.target.value)
      : field.onChange;
  return (
    <TextField
      {...rest}
      {...field}
      onChange={onChange}
      value={field.value ?? ''}
      fullWidth
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={
        fixedRows
          ? {
              ...slotProps,
              input: { inputComponent: 'textarea', ...(slotProps?.input as object | undefined) },
            }
          : slotProps
      }
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

/** The fields' grid: two columns from the small breakpoint. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <Box sx={FIELD_GRID_SX}>{children}</Box>;
}
