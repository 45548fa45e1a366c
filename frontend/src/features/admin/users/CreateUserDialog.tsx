import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import Typography from '@mui/material/Typography';
import * as yup from 'yup';
import { useCreateAdminUserMutation } from '../../../api/admin/users';
import { errorMessage } from '../../../api/base';
import { username } from '../../../components/form/accountRules';
import { FormTextField } from '../../../components/form/fields';
import { FormDialog, type FormDialogHelpers } from '../../../components/form/FormDialog';
import { email as emailRule } from '../../../components/form/rules';
import { useToast } from '../../../components/toast/useToast';
import { USER_TOASTS } from './useUserActions';
import { useSubmitFailure } from '../../../components/form/useSubmitFailure';
import { STAFF_ROLE_CODES, type StaffRoleCode } from '@bb/shared/staff-roles';
import { RoleCheckboxes } from './RoleCheckboxes';

interface CreateValues {
  username: string;
  email: string;
  /** The staff roles to give; 'administrator' is the spec's isAdmin. */
  roles: StaffRoleCode[];
}

const INITIAL: CreateValues = { username: '', email: '', roles: [] };
const FIELDS = ['username', 'email', 'roles'] as const;

// Both fields are required (their messages stay on them until filled); a submit that stops at a
// missing one also shows the spec's 'Missing Information' toast.
const schema = yup.object({
  username: username({ required: true }),
  email: emailRule(),
});

/** The spec's 'Missing Information' toast for a submit that stopped at an empty field. */
function MissingInformationToast() {
  const { toast } = useToast();
  const { submitCount, isSubmitting, values } = useFormikContext<CreateValues>();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (!values.username.trim() || !values.email.trim()) {
      toast({ ...USER_TOASTS.missing, variant: 'destructive' });
    }
  }, [submitCount, isSubmitting, values, toast]);
  return null;
}

/**
 * Create User: username, e-mail and the staff roles (checkboxes with their descriptions; the
 * Administrator one is the spec's isAdmin switch). The account receives the set-password e-mail,
 * naming the roles. A refusal keeps the dialog open with what was typed.
 */
export function CreateUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [create] = useCreateAdminUserMutation();
  const { toast } = useToast();
  const submitFailed = useSubmitFailure();

  const submit = async (values: CreateValues, helpers: FormDialogHelpers<CreateValues>) => {
    try {
      // The spec's body (username, email, isAdmin); the roles too when any other is checked.
      const others = values.roles.some((code) => code !== 'administrator');
      await create({
        username: values.username.trim(),
        email: values.email.trim(),
        ...(others ? { roles: values.roles } : {}),
        isAdmin: values.roles.includes('administrator'),
      }).unwrap();
      toast(USER_TOASTS.created);
      onClose();
    } catch (error) {
      submitFailed(
        error,
        helpers,
        USER_TOASTS.createFailed.title,
        errorMessage(error, USER_TOASTS.createFailed.fallback),
      );
    }
  };

  return (
    <FormDialog<CreateValues>
      open={open}
      onClose={onClose}
      title="Create New User"
      formLabel="New user"
      intro={
        <Typography sx={{ mb: 1 }}>
          The new user receives an email with a link to set their password, and can sign in once
          they have set it.
        </Typography>
      }
      initialValues={INITIAL}
      validationSchema={schema}
      onSubmit={submit}
      fieldOrder={FIELDS}
      submitLabel="Create User"
      submittingLabel="Creating..."
    >
      <MissingInformationToast />
      <FormTextField name="username" label="Username" required autoComplete="off" />
      <FormTextField name="email" label="Email" type="email" required autoComplete="off" />
      <RoleCheckboxes
        name="roles"
        legend="Roles"
        hint="Staff roles open the parts of this panel they name; with none, the user is a member. The invitation e-mail names them."
        codes={STAFF_ROLE_CODES}
      />
    </FormDialog>
  );
}
