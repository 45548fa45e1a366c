import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { AdminUser } from '@bb/shared/admin';
import { getIn, useFormikContext } from 'formik';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useUpdateAdminUserMutation } from '../../../api/admin/users';
import { errorMessage } from '../../../api/base';
import { FormDialog, type FormDialogHelpers } from '../../../components/form/FormDialog';
import { useToast } from '../../../components/toast/useToast';
import { AccountTab } from './AccountTab';
import {
  changesOf,
  EDIT_TABS,
  EMPTY_USER,
  FIELDS,
  schema,
  TAB_LABELS,
  TAB_OF_FIELD,
  valuesOf,
  type EditTab,
  type EditValues,
} from './editUserForm';
import { TabPanel } from './EditUserTabPanel';
import { NotesTab } from './NotesTab';
import { PermissionsTab } from './PermissionsTab';
import { SecurityTab } from './SecurityTab';
import { UserActivity } from './UserActivity';
import {
  adminStatusText,
  rolesStatusText,
  USER_TOASTS,
  verificationStatusText,
  type UserActions,
} from './useUserActions';
import type { UserConfirmation } from './UserConfirmDialog';
import { useSubmitFailure } from '../../../components/form/useSubmitFailure';

// Edit User (spec 001, "Admin User Management"): five tabs (Account, Security, Permissions,
// Activity, Notes), Cancel and Save Changes. Save sends only what changed; Send Reset Email,
// Suspend / Reactivate and Reset Two-Factor act at once (the last two confirmed). A refusal keeps
// the dialog open with what was typed. This file keeps the dialog and its tab switching; each
// tab is its own file beside it, the form's values and checks are in editUserForm.ts.

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
  const submitFailed = useSubmitFailure();
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
          changes.roles !== undefined
            ? rolesStatusText(name, changes.roles)
            : changes.isAdmin !== undefined
              ? adminStatusText(name, changes.isAdmin)
              : changes.emailVerified !== undefined
                ? verificationStatusText(name, changes.emailVerified)
                : `The details of ${name} have been saved.`,
      });
      onClose();
    } catch (error) {
      submitFailed(
        error,
        helpers,
        USER_TOASTS.updateFailed.title,
        errorMessage(error, USER_TOASTS.updateFailed.fallback),
      );
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
        <AccountTab current={current} />
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
        <NotesTab />
      </TabPanel>
    </FormDialog>
  );
}
