import { roleLabels } from '@bb/shared/staff-roles';
import { isStaff } from '../../components/auth/isStaff';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useField, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  useCancelEmailChangeMutation,
  useResendEmailChangeMutation,
  useUpdateProfileMutation,
  type ProfileChanges,
} from '../../api/account';
import { useGetCurrentUserQuery, type User } from '../../api/auth';
import { errorMessage } from '../../api/base';
import { username } from '../../components/form/accountRules';
import { AccessibleForm } from '../../components/form/AccessibleForm';
import { AccessibleFormik } from '../../components/form/AccessibleFormik';
import { email } from '../../components/form/rules';
import { PageHeading } from '../../components/page/PageHeading';
import { StatusChip } from '../../components/status/StatusChip';
import { useToast } from '../../components/toast/useToast';
import { MemberPageMeta } from './memberUi';
import { useSubmitFailure } from '../../components/form/useSubmitFailure';
import { Columns } from '../../components/page/Columns';
import { OutlinedSection } from '../../components/page/OutlinedSection';

const schema = yup.object({
  username: username({ required: false }),
  email: email(),
});

const FIELD_ORDER = ['username', 'email'] as const;

interface ProfileValues {
  username: string;
  email: string;
}

/** The fields whose trimmed values differ from the user's (the e-mail compared without case). */
export function profileChanges(user: User, values: ProfileValues): ProfileChanges {
  const changes: ProfileChanges = {};
  const username = values.username.trim();
  const address = values.email.trim();
  if (username !== user.username) changes.username = username;
  if (address.toLowerCase() !== user.email.toLowerCase()) changes.email = address;
  return changes;
}

function ProfileField({
  name,
  label,
  editing,
  type = 'text',
  autoComplete,
  inputRef,
}: {
  name: keyof ProfileValues;
  label: string;
  editing: boolean;
  type?: string;
  autoComplete: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <TextField
      {...field}
      id={`profile-${name}`}
      label={label}
      type={type}
      fullWidth
      required={editing}
      autoComplete={autoComplete}
      error={Boolean(error)}
      helperText={error ?? (editing ? undefined : 'Press Edit Profile to change it.')}
      inputRef={inputRef}
      slotProps={{
        htmlInput: { readOnly: !editing, 'aria-readonly': !editing || undefined },
      }}
    />
  );
}

function ProfileForm({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const [update] = useUpdateProfileMutation();
  const { toast } = useToast();
  const submitFailed = useSubmitFailure();
  const usernameInput = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEdit = useRef(false);

  useEffect(() => {
    if (editing) usernameInput.current?.focus();
    else if (focusEdit.current) {
      focusEdit.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const stopEditing = () => {
    focusEdit.current = true;
    setEditing(false);
  };

  const onSubmit = async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
    const changes = profileChanges(user, values);
    if (Object.keys(changes).length === 0) {
      helpers.resetForm();
      stopEditing();
      return;
    }
    try {
      const updated = await update(changes).unwrap();
      toast({
        title: 'Profile Updated',
        description:
          changes.email !== undefined && updated.pendingEmail
            ? `We sent a confirmation link to ${updated.pendingEmail}. Your email address changes when you follow it; until then it stays ${updated.email}.`
            : 'Your profile has been saved.',
      });
      helpers.resetForm({ values: { username: updated.username, email: updated.email } });
      stopEditing();
    } catch (error) {
      submitFailed(
        error,
        helpers,
        'Update failed',
        errorMessage(error, 'Your profile could not be saved. Please try again.'),
      );
    }
  };

  return (
    <AccessibleFormik<ProfileValues>
      initialValues={{ username: user.username, email: user.email }}
      enableReinitialize={!editing}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, resetForm }) => (
        <AccessibleForm label="Profile" fieldOrder={FIELD_ORDER} sx={{ display: 'grid', gap: 2.5 }}>
          <ProfileField
            name="username"
            label="Username"
            editing={editing}
            autoComplete="username"
            inputRef={usernameInput}
          />
          <ProfileField
            name="email"
            label="Email"
            type="email"
            editing={editing}
            autoComplete="email"
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            {editing ? (
              <>
                {/*
                  Keys: Save Changes must be a new element, not Edit Profile turned into a submit
                  button during its own click (the browser would then submit the form).
                */}
                <Button key="save" type="submit" variant="contained" disabled={isSubmitting}>
                  {isSubmitting ? 'Saving...' : 'Save Changes'}
                </Button>
                <Button
                  key="cancel"
                  type="button"
                  variant="outlined"
                  disabled={isSubmitting}
                  onClick={() => {
                    resetForm();
                    stopEditing();
                  }}
                >
                  Cancel
                </Button>
              </>
            ) : (
              <Button
                key="edit"
                ref={editButton}
                type="button"
                variant="contained"
                startIcon={<EditOutlinedIcon />}
                onClick={() => setEditing(true)}
              >
                Edit Profile
              </Button>
            )}
          </Box>
        </AccessibleForm>
      )}
    </AccessibleFormik>
  );
}

