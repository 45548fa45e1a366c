import type { AdminPartnership } from '@bb/shared/admin';
import { contractDetailLines } from '@bb/shared/partnerships';
import Box from '@mui/material/Box';

/** The contract details as indented JSON, or null when there are none. */
function contractDetailsJson(details: AdminPartnership['contractDetails']): string | null {
  if (!details || typeof details !== 'object' || Object.keys(details).length === 0) return null;
  return JSON.stringify(details, null, 2);
}

/** A partnership inquiry's contract details: the answers in words, then the spec's formatted JSON. */
export function ContractDetails({ details }: { details: AdminPartnership['contractDetails'] }) {
  const json = contractDetailsJson(details);
  if (json === null) return 'No contract details available.';
  return (
    <>
      {/* The answers in words, as the e-mails give them, then the spec's formatted JSON. */}
      <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gap: 0.5 }}>
        {contractDetailLines(details).map(({ label, value }) => (
          <Box key={label} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
            <Box component="dt" sx={{ fontWeight: 700 }}>
              {label}:
            </Box>
            <Box component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          mt: 0.5,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: '0.875rem',
          lineHeight: 1.6,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {json}
      </Box>
    </>
  );
}
