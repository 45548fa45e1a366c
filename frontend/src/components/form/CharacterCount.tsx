import FormHelperText from '@mui/material/FormHelperText';

/** '42 / 150 characters'. */
export const characterCountText = (count: number, limit: number) =>
  `${count} / ${limit} characters`;

/**
 * A field's length counter under it ('42 / 150 characters'), bold and in the warning colour once
 * over the limit. Tie it to the field with its `id` (aria-describedby).
 */
export function CharacterCount({ id, count, limit }: { id: string; count: number; limit: number }) {
  const over = count > limit;
  return (
    <FormHelperText
      id={id}
      sx={{
        flex: '0 0 auto',
        fontVariantNumeric: 'tabular-nums',
        color: over ? 'warning.dark' : undefined,
        fontWeight: over ? 700 : undefined,
      }}
    >
      {characterCountText(count, limit)}
    </FormHelperText>
  );
}
