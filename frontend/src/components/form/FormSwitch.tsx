import { useField } from 'formik';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import { useId } from 'react';

interface FormSwitchProps {
  /** A boolean Formik field. */
  name: string;
  label: string;
  /** A line under the switch, tied to it (aria-describedby). */
  hint?: string;
  disabled?: boolean;
}

/** A labelled switch bound to the boolean Formik field `name`. */
export function FormSwitch({ name, label, hint, disabled }: FormSwitchProps) {
  const [field, , helpers] = useField<boolean>(name);
  const hintId = useId();
  return (
    <Box>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Switch
            name={name}
            checked={Boolean(field.value)}
            onChange={(event) => void helpers.setValue(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: { 'aria-describedby': hint ? hintId : undefined } as object,
            }}
          />
        }
      />
      {hint && (
        <FormHelperText id={hintId} sx={{ mt: 0 }}>
          {hint}
        </FormHelperText>
      )}
    </Box>
  );
}
