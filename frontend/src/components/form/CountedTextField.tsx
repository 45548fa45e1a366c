import { useId } from 'react';
import { useField } from 'formik';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { CharacterCount } from './CharacterCount';
import { useShownError } from './fields';

type CountedTextFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label' | 'helperText'
> & {
  /** A text Formik field. */
  name: string;
  label: string;
  /** The most characters the field takes (the counter's limit). */
  limit: number;
  /** A line of help under the field. */
  help?: string;
};

/**
 * A Formik-bound text field with its length counter ('42 / 150 characters'): its error, its help
 * and the counter are under it, all tied to it (aria-describedby), and the counter stays while an
 * error shows. Typing past the limit is allowed, so a paste is never cut silently: the rules refuse
 * it with a message and the counter turns bold.
 */
export function CountedTextField({
  name,
  label,
  limit,
  help,
  slotProps,
  ...rest
}: CountedTextFieldProps) {
  const [field, , helpers] = useField<string>(name);
  const error = useShownError(name);
  const id = useId();
  const value = field.value ?? '';
  const ids = { error: `${id}-error`, help: `${id}-help`, count: `${id}-count` };
  const describedBy = [error && ids.error, help && ids.help, ids.count].filter(Boolean).join(' ');
  return (
    <Box>
      <TextField
        {...rest}
        id={id}
        name={name}
        label={label}
        value={value}
        onChange={(event) => void helpers.setValue(event.target.value)}
        onBlur={field.onBlur}
        fullWidth
        error={Boolean(error)}
        slotProps={{
          ...slotProps,
          htmlInput: {
            ...(slotProps?.htmlInput as object | undefined),
            'aria-describedby': describedBy,
          },
        }}
      />
      {error && (
        <FormHelperText id={ids.error} error>
          {error}
        </FormHelperText>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <FormHelperText id={ids.help}>{help ?? ''}</FormHelperText>
        <CharacterCount id={ids.count} count={value.length} limit={limit} />
      </Box>
    </Box>
  );
}
