import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';

/**
 * Under a rich-text field: what saving will do to its heading lines (`headingNotice`), shown and
 * announced as it appears (a polite live region that is always there). Tie it to the field with
 * its `id` while there is a message.
 */
export function HeadingNotice({ id, message }: { id: string; message: string | null }) {
  return (
    <Box role="status" aria-live="polite">
      {message && <FormHelperText id={id}>{message}</FormHelperText>}
    </Box>
  );
}
