import { LIST_SEARCH_MAX } from '@bb/shared/admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import { useState } from 'react';
import type { Option } from '@bb/shared/options';
import { SearchField } from '../../../components/form/SearchField';

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
  /** The search text of the URL. */
  search: string;
  /** Called with the trimmed text once typing pauses (SEARCH_DELAY_MS). */
  onSearch: (text: string) => void;
  filters: readonly InquiryFilter[];
  onClear: () => void;
  /** Export CSV of every inquiry matching the filters (no button without it). */
  onExport?: () => void;
  exporting?: boolean;
}

/**
 * An inbox's search box, filter selects (real `<select>`s), Clear Filters and Export CSV, in a
 * search landmark. The page keeps their values in the URL; the box keeps what is typed and hands it
 * on once typing pauses.
 */
export function InquiryFilterBar({
  label,
  placeholder,
  search,
  onSearch,
  filters,
  onClear,
  onExport,
  exporting,
}: InquiryFilterBarProps) {
  const [clears, setClears] = useState(0);
  const many = filters.length > 2;
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
          // The buttons on a row of their own, so that each select is wide enough for its
          // longest choice ('Inbox (all but archived)' was cut off beside them). With more than
          // two filters the search takes a row of its own too, and the selects wrap.
          md: many
            ? 'repeat(auto-fit, minmax(15rem, 1fr))'
            : `minmax(0, 1.5fr) ${'minmax(0, 1fr) '.repeat(filters.length)}`.trim(),
        },
      }}
    >
      <SearchField
        sx={many ? { gridColumn: { md: '1 / -1' } } : undefined}
        value={search}
        revision={clears}
        onChange={onSearch}
        placeholder={placeholder}
        maxLength={LIST_SEARCH_MAX}
        fullWidth
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
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, gridColumn: { md: '1 / -1' } }}>
        <Button
          variant="outlined"
          startIcon={<FilterAltOffOutlinedIcon />}
          onClick={() => {
            setClears((n) => n + 1);
            onClear();
          }}
        >
          Clear Filters
        </Button>
        {onExport && (
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon />}
            onClick={onExport}
            disabled={exporting}
          >
            {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
