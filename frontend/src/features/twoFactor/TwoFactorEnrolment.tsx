import { useCallback, useEffect, useRef, useState } from 'react';
import { TWO_FACTOR_MESSAGES, type TwoFactorSetup } from '@bb/shared/two-factor';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../api/base';
import { CodeForm } from './CodeForm';
import { TwoFactorKey } from './TwoFactorKey';

export interface TwoFactorEnrolmentProps {
  /** Asks the server for a new key (rejects with an ApiError). */
  setUp: () => Promise<TwoFactorSetup>;
  /**
   * Sends the first code (rejects with an ApiError); the caller shows the recovery codes answered
   * in place of this.
   */
  enable: (code: string) => Promise<void>;
  /**
   * A refusal that ends the enrolment (the sign-in expired): the caller takes over. Answers whether
   * it did; otherwise the refusal shows in the form.
   */
  onFatal?: (error: unknown) => boolean;
  /** A large full-width submit button (the sign-in page). */
  fullWidth?: boolean;
}

type Key =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; setup: TwoFactorSetup };

/**
 * Turning two-factor sign-in on (/my/settings and the enrolment sign-in enforces for
 * administrators): a new key from the server (QR code and text), then the first code from the app.
 * When the server says the key expired, a new one is fetched and shown with that message.
 */
export function TwoFactorEnrolment({
  setUp,
  enable,
  onFatal,
  fullWidth = false,
}: TwoFactorEnrolmentProps) {
  const [key, setKey] = useState<Key>({ state: 'loading' });
  const [notice, setNotice] = useState<string | null>(null);

  // Each new key replaces the last on the server: only the latest request's answer is shown.
  const requests = useRef(0);

  const load = useCallback(async () => {
    const request = ++requests.current;
    setKey({ state: 'loading' });
    try {
      const setup = await setUp();
      if (request === requests.current) setKey({ state: 'ready', setup });
    } catch (error) {
      if (request !== requests.current || onFatal?.(error)) return;
      setKey({
        state: 'failed',
        message: errorMessage(error, 'A key could not be made. Please try again.'),
      });
    }
  }, [setUp, onFatal]);

  // One key when shown (not again when React re-runs effects in development).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void load();
  }, [load]);

  const submit = async (code: string) => {
    setNotice(null);
    try {
      await enable(code);
    } catch (error) {
      if (onFatal?.(error)) return;
      if (errorMessage(error, '') === TWO_FACTOR_MESSAGES.noSetup) {
        setNotice(TWO_FACTOR_MESSAGES.noSetup);
        void load();
        return;
      }
      throw error;
    }
  };

  if (key.state === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography>Making your key...</Typography>
      </Box>
    );
  }
  if (key.state === 'failed') {
    return (
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" onClick={() => void load()}>
            Try again
          </Button>
        }
      >
        {key.message}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {notice && (
        <Alert severity="warning" variant="outlined" role="alert">
          {`${notice} Here is a new key: scan it again.`}
        </Alert>
      )}
      <TwoFactorKey setup={key.setup} />
      <CodeForm
        kind="totp"
        label="Confirm two-factor sign-in"
        submitLabel="Turn On"
        submittingLabel="Turning On..."
        fallback="Two-factor sign-in could not be turned on. Please try again."
        onSubmit={submit}
        fullWidth={fullWidth}
      />
    </Box>
  );
}
