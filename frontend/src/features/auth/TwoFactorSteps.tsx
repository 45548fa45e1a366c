import { useCallback, useState } from 'react';
import { TWO_FACTOR_MESSAGES } from '@bb/shared/two-factor';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { User } from '../../api/auth';
import { errorMessage } from '../../api/base';
import {
  useEnableTwoFactorAtLoginMutation,
  useLoginWithCodeMutation,
  useSetUpTwoFactorAtLoginMutation,
} from '../../api/twoFactor';
import { CodeForm } from '../twoFactor/CodeForm';
import { RecoveryCodes } from '../twoFactor/RecoveryCodes';
import { TwoFactorEnrolment } from '../twoFactor/TwoFactorEnrolment';
import { AuthScreen } from './shared';

// The second step of /login (shared/src/two-factor.ts): the code of an account with two-factor
// sign-in on, or, for an administrator while the organisation requires it, setting it up there and
// then. No session exists until the step succeeds; the server refuses everything else meanwhile.

/** Refusals after which the password must be entered again (the pending sign-in is gone). */
const ENDS_SIGN_IN: readonly string[] = [
  TWO_FACTOR_MESSAGES.noPendingSignIn,
  TWO_FACTOR_MESSAGES.tooManyCodes,
];

/** The refusal's message when it ends the pending sign-in, else null. */
export function endedSignIn(error: unknown): string | null {
  const message = errorMessage(error, '');
  return ENDS_SIGN_IN.includes(message) ? message : null;
}

interface StepProps {
  /** The server's message of the 202 answer. */
  message: string;
  /** Back to the password step, with a message to show there (or none). */
  onStartOver: (notice?: string) => void;
}

function StartOver({ onStartOver }: Pick<StepProps, 'onStartOver'>) {
  return (
    <Button variant="text" onClick={() => onStartOver()}>
      Start over
    </Button>
  );
}

const STEP_META = {
  title: 'Sign In',
  description: 'Sign in to your member account to see your bookings, messages and settings.',
};

/** The code step: a 6-digit code from the app, or (switched to) a recovery code. */
export function TwoFactorCodeStep({
  message,
  onStartOver,
  onSignedIn,
}: StepProps & { onSignedIn: (user: User) => void }) {
  const [loginWithCode] = useLoginWithCodeMutation();
  const [recovery, setRecovery] = useState(false);
  const [switched, setSwitched] = useState(false);

  const submit = useCallback(
    async (code: string) => {
      try {
        onSignedIn(await loginWithCode({ code }).unwrap());
      } catch (error) {
        const ended = endedSignIn(error);
        if (ended) onStartOver(ended);
        else throw error;
      }
    },
    [loginWithCode, onSignedIn, onStartOver],
  );

  const switchKind = () => {
    setRecovery((value) => !value);
    // The new field takes focus: typing the other kind of code is what comes next.
    setSwitched(true);
  };

  return (
    <AuthScreen
      meta={STEP_META}
      heading="Two-Factor Authentication"
      focusHeading
      intro={
        recovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.'
          : message
      }
    >
      <CodeForm
        key={recovery ? 'recovery' : 'totp'}
        kind={recovery ? 'recovery' : 'totp'}
        label={recovery ? 'Sign in with a recovery code' : 'Sign in with an authentication code'}
        submitLabel="Verify"
        submittingLabel="Verifying..."
        fallback="The code could not be checked. Please try again."
        onSubmit={submit}
        fullWidth
        focusField={switched}
      />
      <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <Button variant="text" onClick={switchKind}>
          {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
        </Button>
        <StartOver onStartOver={onStartOver} />
      </Box>
    </AuthScreen>
  );
}

/**
 * The enrolment sign-in enforces: the message, the key and the first code, then the recovery
 * codes and Continue (the session exists from the first code on).
 */
export function TwoFactorEnrolmentStep({
  message,
  onStartOver,
  onContinue,
}: StepProps & { onContinue: (user: User) => void }) {
  const [setUpAtLogin] = useSetUpTwoFactorAtLoginMutation();
  const [enableAtLogin] = useEnableTwoFactorAtLoginMutation();
  const [enrolled, setEnrolled] = useState<{ user: User; codes: string[] } | null>(null);

  const setUp = useCallback(() => setUpAtLogin().unwrap(), [setUpAtLogin]);
  const enable = useCallback(
    async (code: string) => {
      const answer = await enableAtLogin({ code }).unwrap();
      setEnrolled({ user: answer.user, codes: answer.recoveryCodes });
    },
    [enableAtLogin],
  );
  const onFatal = useCallback(
    (error: unknown) => {
      const ended = endedSignIn(error);
      if (ended) onStartOver(ended);
      return ended !== null;
    },
    [onStartOver],
  );

  if (enrolled) {
    return (
      // A screen of its own (a key), so that its heading takes focus in place of the form.
      <AuthScreen
        key="codes"
        meta={STEP_META}
        heading="Save Your Recovery Codes"
        focusHeading
        intro={TWO_FACTOR_MESSAGES.turnedOn}
      >
        <RecoveryCodes codes={enrolled.codes} account={enrolled.user.username} />
        <Box sx={{ mt: 3 }}>
          <Button
            variant="contained"
            size="large"
            fullWidth
            onClick={() => onContinue(enrolled.user)}
          >
            Continue
          </Button>
        </Box>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      meta={STEP_META}
      heading="Set Up Two-Factor Authentication"
      focusHeading
      intro={message}
    >
      <TwoFactorEnrolment setUp={setUp} enable={enable} onFatal={onFatal} fullWidth />
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}>
        <StartOver onStartOver={onStartOver} />
      </Box>
    </AuthScreen>
  );
}
