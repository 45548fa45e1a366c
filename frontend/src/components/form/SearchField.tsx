import { useEffect, useRef, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

/** How long typing must pause before a list's search follows it (one request per pause, not per key). */
export const SEARCH_DELAY_MS = 400;

export interface SearchFieldProps {
  /** The search in force (the URL's). */
  value: string;
  /** Called with the trimmed text once typing pauses for SEARCH_DELAY_MS. */
  onChange: (text: string) => void;
  placeholder: string;
  maxLength: number;
  /** The visible label ('Search' unless given). */
  label?: string;
  /**
   * When this changes, the box shows `value` again, even when it has not changed (Clear Filters while
   * what was typed had not reached the search yet).
   */
  revision?: number;
  fullWidth?: boolean;
  sx?: TextFieldProps['sx'];
}

/**
 * A paged list's search box, labelled "Search", with a search icon. It keeps what is typed and hands
 * it on once typing pauses; when the search in force changes otherwise (a navigation link, Back,
 * Clear Filters), the box shows it.
 */
export function SearchField({
  value,
  onChange,
  placeholder,
  maxLength,
  label = 'Search',
  revision = 0,
  fullWidth,
  sx,
}: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState({ value, revision });
  if (value !== seen.value || revision !== seen.revision) {
    setSeen({ value, revision });
    if (value !== text.trim()) setText(value);
  }
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => latest.current(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <TextField
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      fullWidth={fullWidth}
      size="small"
      sx={sx}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { maxLength },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden="true" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
