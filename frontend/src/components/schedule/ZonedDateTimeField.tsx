import { useRef } from 'react';
import { useField } from 'formik';
import { SCHEDULE_MESSAGES } from '@bb/shared/schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useShownError } from '../form/fields';
import { toZonedInput, zoneHelp } from './zonedTime';

interface ZonedDateTimeFieldProps {
  /** A Formik field holding the datetime-local value ('2026-12-07T09:00'), '' for none. */
  name: string;
  /** The visible label: 'Publish on (date and time)'. */
  label: string;
  /** The organisation's time zone, in which the value is read (useOrganisationTimeZone). */
  zone: string;
  required?: boolean;
  /** Offers a Clear button while there is a value (an optional time: cleared, it is cancelled). */
  clearable?: boolean;
  /** The message for a date or time typed only in part. */
  incompleteMessage?: string;
  sx?: SxProps<Theme>;
}

/**
 * A date and time on the clocks of the organisation's time zone: the browser's own date and time
 * picker (keyboard and screen-reader friendly, a real label), whose help names the zone and stays
 * shown under an error. A date or time typed only in part (which a browser reports as no value at
 * all) is an error, never an empty field: an optional time would otherwise be cancelled unseen.
 */
export function ZonedDateTimeField({
  name,
  label,
  zone,
  required = false,
  clearable = false,
  incompleteMessage = SCHEDULE_MESSAGES.invalid,
  sx,
}: ZonedDateTimeFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [field, , helpers] = useField<string>({
    name,
    validate: () => (input.current?.validity?.badInput ? incompleteMessage : undefined),
  });
  const error = useShownError(name);
  const help = zoneHelp(zone);
  const value = field.value ?? '';
  return (
    <Box sx={[{ display: 'grid', gap: 0.5, minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <TextField
        {...field}
        value={value}
        inputRef={input}
        label={label}
        type="datetime-local"
        required={required}
        fullWidth
        error={Boolean(error)}
        helperText={error ? `${error} ${help}` : help}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { step: 60, min: toZonedInput(new Date(), zone) },
        }}
      />
      {clearable && value !== '' && (
        <Button
          size="small"
          sx={{ justifySelf: 'start' }}
          aria-label={`Clear ${label}`}
          onClick={() => {
            void helpers.setValue('');
            input.current?.focus();
          }}
        >
          Clear
        </Button>
      )}
    </Box>
  );
}
