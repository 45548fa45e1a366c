import { useState } from 'react';
import type { AdminUser } from '@bb/shared/admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LockResetIcon from '@mui/icons-material/LockReset';
import { boxSx, SectionTitle } from './EditUserTabPanel';
import type { UserActions } from './useUserActions';
import type { UserConfirmation } from './UserConfirmDialog';

/** Security: send a password reset, suspend or reactivate, reset two-factor sign-in. */
export function SecurityTab({
  user,
  actions,
  onConfirm,
}: {
  user: AdminUser;
  actions: UserActions;
  onConfirm: (confirmation: UserConfirmation) => void;
}) {
  const [sending, setSending] = useState(false);
  return (
    <>
      <Box sx={boxSx}>
        <SectionTitle>Password</SectionTitle>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {user.hasPassword
            ? 'Send the user a link to choose a new password.'
            : 'The user has not set a password yet. Send a new link to set one.'}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<LockResetIcon />}
          disabled={sending}
          onClick={async () => {
            setSending(true);
            await actions.sendPasswordReset(user);
            setSending(false);
          }}
        >
          {sending ? 'Sending...' : 'Send Reset Email'}
        </Button>
      </Box>
      <Box sx={boxSx}>
        <SectionTitle>Account Status</SectionTitle>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {user.suspended
            ? 'This account is suspended: the user cannot sign in.'
            : 'This account is active. Suspending it signs the user out at once.'}
        </Typography>
        {user.suspended ? (
          <Button variant="outlined" onClick={() => onConfirm({ kind: 'reactivate', user })}>
            Reactivate Account
          </Button>
        ) : (
          <Button
            variant="outlined"
            color="error"
            onClick={() => onConfirm({ kind: 'suspend', user })}
          >
            Suspend Account
          </Button>
        )}
      </Box>
      <Box sx={boxSx}>
        <SectionTitle>{`Two-Factor Authentication: ${user.twoFactorEnabled ? 'On' : 'Off'}`}</SectionTitle>
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', mb: user.twoFactorEnabled ? 1.5 : 0 }}
        >
          {user.twoFactorEnabled
            ? 'The user signs in with a password and a code from an authenticator app. Reset it if they have lost both their phone and their recovery codes.'
            : 'The user signs in with a password alone. Only the user can turn two-factor sign-in on, from their settings.'}
        </Typography>
        {user.twoFactorEnabled && (
          <Button
            variant="outlined"
            color="error"
            onClick={() => onConfirm({ kind: 'reset-two-factor', user })}
          >
            Reset Two-Factor
          </Button>
        )}
      </Box>
    </>
  );
}
