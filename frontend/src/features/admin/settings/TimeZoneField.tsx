import { useMemo } from 'react';
import { useField } from 'formik';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useShownError } from '../../../components/form/fields';

/**
 * The time zones to choose from: 'UTC' first, then every IANA name this browser knows, A to Z, and
 * `current` (the stored one) even when the browser's list lacks it (an older alias).
 */
export function timeZoneNames(current?: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const names = new Set(known);
  if (current) names.add(current);
  names.delete('UTC');
  return ['UTC', ...[...names].sort()];
}

interface TimeZoneFieldProps {
  /** A Formik field holding the zone's name. */
  name: string;
  label: string;
  helperText: string;
  sx?: SxProps<Theme>;
}

/**
 * A time zone, picked from the list by typing part of its name ('lond', 'new_y') and choosing with
 * the arrow keys and Enter (or moving on with Tab, which keeps the highlighted match): a combobox
 * with its list, labelled, its help and errors tied to it.
 */
export function TimeZoneField({ name, label, helperText, sx }: TimeZoneFieldProps) {
  const [field, , helpers] = useField<string>(name);
  const error = useShownError(name);
  const value = field.value ?? '';
  const options = useMemo(() => timeZoneNames(value || undefined), [value]);
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, chosen) => void helpers.setValue(chosen)}
      onBlur={() => void helpers.setTouched(true)}
      autoHighlight
      autoSelect
      disableClearable
      sx={sx}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}
