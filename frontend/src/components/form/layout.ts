// The form kit's grid: shared by the fields (a `full` field spans both columns) and by the inquiry
// forms' plain HTML forms (PlainInquiryForm), which must take exactly the space of their forms.

/** Two columns of fields from the small breakpoint, one below it. */
export const FIELD_GRID_SX = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** A field spanning both columns. */
export const FULL_WIDTH_SX = { gridColumn: '1 / -1' } as const;

/** Checkbox groups: two columns of options from the small breakpoint. */
export const OPTION_GRID_SX = {
  display: 'grid',
  columnGap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;