function StatusRow({ label, value, good }: { label: string; value: string; good: boolean }) {
  return (
    <Box
      component="div"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        py: 1.5,
        borderBottom: '1px solid',
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box component="dt" sx={{ fontWeight: 700 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        <StatusChip label={value} tone={good ? 'secondary' : 'error'} />
      </Box>
    </Box>
  );
}

/**
 * A change of address waiting for its link (PATCH /api/user keeps the address in force until then):
 * the new address, and Resend and Cancel.
 */
function PendingEmailChange({ email, pendingEmail }: { email: string; pendingEmail: string }) {
  const [resend, resending] = useResendEmailChangeMutation();
  const [cancel, cancelling] = useCancelEmailChangeMutation();
  const { toast, toastFailure } = useToast();
  const busy = resending.isLoading || cancelling.isLoading;

  const onResend = async () => {
    try {
      const { message } = await resend().unwrap();
      toast({ title: 'Email Sent', description: message });
    } catch (error) {
      toastFailure(error, 'Error', 'The confirmation link could not be sent. Please try again.');
    }
  };
  const onCancel = async () => {
    try {
      const updated = await cancel().unwrap();
      toast({
        title: 'Email Change Cancelled',
        description: `Your email address stays ${updated.email}.`,
      });
    } catch (error) {
      toastFailure(error, 'Error', 'The change could not be cancelled. Please try again.');
    }
  };

  return (
    <Alert
      severity="info"
      variant="outlined"
      component="section"
      // A lasting part of the page, not an announcement (Alert's own role is "alert").
      role="region"
      aria-labelledby="pending-email-title"
      sx={{ mt: 2.5, '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle id="pending-email-title" component="h3" sx={{ fontWeight: 700 }}>
        New email address waiting for confirmation
      </AlertTitle>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        We sent a confirmation link to <strong>{pendingEmail}</strong>. Your email address stays{' '}
        <strong>{email}</strong> until you follow that link.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
        <Button variant="outlined" color="inherit" disabled={busy} onClick={() => void onResend()}>
          {resending.isLoading ? 'Sending...' : 'Resend Confirmation Email'}
        </Button>
        <Button variant="outlined" color="inherit" disabled={busy} onClick={() => void onCancel()}>
          {cancelling.isLoading ? 'Cancelling...' : 'Cancel Email Change'}
        </Button>
      </Box>
    </Alert>
  );
}

/** /my/profile: the username and e-mail (editable on request) and the account's status. */
export default function ProfilePage() {
  const { data: user } = useGetCurrentUserQuery();
  if (!user) return null;
  return (
    <>
      <MemberPageMeta title="Profile" description="Your username, e-mail address and account." />
      <PageHeading title="Profile" subtitle="Manage your account details" />
      <Columns from={{ md: '2fr 1fr' }} align="start">
        <OutlinedSection id="profile-details" title="Personal Information" headingGap={2.5}>
          <ProfileForm user={user} />
          {user.pendingEmail && (
            <PendingEmailChange email={user.email} pendingEmail={user.pendingEmail} />
          )}
        </OutlinedSection>
        <OutlinedSection id="account-status" title="Account Status" headingGap={1}>
          <Box component="dl" sx={{ m: 0 }}>
            <StatusRow
              label="Email"
              value={user.emailVerified ? 'Verified' : 'Not Verified'}
              good={user.emailVerified}
            />
            <StatusRow
              label="Account Type"
              value={isStaff(user) ? roleLabels(user.roles) : 'User'}
              good
            />
          </Box>
        </OutlinedSection>
      </Columns>
    </>
  );
}
