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

/** A card's inline status selector: a real, named `<select>` whose change is sent at once. */
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
      sx={{ minWidth: 160, maxWidth: '100%' }}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'aria-label': label },
      }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
