import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { ADMIN_NOTES_MAX, type AdminUser, type UpdateAdminUserBody } from '@bb/shared/admin';
import { getIn, useFormikContext } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import LockResetIcon from '@mui/icons-material/LockReset';
import * as yup from 'yup';
import { useUpdateAdminUserMutation } from '../../../api/admin/users';
import { errorMessage } from '../../../api/base';
import { username as usernameRule } from '../../../components/form/accountRules';
import { FormTextField } from '../../../components/form/fields';
import { FormDialog, type FormDialogHelpers } from '../../../components/form/FormDialog';
import { FormSwitch } from '../../../components/form/FormSwitch';
import { email as emailRule, text } from '../../../components/form/rules';
import { useToast } from '../../../components/toast/useToast';
import { toFormikErrors } from '../../../lib/formErrors';
import { formatDate, formatDateTime } from '../format';
import { UserActivity } from './UserActivity';
import {
  adminStatusText,
  USER_TOASTS,
  verificationStatusText,
  type UserActions,
} from './useUserActions';
import type { UserConfirmation } from './UserConfirmDialog';

// Edit User (spec 001, "Admin User Management"): five tabs (Account, Security, Permissions,
// Activity, Notes), Cancel and Save Changes. Save sends only what changed; Send Reset Email,
// Suspend / Reactivate and Reset Two-Factor act at once (the last two confirmed). A refusal keeps
// the dialog open with what was typed.

export const EDIT_TABS = ['account', 'security', 'permissions', 'activity', 'notes'] as const;
export type EditTab = (typeof EDIT_TABS)[number];
const TAB_LABELS: Record<EditTab, string> = {
  account: 'Account',
  security: 'Security',
  permissions: 'Permissions',
  activity: 'Activity',
  notes: 'Notes',
};

/** What an administrator may do (spec 001, section 6). */
export const ADMIN_CAPABILITIES = [
  'Access the admin dashboard',
  'Manage users and permissions',
  'View all submissions and data',
  'Manage testimonials and content',
  'Create, edit and delete users',
  'Give and remove the administrator role',
  'Mark email addresses verified or unverified',
  'Suspend users',
  'Send password resets',
  'Change the status of speaking requests and partnerships',
  'Manage carousels',
] as const;

interface EditValues {
  username: string;
  email: string;
  emailVerified: boolean;
  isAdmin: boolean;
  notes: string;
}

const FIELDS = ['username', 'email', 'emailVerified', 'isAdmin', 'notes'] as const;
/** The tab that holds each field that can be invalid. */
const TAB_OF_FIELD: Record<string, EditTab> = {
  username: 'account',
  email: 'account',
  notes: 'notes',
};

const schema = yup.object({
  username: usernameRule({ required: true }),
  email: emailRule(),
  notes: text('Notes', ADMIN_NOTES_MAX),
});

/** Stands for the user while none was shown yet. */
const EMPTY_USER: AdminUser = {
  id: '',
  username: '',
  email: '',
  isAdmin: false,
  emailVerified: false,
  suspended: false,
  hasPassword: false,
  twoFactorEnabled: false,
  notes: null,
  createdAt: new Date(0).toISOString(),
  lastLoginAt: null,
};

function valuesOf(user: AdminUser): EditValues {
  return {
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerified,
    isAdmin: user.isAdmin,
    notes: user.notes ?? '',
  };
}

/** The PATCH body: only the fields that changed. */
export function changesOf(user: AdminUser, values: EditValues): UpdateAdminUserBody {
  const changes: UpdateAdminUserBody = {};
  const username = values.username.trim();
  const email = values.email.trim();
  const notes = values.notes.trim() === '' ? null : values.notes;
  if (username !== user.username) changes.username = username;
  if (email !== user.email) changes.email = email;
  if (values.emailVerified !== user.emailVerified) changes.emailVerified = values.emailVerified;
  if (values.isAdmin !== user.isAdmin) changes.isAdmin = values.isAdmin;
  if (notes !== (user.notes ?? null)) changes.notes = notes;
  return changes;
}

/** After a refused submit, shows the tab of the first invalid field and puts focus on it. */
function ShowInvalidTab({ tab, onTab }: { tab: EditTab; onTab: (tab: EditTab) => void }) {
  const { submitCount, isSubmitting, errors } = useFormikContext<EditValues>();
  const handled = useRef(0);
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    const field = FIELDS.find((name) => getIn(errors, name) !== undefined);
    if (!field) return;
    const target = TAB_OF_FIELD[field];
    if (target && target !== tab) {
      pendingFocus.current = field;
      onTab(target);
    }
  }, [submitCount, isSubmitting, errors, tab, onTab]);
  useEffect(() => {
    const field = pendingFocus.current;
    if (!field) return;
    pendingFocus.current = null;
    document.querySelector<HTMLElement>(`[role="dialog"] [name="${field}"]`)?.focus();
  }, [tab]);
  return null;
}

function TabPanel({
  id,
  tab,
  current,
  children,
}: {
  id: string;
  tab: EditTab;
  current: EditTab;
  children: ReactNode;
}) {
  return (
    <Box
      role="tabpanel"
      id={`${id}-panel-${tab}`}
      aria-labelledby={`${id}-tab-${tab}`}
      hidden={tab !== current}
      sx={{ pt: 2, display: tab === current ? 'grid' : 'none', gap: 2.5 }}
    >
      {children}
    </Box>
  );
}

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
      {children}
    </Typography>
  );
}

