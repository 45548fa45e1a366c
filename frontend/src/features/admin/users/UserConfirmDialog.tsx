import { useState } from 'react';
import type { AdminUser } from '@bb/shared/admin';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/dialog/ConfirmDialog';
import type { UserActions } from './useUserActions';

// The confirmations of the row menu and the Edit User dialog: delete, the administrator role, and
// suspension, and resetting two-factor sign-in. A refusal keeps the dialog open (its toast says why); Cancel changes nothing.

export type UserConfirmKind =
  'delete' | 'make-admin' | 'remove-admin' | 'suspend' | 'reactivate' | 'reset-two-factor';

export interface UserConfirmation {
  kind: UserConfirmKind;
  user: AdminUser;
}

/** The spec's delete confirmation. */
export const deleteUserText = (name: string) =>
  `Are you sure you want to delete the user "${name}"? This action cannot be undone.`;

/** What resetting a user's two-factor sign-in does. */
export const resetTwoFactorText = (name: string) =>
  `Reset two-factor sign-in for "${name}"? Their authenticator app and recovery codes stop working, they sign in with their password alone, and they are e-mailed that it was reset. If the organisation requires two-factor sign-in of administrators, an administrator will have to set it up again at their next sign-in.`;

const TEXTS: Record<
  UserConfirmKind,
  { title: string; confirm: string; destructive: boolean; message: (name: string) => string }
> = {
  delete: {
    title: 'Delete User',
    confirm: 'Delete User',
    destructive: true,
    message: deleteUserText,
  },
  'make-admin': {
    title: 'Make Admin',
    confirm: 'Make Admin',
    destructive: false,
    message: (name) =>
      `Give "${name}" the administrator role? They will be able to open the admin panel and manage users, inquiries and content.`,
  },
  'remove-admin': {
    title: 'Remove Admin',
    confirm: 'Remove Admin',
    destructive: true,
    message: (name) =>
      `Remove the administrator role from "${name}"? They will no longer be able to open the admin panel.`,
  },
  suspend: {
    title: 'Suspend Account',
    confirm: 'Suspend Account',
    destructive: true,
    message: (name) =>
      `Suspend "${name}"? They will be signed out at once and cannot sign in until the account is reactivated.`,
  },
  reactivate: {
    title: 'Reactivate Account',
    confirm: 'Reactivate Account',
    destructive: false,
    message: (name) => `Reactivate "${name}"? They will be able to sign in again.`,
  },
  'reset-two-factor': {
    title: 'Reset Two-Factor',
    confirm: 'Reset Two-Factor',
    destructive: true,
    message: resetTwoFactorText,
  },
};

function run(actions: UserActions, { kind, user }: UserConfirmation): Promise<boolean> {
  switch (kind) {
    case 'delete':
      return actions.deleteUser(user);
    case 'make-admin':
      return actions.setAdmin(user, true);
    case 'remove-admin':
      return actions.setAdmin(user, false);
    case 'suspend':
      return actions.setSuspended(user, true);
    case 'reactivate':
      return actions.setSuspended(user, false);
    case 'reset-two-factor':
      return actions.resetTwoFactor(user);
  }
}

interface UserConfirmDialogProps {
  /** What to confirm; null when closed. */
  confirmation: UserConfirmation | null;
  onClose: () => void;
  actions: UserActions;
  /** After the action was done (before closing). */
  onDone?: (confirmation: UserConfirmation) => void;
}

export function UserConfirmDialog({
  confirmation,
  onClose,
  actions,
  onDone,
}: UserConfirmDialogProps) {
  // The dialog keeps its texts while it fades out.
  const [shown, setShown] = useState(confirmation);
  if (confirmation && confirmation !== shown) setShown(confirmation);
  const texts = TEXTS[shown?.kind ?? 'delete'];
  const name = shown?.user.username ?? '';
  return (
    <ConfirmDialog
      open={confirmation !== null}
      onClose={onClose}
      title={texts.title}
      formLabel={texts.title}
      destructive={texts.destructive}
      confirmLabel={texts.confirm}
      message={<Typography sx={{ overflowWrap: 'anywhere' }}>{texts.message(name)}</Typography>}
      onConfirm={async () => {
        if (!confirmation) return;
        if (await run(actions, confirmation)) {
          onDone?.(confirmation);
          onClose();
        }
      }}
    />
  );
}
