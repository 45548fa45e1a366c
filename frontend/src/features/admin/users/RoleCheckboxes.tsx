import { useId } from 'react';
import { useField } from 'formik';
import { STAFF_ROLES, type StaffRoleCode } from '@bb/shared/staff-roles';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';

// The staff roles as checkboxes, each with its one-line description tied to it (aria-describedby),
// in a fieldset: Create User (all five; the Administrator checkbox is the spec's isAdmin) and the
// Edit User dialog's Permissions tab (the four beside the spec's Administrator Role switch).

interface RoleCheckboxesProps {
  /** A Formik field holding the chosen role codes (kept in the table's order). */
  name: string;
  legend: string;
  /** A line under the legend. */
  hint?: string;
  /** The roles offered, in the table's order. */
  codes: readonly StaffRoleCode[];
}

function RoleCheckbox({
  name,
  code,
  checked,
  onChange,
  onBlur,
}: {
  name: string;
  code: StaffRoleCode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur: (event: React.FocusEvent) => void;
}) {
  const role = STAFF_ROLES.find((r) => r.code === code)!;
  const descriptionId = useId();
  return (
    <Box>
      <FormControlLabel
        sx={{ mr: 0 }}
        label={
          <Box component="span" sx={{ fontWeight: 700 }}>
            {role.label}
          </Box>
        }
        control={
          <Checkbox
            name={name}
            value={code}
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={onBlur}
            slotProps={{ input: { 'aria-describedby': descriptionId } as object }}
          />
        }
      />
      <Typography
        id={descriptionId}
        variant="body2"
        sx={{ color: 'text.secondary', pl: 4, mt: -0.5 }}
      >
        {role.description}
      </Typography>
    </Box>
  );
}

/** The roles `codes` as checkboxes with their descriptions; the field holds the checked codes. */
export function RoleCheckboxes({ name, legend, hint, codes }: RoleCheckboxesProps) {
  const [field, , helpers] = useField<StaffRoleCode[]>(name);
  const hintId = useId();
  const chosen = field.value ?? [];
  const toggle = (code: StaffRoleCode, checked: boolean) => {
    // In the table's order, whatever the order of the clicks; roles not offered here are kept.
    const next = STAFF_ROLES.map((r) => r.code).filter((c) =>
      c === code ? checked : chosen.includes(c),
    );
    void helpers.setValue(next);
  };
  return (
    <FormControl
      component="fieldset"
      aria-describedby={hint ? hintId : undefined}
      sx={{ width: '100%', border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <Box component="legend" sx={{ typography: 'body1', fontWeight: 700, p: 0, mb: 0.5 }}>
        {legend}
      </Box>
      {hint && (
        <FormHelperText id={hintId} sx={{ mt: 0, mb: 1, mx: 0 }}>
          {hint}
        </FormHelperText>
      )}
      <Box sx={{ display: 'grid', gap: 1 }}>
        {codes.map((code) => (
          <RoleCheckbox
            key={code}
            name={name}
            code={code}
            checked={chosen.includes(code)}
            onChange={(checked) => toggle(code, checked)}
            onBlur={field.onBlur}
          />
        ))}
      </Box>
    </FormControl>
  );
}
