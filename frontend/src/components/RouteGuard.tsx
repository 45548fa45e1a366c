import { useState, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import { useGetCurrentUserQuery, useResendVerificationMutation, type User } from '../api/auth';
import { errorMessage } from '../api/base';
import { useSelector } from 'react-redux';
import type { LoginNextStep } from '@bb/shared/two-factor';
import type { LoginState } from './auth/enrolment';
import { RESEND_FALLBACK_ERROR, RESEND_LABEL, RESEND_SENT } from './auth/verificationText';
import { LOGIN_PATH, useSignOut } from './auth/useSignOut';
import { Spinner } from './Spinner';
import { AccessDeniedCard } from './auth/AccessDenied';

interface RouteGuardProps {
  /** The user's e-mail address must be verified. */
  requireVerified?: boolean;
  /** The user must hold a staff role (@bb/shared/staff-roles): the admin panel. */
  requireStaff?: boolean;
  children: ReactNode;
}

function GuardCard({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="main"
      id="main"
      tabIndex={-1}
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, outline: 'none' }}
    >
      <Paper
        variant="outlined"
        sx={{ maxWidth: 480, width: '100%', p: { xs: 3, sm: 4 }, textAlign: 'center' }}
      >
        <Box sx={{ color: 'primary.main', mb: 1 }}>{icon}</Box>
        {children}
      </Paper>
    </Box>
  );
}

/**
 * Protects a page: a spinner while the user loads, a redirect to /login when signed out (to the
 * enforced two-factor set-up when the server asked for it), a
 * blocking card when the e-mail is unverified, or the spec's Access Denied card when staff is required
 * and the user holds no staff role (a member).
 */
export function RouteGuard({
  requireVerified = false,
  requireStaff = false,
  children,
}: RouteGuardProps) {
  const location = useLocation();
  const { data: user, isLoading } = useGetCurrentUserQuery();
  const { signOut, signingOut } = useSignOut();
  const enrolment = useSelector(
    (state: { ui: { enrolment?: LoginNextStep | null } }) => state.ui.enrolment,
  );

  if (isLoading) return <Spinner fullPage />;
  if (!user) {
    // The set-up first when the server said so (app/EnrolmentRedirect goes there too).
    const state: LoginState = { from: location, nextStep: enrolment ?? undefined };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }

  if (requireVerified && !user.emailVerified) {
    return <VerificationRequired user={user} signOut={signOut} signingOut={signingOut} />;
  }

  if (requireStaff && user.roles.length === 0) {
    return (
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, outline: 'none' }}
      >
        <AccessDeniedCard />
      </Box>
    );
  }

  return <>{children}</>;
}

/**
 * The spec's 'Email Verification Required' card, with a way forward (issue 20): a new link to the
 * address, and Profile to correct a mistyped address (the member area lets an unverified member
 * reach it). 'Return to Login' signs out first: /login sends signed-in users away.
 */
function VerificationRequired({
  user,
  signOut,
  signingOut,
}: {
  user: User;
  signOut: () => Promise<void>;
  signingOut: boolean;
}) {
  const [resend, { isLoading: sending }] = useResendVerificationMutation();
  const [answer, setAnswer] = useState<{ sent: boolean; text: string } | null>(null);
  const ask = async () => {
    setAnswer(null);
    try {
      const reply = await resend({ email: user.email }).unwrap();
      const text = reply?.message ?? '';
      // Spec 000 section 4: success is recognised by the word 'sent' in the message.
      setAnswer(
        text.toLowerCase().includes('sent')
          ? { sent: true, text: RESEND_SENT }
          : { sent: false, text: text || RESEND_FALLBACK_ERROR },
      );
    } catch (error) {
      setAnswer({ sent: false, text: errorMessage(error, RESEND_FALLBACK_ERROR) });
    }
  };
  return (
    <GuardCard icon={<MarkEmailUnreadOutlinedIcon sx={{ fontSize: 48 }} />}>
      <Typography component="h1" variant="h4" gutterBottom>
        Email Verification Required
      </Typography>
      <Typography sx={{ mb: 2 }}>Please verify your email address to access this area</Typography>
      <Typography variant="body2" sx={{ mb: 3, color: 'text.secondary' }}>
        We have sent a verification email to{' '}
        <Box component="strong" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
          {user.email}
        </Box>
        . Follow the link in it to verify your address.
      </Typography>
      <Box role="status" sx={{ mb: answer ? 2 : 0, textAlign: 'start' }}>
        {answer && (
          <Alert severity={answer.sent ? 'success' : 'error'} role="none">
            {answer.text}
          </Alert>
        )}
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'center' }}
      >
        <Button variant="contained" onClick={() => void ask()} disabled={sending}>
          {sending ? 'Sending...' : RESEND_LABEL}
        </Button>
        <Button variant="outlined" onClick={() => void signOut()} disabled={signingOut}>
          Return to Login
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mt: 3 }}>
        Wrong address?{' '}
        <Link component={RouterLink} to="/my/profile">
          Correct it in your profile
        </Link>
      </Typography>
    </GuardCard>
  );
}
