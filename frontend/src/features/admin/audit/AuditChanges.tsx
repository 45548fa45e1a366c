import type { AuditChanges as Changes } from '@bb/shared/admin';
import Box from '@mui/material/Box';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { fieldLabel, formatChangeValue } from '../format';

/** What an audit entry changed: one line per field, 'username: alice → alicia'. */
export function AuditChanges({ changes }: { changes: Changes }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, fontSize: '0.875rem' }}>
      {fields.map(([field, { from, to }]) => (
        <Box component="li" key={field} sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {fieldLabel(field)}
          </Box>
          {`: ${formatChangeValue(from)} `}
          <span aria-hidden="true">→</span>
          <Box component="span" sx={visuallyHidden}>
            {' changed to'}
          </Box>
          {` ${formatChangeValue(to)}`}
        </Box>
      ))}
    </Box>
  );
}