const boxSx = { p: 2, border: '1px solid', borderColor: 'divider', borderRadius: 2 } as const;

function SecurityTab({
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

function PermissionsTab() {
  const { values } = useFormikContext<EditValues>();
  return (
    <>
      <FormSwitch
        name="isAdmin"
        label="Administrator Role"
        hint="Administrators can open this panel. The change applies when you save."
      />
      <Box sx={boxSx}>
        <SectionTitle>Administrator capabilities</SectionTitle>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {values.isAdmin
            ? 'With the administrator role, this user can:'
            : 'A regular user has no administrative access. With the administrator role, this user could:'}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {ADMIN_CAPABILITIES.map((capability) => (
            <li key={capability}>
              <Typography variant="body2">{capability}</Typography>
            </li>
          ))}
        </Box>
      </Box>
    </>
  );
}

interface EditUserDialogProps {
  /** The user as listed now (kept up to date while the dialog is open); null when closed. */
  user: AdminUser | null;
  onClose: () => void;
  actions: UserActions;
  /** Asks for a confirmation (suspend, reactivate) above this dialog. */
  onConfirm: (confirmation: UserConfirmation) => void;
}

export function EditUserDialog({ user, onClose, actions, onConfirm }: EditUserDialogProps) {
  const id = useId();
  const [tab, setTab] = useState<EditTab>('account');
  const [activityWanted, setActivityWanted] = useState(false);
  const [update] = useUpdateAdminUserMutation();
  const { toast } = useToast();
  // The last user shown stays while the dialog fades out.
  const [shown, setShown] = useState<AdminUser | null>(user);
  if (user && user !== shown) setShown(user);
  // Each opening starts on the Account tab.
  const [openFor, setOpenFor] = useState<string | null>(null);
  if ((user?.id ?? null) !== openFor) {
    setOpenFor(user?.id ?? null);
    if (user) {
      setTab('account');
      setActivityWanted(false);
    }
  }
  const current = shown ?? EMPTY_USER;
  // Read when the form mounts (each opening); later updates of the user do not reset what was typed.
  const initialValues = useMemo(() => valuesOf(current), [current]);

  const selectTab = (next: EditTab) => {
    setTab(next);
    if (next === 'activity') setActivityWanted(true);
  };

  const submit = async (values: EditValues, helpers: FormDialogHelpers<EditValues>) => {
    if (!shown) return;
    const changes = changesOf(shown, values);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    try {
      const saved = await update({ id: shown.id, changes }).unwrap();
      const name = saved?.username ?? values.username.trim();
      toast({
        title: USER_TOASTS.updated,
        description:
          changes.isAdmin !== undefined
            ? adminStatusText(name, changes.isAdmin)
            : changes.emailVerified !== undefined
              ? verificationStatusText(name, changes.emailVerified)
              : `The details of ${name} have been saved.`,
      });
      onClose();
    } catch (error) {
      toast({
        title: USER_TOASTS.updateFailed.title,
        description: errorMessage(error, USER_TOASTS.updateFailed.fallback),
        variant: 'destructive',
      });
      const errors = toFormikErrors<EditValues>(error);
      if (errors) helpers.setErrors(errors);
    }
  };

  return (
    <FormDialog<EditValues>
      open={user !== null}
      onClose={onClose}
      title="Edit User"
      formLabel={`Edit ${current.username}`}
      intro={
        <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {`${current.username} · ${current.email}`}
        </Typography>
      }
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
      fieldOrder={FIELDS}
      submitLabel="Save Changes"
      submittingLabel="Saving..."
      maxWidth="md"
    >
      <ShowInvalidTab tab={tab} onTab={selectTab} />
      <Tabs
        value={tab}
        onChange={(_event, next: EditTab) => selectTab(next)}
        aria-label="User details"
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {EDIT_TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={TAB_LABELS[name]}
            id={`${id}-tab-${name}`}
            aria-controls={`${id}-panel-${name}`}
          />
        ))}
      </Tabs>

      <TabPanel id={id} tab="account" current={tab}>
        <FormTextField name="username" label="Username" required autoComplete="off" />
        <FormTextField name="email" label="Email" type="email" required autoComplete="off" />
        <FormSwitch
          name="emailVerified"
          label="Email Verified"
          hint="An unverified user cannot open the member area until the address is verified."
        />
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Box component="dt" sx={{ fontWeight: 700 }}>
              Account created:
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              <time dateTime={current.createdAt}>{formatDate(current.createdAt)}</time>
            </Box>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Box component="dt" sx={{ fontWeight: 700 }}>
              Last sign-in:
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {current.lastLoginAt ? (
                <time dateTime={current.lastLoginAt}>{formatDateTime(current.lastLoginAt)}</time>
              ) : (
                'Never'
              )}
            </Box>
          </Box>
        </Box>
      </TabPanel>

      <TabPanel id={id} tab="security" current={tab}>
        <SecurityTab user={current} actions={actions} onConfirm={onConfirm} />
      </TabPanel>

      <TabPanel id={id} tab="permissions" current={tab}>
        <PermissionsTab />
      </TabPanel>

      <TabPanel id={id} tab="activity" current={tab}>
        {activityWanted && shown && <UserActivity userId={shown.id} />}
      </TabPanel>

      <TabPanel id={id} tab="notes" current={tab}>
        <FormTextField
          name="notes"
          label="Internal Notes"
          multiline
          minRows={5}
          helperText="These notes are only visible to administrators"
        />
      </TabPanel>
    </FormDialog>
  );
}
