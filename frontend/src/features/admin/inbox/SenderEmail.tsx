import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** Shown for an inquiry whose sender deleted their account: it keeps no address. */
export const NO_SENDER_EMAIL = 'None: the sender deleted their account';

/** An inquiry's sender address as a mail link, or NO_SENDER_EMAIL when it has none. */
export function SenderEmail({ email }: { email: string }) {
  if (!email)
    return (
      <Typography component="span" variant="inherit" color="text.secondary">
        {NO_SENDER_EMAIL}
      </Typography>
    );
  return <Link href={`mailto:${email}`}>{email}</Link>;
}
