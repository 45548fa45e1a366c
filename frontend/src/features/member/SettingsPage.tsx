import { useMemo, useState, type ReactNode } from 'react';
import { ACCOUNT_MESSAGES, passwordMinFor } from '@bb/shared/accounts';
import { useLocation, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import SecurityIcon from '@mui/icons-material/Security';
import WarningIcon from '@mui/icons-material/Warning';
import {
  currentUserCleared,
  useChangePasswordMutation,
  useDeleteAccountMutation,
  useGetPreferencesQuery,
  useUpdatePreferencesMutation,
  type PreferenceKey,
  type Preferences,
} from '../../api/account';
import { downloadMyData } from './downloadMyData';
import { useGetCurrentUserQuery, type User } from '../../api/auth';
import { errorMessage, isApiError, useApiDispatch } from '../../api/base';
import { asksForChangePassword } from '../../components/auth/accountPages';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';
import {
  confirmationOf,
  newPasswordFor,
  newPasswordHint,
} from '../../components/form/accountRules';
import { FormTextField } from '../../components/form/fields';
import { FormDialog, type FormDialogHelpers } from '../../components/form/FormDialog';
import { LoadError } from '../../components/page/LoadError';
import { PageHeading } from '../../components/page/PageHeading';
import { useToast } from '../../components/toast/useToast';
import { toFormikErrors } from '../../lib/formErrors';
import { NEWSLETTER_MEMBER_SETTING } from '@bb/shared/newsletter-consent';
import { MemberPageMeta } from './memberUi';
import { ButtonRow, Section, ToggleRow } from './settingsRows';
import { TwoFactorSettings } from './TwoFactorSettings';

type NotificationPermissionState = NotificationPermission | 'unsupported';

function notificationPermission(): NotificationPermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

const DEFAULTS: Preferences = {
  emailNotifications: true,
  pushNotifications: false,
  marketingEmails: false,
  darkMode: false,
};

/** The settings' switches, split over the Notifications and Appearance sections. */
function usePreferenceToggles(user: User): { notifications: ReactNode; appearance: ReactNode } {
  const { data, isLoading, isError, refetch } = useGetPreferencesQuery(user.id);
  const [update] = useUpdatePreferencesMutation();
  const { toast, toastFailure } = useToast();
  const [permission, setPermission] = useState(notificationPermission);
  const prefs = data ?? DEFAULTS;
  const busy = isLoading || !data;

  const save = async (key: PreferenceKey, value: boolean) => {
    try {
      await update({ userId: user.id, changes: { [key]: value } }).unwrap();
      toast({ title: 'Settings Updated', description: 'Your preferences have been saved' });
    } catch (error) {
      toastFailure(
        error,
        'Settings not saved',
        'Your preferences could not be saved. Please try again.',
      );
    }
  };

  const setPush = async (on: boolean) => {
    if (!on) return save('pushNotifications', false);
    if (typeof Notification === 'undefined') {
      toast({
        title: 'Notifications unavailable',
        description: 'This browser cannot show notifications.',
        variant: 'destructive',
      });
      return;
    }
    let result: NotificationPermission = Notification.permission;
    if (result === 'default') {
      try {
        result = await Notification.requestPermission();
      } catch {
        result = Notification.permission;
      }
    }
    setPermission(result);
    if (result !== 'granted') {
      toast({
        title: 'Notifications blocked',
        description:
          'Your browser does not allow notifications from this site, so Push Notifications stay off. You can allow them in your browser’s site settings.',
        variant: 'destructive',
      });
      return;
    }
    return save('pushNotifications', true);
  };

  if (isError && !data) {
    const retry = <LoadError what="your settings" onRetry={() => void refetch()} />;
    return { notifications: retry, appearance: retry };
  }

  const pushDescription =
    permission === 'denied' || permission === 'unsupported' ? (
      <>
        Show a browser notification when a new message arrives while the site is open.{' '}
        <Box component="strong" sx={{ color: 'text.primary' }}>
          {permission === 'denied'
            ? 'Your browser blocks notifications from this site.'
            : 'This browser cannot show notifications.'}
        </Box>
      </>
    ) : (
      'Show a browser notification when a new message arrives while the site is open.'
    );

  return {
    notifications: (
      <>
        <ToggleRow
          label="Email Notifications"
          description="Receive e-mails about your inquiries and the status of your bookings."
          checked={prefs.emailNotifications}
          disabled={busy}
          onChange={(on) => void save('emailNotifications', on)}
        />
        <ToggleRow
          label="Push Notifications"
          description={pushDescription}
          checked={prefs.pushNotifications && permission === 'granted'}
          disabled={busy || permission === 'unsupported'}
          onChange={(on) => void setPush(on)}
        />
        <ToggleRow
          label={NEWSLETTER_MEMBER_SETTING.label}
          description={NEWSLETTER_MEMBER_SETTING.description}
          checked={prefs.marketingEmails}
          disabled={busy}
          onChange={(on) => void save('marketingEmails', on)}
        />
      </>
    ),
    appearance: (
      <ToggleRow
        label="Dark Mode"
        description="Use a dark colour scheme across the site while you are signed in."
        checked={prefs.darkMode}
        disabled={busy}
        onChange={(on) => void save('darkMode', on)}
      />
    ),
  };
}

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The Change Password form's rules: the new password's minimum is the account's (8 for staff). */
const passwordSchema = (account: User) =>
  yup.object({
    currentPassword: yup.string().required('Current password is required'),
    newPassword: newPasswordFor(account, 'New password is required'),
    confirmPassword: confirmationOf(
      'newPassword',
      ACCOUNT_MESSAGES.passwordsDontMatch,
      'Please confirm your new password',
    ),
  });

const PASSWORD_FIELD_ORDER = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const NO_PASSWORDS: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

function ChangePasswordDialog({
  user,
  open,
  onClose,
}: {
  user: User;
  open: boolean;
  onClose: () => void;
}) {
  const [change] = useChangePasswordMutation();
  const schema = useMemo(() => passwordSchema(user), [user]);
  const { toast } = useToast();

  const onSubmit = async (values: PasswordValues, helpers: FormDialogHelpers<PasswordValues>) => {
    try {
      const { message } = await change({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      }).unwrap();
      toast({ title: 'Password Changed', description: message });
      helpers.resetForm();
      onClose();
    } catch (error) {
      helpers.refuse(errorMessage(error, 'Your password could not be changed. Please try again.'));
      const errors = toFormikErrors<PasswordValues>(error);
      if (errors) helpers.setErrors(errors);
    }
  };

  return (
    <FormDialog<PasswordValues>
      open={open}
      onClose={onClose}
      title="Change Password"
      formLabel="Change password"
      initialValues={NO_PASSWORDS}
      validationSchema={schema}
      onSubmit={onSubmit}
      fieldOrder={PASSWORD_FIELD_ORDER}
      submitLabel="Change Password"
    >
      <FormTextField
        name="currentPassword"
        label="Current Password"
        type="password"
        required
        autoComplete="current-password"
      />
      <FormTextField
        name="newPassword"
        label="New Password"
        type="password"
        required
        autoComplete="new-password"
        helperText={newPasswordHint(passwordMinFor(user))}
      />
      <FormTextField
        name="confirmPassword"
        label="Confirm New Password"
        type="password"
        required
        autoComplete="new-password"
      />
    </FormDialog>
  );
}

const deleteSchema = yup.object({
  password: yup.string().required('Please enter your password to confirm'),
});

interface DeleteValues {
  password: string;
}

/** What deleting an account does, as the server does it (AccountService.deleteAccount). */
const DELETE_ACCOUNT_TEXT =
  'This permanently deletes your account, your settings, your messages and your newsletter ' +
  'subscription. Speaking requests and partnership inquiries you sent stay with us for our ' +
  'records, without your name, e-mail address or message.';

function DeleteAccountDialog({
  user,
  open,
  onClose,
}: {
  user: User;
  open: boolean;
  onClose: () => void;
}) {
  const [remove] = useDeleteAccountMutation();
  const dispatch = useApiDispatch();
  const navigate = useNavigate();
  const { toast } = useToast();

  const onConfirm = async (values: DeleteValues, helpers: FormDialogHelpers<DeleteValues>) => {
    try {
      const { message } = await remove({ password: values.password }).unwrap();
      // Leave the member area first, then forget the user (the guard would send us to /login).
      navigate('/', { replace: true });
      dispatch(currentUserCleared());
      toast({ title: 'Account Deleted', description: message });
    } catch (error) {
      helpers.refuse(errorMessage(error, 'Your account could not be deleted. Please try again.'));
      if (isApiError(error) && error.status === 401)
        helpers.setErrors({ password: 'Your current password is not correct.' });
    }
  };

  return (
    <ConfirmDialog<DeleteValues>
      open={open}
      onClose={onClose}
      title="Delete Account"
      message={
        <Typography sx={{ mb: 2 }}>
          {DELETE_ACCOUNT_TEXT} It cannot be undone. We will send a confirmation to {user.email}.
          Enter your password to confirm.
        </Typography>
      }
      formLabel="Delete account"
      initialValues={{ password: '' }}
      validationSchema={deleteSchema}
      fieldOrder={['password']}
      onConfirm={onConfirm}
      confirmLabel="Delete My Account"
    >
      <FormTextField
        name="password"
        label="Password"
        type="password"
        required
        autoComplete="current-password"
      />
    </ConfirmDialog>
  );
}

function SettingsSections({ user }: { user: User }) {
  const { toast, toastFailure } = useToast();
  const { notifications, appearance } = usePreferenceToggles(user);
  const location = useLocation();
  const navigate = useNavigate();
  // The admin panel's account menu links here with the state that opens Change Password at once.
  const [passwordOpen, setPasswordOpen] = useState(() => asksForChangePassword(location.state));
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const name = await downloadMyData();
      toast({ title: 'Download Started', description: `Your data is saved as ${name}.` });
    } catch (error) {
      toastFailure(
        error,
        'Download failed',
        'Your data could not be downloaded. Please try again.',
      );
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 880 }}>
      <Section
        id="settings-notifications"
        title="Notifications"
        icon={<NotificationsOutlinedIcon />}
      >
        {notifications}
      </Section>
      <Section id="settings-security" title="Security" icon={<SecurityIcon />}>
        <TwoFactorSettings user={user} />
        <ButtonRow
          label="Password"
          description="Change the password you sign in with. Your other sessions will be signed out."
          button={(describedBy) => (
            <Button
              variant="outlined"
              onClick={() => setPasswordOpen(true)}
              aria-describedby={describedBy}
            >
              Change Password
            </Button>
          )}
        />
      </Section>
      <Section id="settings-appearance" title="Appearance" icon={<DarkModeOutlinedIcon />}>
        {appearance}
      </Section>
      <Section id="settings-danger" title="Danger Zone" icon={<WarningIcon />} danger>
        <ButtonRow
          label="Your data"
          description="Download everything we store about you, as a JSON file."
          button={(describedBy) => (
            <Button
              variant="outlined"
              startIcon={<DownloadOutlinedIcon />}
              onClick={() => void download()}
              disabled={downloading}
              aria-describedby={describedBy}
            >
              {downloading ? 'Preparing...' : 'Download Your Data'}
            </Button>
          )}
        />
        <ButtonRow
          label="Delete your account"
          description="Permanently delete your account, its settings and its messages."
          button={(describedBy) => (
            <Button
              variant="contained"
              color="error"
              startIcon={<DeleteForeverOutlinedIcon />}
              onClick={() => setDeleteOpen(true)}
              aria-describedby={describedBy}
            >
              Delete Account
            </Button>
          )}
        />
      </Section>
      <ChangePasswordDialog
        user={user}
        open={passwordOpen}
        onClose={() => {
          setPasswordOpen(false);
          // Forget the request, so that Back, Forward or a reload do not open the dialog again.
          if (asksForChangePassword(location.state)) {
            void navigate(location.pathname, { replace: true, state: null });
          }
        }}
      />
      <DeleteAccountDialog user={user} open={deleteOpen} onClose={() => setDeleteOpen(false)} />
    </Box>
  );
}

/** /my/settings: notifications, security, appearance and the danger zone. */
export default function SettingsPage() {
  const { data: user } = useGetCurrentUserQuery();
  return (
    <>
      <MemberPageMeta
        title="Settings"
        description="Your notification, security and display settings."
      />
      <PageHeading title="Settings" subtitle="Manage your notifications, security and appearance" />
      {user && <SettingsSections user={user} />}
    </>
  );
}
