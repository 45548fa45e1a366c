import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../api/base';
import { useConfirmMutation } from '../../api/newsletter';
import { PageMeta } from '../../components/PageMeta';
import { Notice } from './Notice';

export const CONFIRM_SUCCESS_FALLBACK =
  "Your subscription is confirmed. You'll hear from us once a month.";
export const CONFIRM_ERROR_FALLBACK =
  'We could not confirm your subscription with this link. It may be invalid or out of date.';

/**
 * The page behind the link of the newsletter's confirmation e-mail. Opening it changes nothing (no
 * GET changes state, and mail scanners open links): one press of the button confirms, and the
 * welcome e-mail follows. Pressing again after a success is harmless (the server answers the same).
 */
export default function ConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [confirm, { isLoading, isSuccess, isError, data, error }] = useConfirmMutation();
  const resultRef = useRef<HTMLDivElement>(null);

  // The button disappears on success: move focus to the outcome so keyboard users are not lost.
  useEffect(() => {
    if (isSuccess) resultRef.current?.focus();
  }, [isSuccess]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <PageMeta
        title="Confirm your subscription"
        description="Confirm your subscription to our monthly newsletter."
      />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.25rem' }, mb: 2 }}>
          Confirm your subscription
        </Typography>

        {!token && (
          <Notice severity="warning">
            This confirmation link is incomplete. Please use the full link from the e-mail we sent
            you, or sign up again with the form at the bottom of this page.
          </Notice>
        )}

        {token && !isSuccess && (
          <>
            <Typography sx={{ mb: 3 }}>
              Press the button below to confirm that you want our monthly newsletter: practical
              inclusion insights, event news and new episodes of The MWO Show. You can unsubscribe
              at any time with the link in every e-mail.
            </Typography>
            <Button
              variant="contained"
              size="large"
              disabled={isLoading}
              onClick={() => {
                void confirm({ token });
              }}
            >
              {isLoading ? 'Confirming...' : 'Confirm my subscription'}
            </Button>
          </>
        )}

        <Box role="status">
          {isSuccess && (
            <Box ref={resultRef} tabIndex={-1} sx={{ outline: 'none' }}>
              <Notice severity="success" sx={{ mb: 3 }}>
                {data?.message || CONFIRM_SUCCESS_FALLBACK}
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
              {errorMessage(error, CONFIRM_ERROR_FALLBACK)}
            </Notice>
          )}
        </Box>
      </Paper>
    </Container>
  );
}
