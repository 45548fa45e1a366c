import { useFormikContext } from 'formik';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { STORED_STAFF_ROLE_CODES } from '@bb/shared/staff-roles';
import { FormSwitch } from '../../../components/form/FormSwitch';
import { RoleCheckboxes } from './RoleCheckboxes';
import type { EditValues } from './editUserForm';
import { boxSx, SectionTitle } from './EditUserTabPanel';

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

/**
 * Permissions: the spec's Administrator Role switch and what it allows, then the other staff roles
 * as checkboxes with their descriptions (issue 45). Saved with Save Changes.
 */
export function PermissionsTab() {
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
      <Box sx={boxSx}>
        <RoleCheckboxes
          name="roles"
          legend="Other staff roles"
          hint="Each opens part of this panel; an administrator already has them all. The change applies when you save."
          codes={STORED_STAFF_ROLE_CODES}
        />
      </Box>
    </>
  );
}
