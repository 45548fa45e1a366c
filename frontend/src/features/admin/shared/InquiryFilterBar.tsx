import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import SearchIcon from '@mui/icons-material/Search';
import type { Option } from '@bb/shared/options';

export interface InquiryFilter {
  /** The select's label: 'Status'. */
  label: string;
  value: string;
  /** The first choice, which filters nothing: 'All Status'. */
  allLabel: string;
  options: readonly Option[];
  onChange: (value: string) => void;
}

interface InquiryFilterBarProps {
  /** The search landmark's name: 'Search speaking requests'. */
  label: string;
  placeholder: string;
  /** The search text the page opened with (from the URL). */
  search: string;
  onSearch: (text: string) => void;
  filters: readonly InquiryFilter[];
  onClear: () => void;
}

/**
 * An inbox's search box, filter selects (real `<select>`s) and Clear Filters, in a search landmark.
 * The page keeps their values in the URL; the box keeps what is typed while the URL follows.
 */
export function InquiryFilterBar({
  label,
  placeholder,
  search,
  onSearch,
  filters,
  onClear,
}: InquiryFilterBarProps) {
  const [text, setText] = useState(search);
  return (
    <Paper
      variant="outlined"
      role="search"
      aria-label={label}
      sx={{
        p: { xs: 2, sm: 3 },
        mb: 3,
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: {
          xs: '1fr',
          md: `minmax(0, 2fr) ${'minmax(0, 1fr) '.repeat(filters.length)}auto`,
        },
      }}
    >
      <TextField
        type="search"
        label="Search"
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onSearch(event.target.value);
        }}
        fullWidth
        size="small"
        slotProps={{
          inputLabel: { shrink: true },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden="true" />
              </InputAdornment>
            ),
          },
        }}
      />
      {filters.map((filter) => (
        <TextField
          key={filter.label}
          select
          label={filter.label}
          value={filter.value}
          onChange={(event) => filter.onChange(event.target.value)}
          fullWidth
          size="small"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{filter.allLabel}</option>
          {filter.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      ))}
      <Box>
        <Button
          variant="outlined"
          startIcon={<FilterAltOffOutlinedIcon />}
          onClick={() => {
            setText('');
            onClear();
          }}
        >
          Clear Filters
        </Button>
      </Box>
    </Paper>
  );
}
