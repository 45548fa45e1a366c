import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { StatCard, StatCardList } from '../../../components/page/StatCard';
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
      <StatCardList>
        {counts.map(({ label, value, icon }) => (
          <StatCard
            key={label}
            icon={icon}
            label={label}
            value={value.toLocaleString('en-US')}
            loading={loading}
          />
        ))}
      </StatCardList>
    </Box>
  );
}

/** How many of `items` satisfy `test`. */
export function countOf<T>(items: readonly T[] | undefined, test: (item: T) => boolean): number {
  return items?.filter(test).length ?? 0;
}
