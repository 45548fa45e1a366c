import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

interface LoadErrorProps {
  /** What could not be loaded, as it ends the sentence: 'your bookings'. */
  what: string;
  onRetry: () => void;
}

/** A load failure with a retry button. */
export function LoadError({ what, onRetry }: LoadErrorProps) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {`We could not load ${what}. Please check your connection and try again.`}
    </Alert>
  );
}
