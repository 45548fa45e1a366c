import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

interface SpinnerProps {
  /** Fill the viewport (the app-wide loading state) rather than the surrounding block. */
  fullPage?: boolean;
  label?: string;
}

/** An indeterminate progress indicator (role progressbar), named "Loading" for assistive technology. */
export function Spinner({ fullPage = false, label = 'Loading' }: SpinnerProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: fullPage ? '100vh' : 160,
        width: '100%',
      }}
    >
      <CircularProgress aria-label={label} size={48} thickness={4} />
    </Box>
  );
}
