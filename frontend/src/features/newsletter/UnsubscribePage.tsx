import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../api/base';
import { useUnsubscribeMutation } from '../../api/newsletter';
import { useSiteDetails } from '../../api/settings';
import { PageMeta } from '../../components/PageMeta';
import { linkSx, Notice } from './Notice';

export const UNSUBSCRIBE_SUCCESS_FALLBACK =
  'You have been unsubscribed. You will not receive our newsletter any more.';
export const UNSUBSCRIBE_ERROR_FALLBACK =
  'We could not unsubscribe you with this link. It may be invalid or out of date.';

/**
 * The page behind the unsubscribe link of every newsletter e-mail. Opening it changes nothing
 * (no GET changes state, and mail scanners open links): one press of the button unsubscribes.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const site = useSiteDetails();
  const [unsubscribe, { isLoading, isSuccess, isError, data, error }] = useUnsubscribeMutation();
  const resultRef = useRef<HTMLDivElement>(null);

  // The button disappears on success: move focus to the outcome so keyboard users are not lost.
  useEffect(() => {
    if (isSuccess) resultRef.current?.focus();
  }, [isSuccess]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <PageMeta
        title="Unsubscribe"
        description="Stop receiving our monthly newsletter with one click."
      />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.25rem' }, mb: 2 }}>
          Unsubscribe from our newsletter
        </Typography>

        {!token && (
          <Notice severity="warning">
            This unsubscribe link is incomplete. Please use the full link from one of our newsletter
            e-mails, or write to{' '}
            <Box component="a" href={`mailto:${site.email}`} sx={linkSx}>
              {site.email}
            </Box>{' '}
            and we will remove your address.
          </Notice>
        )}

        {token && !isSuccess && (
          <>
            <Typography sx={{ mb: 3 }}>
              Press the button below and we will stop sending our monthly newsletter to your
              address. You can subscribe again at any time from the bottom of any page.
            </Typography>
            <Button
              variant="contained"
              size="large"
              disabled={isLoading}
              onClick={() => {
                void unsubscribe({ token });
              }}
            >
              {isLoading ? 'Unsubscribing...' : 'Unsubscribe'}
            </Button>
          </>
        )}

        <Box role="status">
          {isSuccess && (
            <Box ref={resultRef} tabIndex={-1} sx={{ outline: 'none' }}>
              <Notice severity="success" sx={{ mb: 3 }}>
                {data?.message || UNSUBSCRIBE_SUCCESS_FALLBACK}
              </Notice>
              <Button component={RouterLink} to="/" variant="outlined">
                Return to Home
              </Button>
            </Box>
          )}
        </Box>
        <Box role="alert">
          {isError && (
            <Notice severity="error" sx={{ mt: 3 }}>
              {errorMessage(error, UNSUBSCRIBE_ERROR_FALLBACK)}
            </Notice>
          )}
        </Box>
      </Paper>
    </Container>
  );
}
