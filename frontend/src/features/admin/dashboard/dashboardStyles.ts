// The dashboard cards' shared styles.

export const cardSx = { p: { xs: 2, sm: 3 }, minWidth: 0 } as const;
export const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 } as const;
export const itemSx = {
  p: 1.5,
  borderRadius: 2,
  border: '1px solid',
  borderColor: 'divider',
  minWidth: 0,
} as const;
export const secondary = { color: 'text.secondary' } as const;

/** How many audit entries and inquiries the dashboard lists. */
export const RECENT_COUNT = 5;
