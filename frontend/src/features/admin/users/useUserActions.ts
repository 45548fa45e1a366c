import { useMemo } from 'react';
import type { AdminUser, UpdateAdminUserBody } from '@bb/shared/admin';
import { TWO_FACTOR_MESSAGES } from '@bb/shared/two-factor';
import { roleLabels, type StaffRoleCode } from '@bb/shared/staff-roles';
import {
  useDeleteAdminUserMutation,
  useResendInvitationMutation,
  useResetUserTwoFactorMutation,
  useSendPasswordResetMutation,
  useUpdateAdminUserMutation,
} from '../../../api/admin/users';
import type { ToastOptions } from '../../../components/toast/toastSlice';
import { useToast } from '../../../components/toast/useToast';

// The users page's actions with the spec's toasts (spec 001, section 8): each answers whether it
// was done, so a dialog can stay open (with what was typed) after a refusal. The server's
// guard-rail messages ("You cannot remove your own administrator role") are the failure's text.

export const USER_TOASTS = {
  deleted: { title: 'User Deleted', description: 'User has been successfully deleted.' },
  deleteFailed: { title: 'Error Deleting User', fallback: 'Failed to delete user.' },
  resetSent: {
    title: 'Password Reset Email Sent',
    description: "A password reset link has been sent to the user's email.",
  },
  resetFailed: { title: 'Failed to Send Email', fallback: 'Failed to send password reset email.' },
  updated: 'User Updated',
  updateFailed: { title: 'Update Failed', fallback: 'Failed to update user.' },
  suspended: 'User Suspended',
  activated: 'User Activated',
  statusFailed: { title: 'Action Failed', fallback: 'Failed to change user status.' },
  created: {
    title: 'User Created',
    description: 'New user has been created. They will receive an email to set up their password.',
  },
  createFailed: { title: 'Error Creating User', fallback: 'Failed to create user.' },
  invitationSent: { title: 'Invitation Sent' },
  invitationFailed: { title: 'Failed to Send Email', fallback: 'Failed to send the invitation.' },
  twoFactorReset: { title: 'Two-Factor Reset', description: TWO_FACTOR_MESSAGES.reset },
  twoFactorResetFailed: {
    title: 'Two-Factor Not Reset',
    fallback: 'Failed to reset two-factor sign-in.',
  },
  missing: { title: 'Missing Information', description: 'Please fill in all required fields' },
} as const;

/** The User Updated text for a change of role. */
export const adminStatusText = (username: string, isAdmin: boolean) =>
  isAdmin ? `${username} is now an administrator.` : `${username} is no longer an administrator.`;

/** The User Updated text for a change of staff roles. */
export const rolesStatusText = (username: string, roles: readonly StaffRoleCode[]) =>
  roles.length > 0
    ? `${username}'s roles are now: ${roleLabels(roles)}.`
    : `${username} no longer has a staff role.`;

/** The User Updated text for a change of e-mail verification. */
export const verificationStatusText = (username: string, verified: boolean) =>
  verified
    ? `${username}'s email address is now marked as verified.`
    : `${username}'s email address is now marked as unverified.`;

export function useUserActions() {
  const { toast, toastFailure } = useToast();
  const [update] = useUpdateAdminUserMutation();
  const [remove] = useDeleteAdminUserMutation();
  const [sendReset] = useSendPasswordResetMutation();
  const [resetTwoFactor] = useResetUserTwoFactorMutation();
  const [resendInvitation] = useResendInvitationMutation();

  return useMemo(() => {
    /** Sends the request; then the success toast, or the failure's with the server's message. */
    const run = async (
      request: () => Promise<unknown>,
      done: ToastOptions,
      failed: { title: string; fallback: string },
    ): Promise<boolean> => {
      try {
        await request();
        toast(done);
        return true;
      } catch (error) {
        toastFailure(error, failed.title, failed.fallback);
        return false;
      }
    };
    const change = (user: AdminUser, changes: UpdateAdminUserBody) => () =>
      update({ id: user.id, changes }).unwrap();

    return {
      sendPasswordReset: (user: AdminUser) =>
        run(() => sendReset(user.id).unwrap(), USER_TOASTS.resetSent, USER_TOASTS.resetFailed),

      resendInvitation: (user: AdminUser) =>
        run(
          () => resendInvitation(user.id).unwrap(),
          {
            title: USER_TOASTS.invitationSent.title,
            description: `A new link to set a password has been sent to ${user.email}.`,
          },
          USER_TOASTS.invitationFailed,
        ),

      setAdmin: (user: AdminUser, isAdmin: boolean) =>
        run(
          change(user, { isAdmin }),
          { title: USER_TOASTS.updated, description: adminStatusText(user.username, isAdmin) },
          USER_TOASTS.updateFailed,
        ),

      setVerified: (user: AdminUser, emailVerified: boolean) =>
        run(
          change(user, { emailVerified }),
          {
            title: USER_TOASTS.updated,
            description: verificationStatusText(user.username, emailVerified),
          },
          USER_TOASTS.updateFailed,
        ),

      setSuspended: (user: AdminUser, suspended: boolean) =>
        run(
          change(user, { suspended }),
          suspended
            ? {
                title: USER_TOASTS.suspended,
                description: `${user.username} has been suspended and signed out everywhere.`,
              }
            : { title: USER_TOASTS.activated, description: `${user.username} can sign in again.` },
          USER_TOASTS.statusFailed,
        ),

      resetTwoFactor: (user: AdminUser) =>
        run(
          () => resetTwoFactor(user.id).unwrap(),
          USER_TOASTS.twoFactorReset,
          USER_TOASTS.twoFactorResetFailed,
        ),

      deleteUser: (user: AdminUser) =>
        run(() => remove(user.id).unwrap(), USER_TOASTS.deleted, USER_TOASTS.deleteFailed),
    };
  }, [toast, toastFailure, update, remove, sendReset, resetTwoFactor, resendInvitation]);
}

export type UserActions = ReturnType<typeof useUserActions>;
