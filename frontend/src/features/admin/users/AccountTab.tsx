import type { AdminUser } from '@bb/shared/admin';
import Box from '@mui/material/Box';
import { FormTextField } from '../../../components/form/fields';
import { FormSwitch } from '../../../components/form/FormSwitch';
import { formatDate, formatDateTime } from '../format';

/** Account: username, email, its verification, and when the account was created and last used. */
export function AccountTab({ current }: { current: AdminUser }) {
  return (
    <>
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
    </>
  );
}
