import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Option } from '@bb/shared/options';

interface InquiryStatusSelectProps<T extends string> {
  /** The accessible name, which starts with the visible 'Status': 'Status of the request from Acme'. */
  label: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (status: T) => void;
  disabled?: boolean;
}

/**
 * A card's inline status selector, whose choice is sent at once (and tells the requester). It is a
 * menu button (MUI's select: a combobox opening a listbox), not a native `<select>`: arrow keys on
 * a closed native select change its value (Chrome on Windows), which would send a change, and an
 * e-mail, for every status passed on the way.
 */
export function InquiryStatusSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: InquiryStatusSelectProps<T>) {
  return (
    <TextField
      select
      label="Status"
      value={value}
      onChange={(event) => {
        if (event.target.value !== value) onChange(event.target.value as T);
      }}
      disabled={disabled}
      size="small"
      sx={{ minWidth: 170, maxWidth: '100%' }}
      slotProps={{
        select: {
          // Named by its own label rather than the visible 'Status' and the value.
          SelectDisplayProps: { 'aria-label': label, 'aria-labelledby': undefined } as object,
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
