import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { StatCard } from '../../../components/page/StatCard';
import { visuallyHidden } from '../../../lib/visuallyHidden';

export interface InquiryCount {
  label: string;
  value: number;
  icon: ReactNode;
}

/** An inbox's count cards (from its whole list, whatever the filters), under a hidden h2. */
export function InquiryCounts({ counts, loading }: { counts: InquiryCount[]; loading: boolean }) {
  return (
    <Box component="section" aria-labelledby="inquiry-counts" sx={{ mb: 3 }}>
      <Box component="h2" id="inquiry-counts" sx={visuallyHidden}>
        Summary
      </Box>
      {/* Two columns already on phones (four small figures), four on desktops. */}
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 1.5, sm: 2 },
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {counts.map(({ label, value, icon }) => (
          <StatCard
            key={label}
            icon={icon}
            label={label}
            value={value.toLocaleString('en-US')}
            loading={loading}
          />
        ))}
      </Box>
    </Box>
  );
}

/** How many of `items` satisfy `test`. */
export function countOf<T>(items: readonly T[] | undefined, test: (item: T) => boolean): number {
  return items?.filter(test).length ?? 0;
}
