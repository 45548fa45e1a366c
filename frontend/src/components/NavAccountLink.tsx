import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useGetCurrentUserQuery } from '../api/auth';
import { isStaff } from './auth/isStaff';

export const SIGN_IN_LABEL = 'Sign In';
export const MY_ACCOUNT_LABEL = 'My Account';
const LABELS = [SIGN_IN_LABEL, MY_ACCOUNT_LABEL] as const;

export interface AccountLinkTarget {
  to: string;
  label: (typeof LABELS)[number];
}

/**
 * Where the public site's account link goes: a visitor to the sign-in page; a signed-in member to
 * their dashboard; staff (any staff role) to the admin panel, their home after signing in. Until the
 * current user has loaded (and so in a prerendered page, which is a visitor's) it is Sign In.
 */
export function useAccountLinkTarget(): AccountLinkTarget {
  const { data: user } = useGetCurrentUserQuery();
  if (!user) return { to: '/login', label: SIGN_IN_LABEL };
  return { to: isStaff(user) ? '/admin' : '/my/dashboard', label: MY_ACCOUNT_LABEL };
}

interface NavAccountLinkProps {
  sx?: SxProps<Theme>;
  onClick?: () => void;
}

/**
 * The navigation bar's Sign In / My Account link. Both labels sit in the same grid cell and the
 * one not in use is hidden, so the link is as wide as the longer of them: switching to My Account
 * after hydration moves nothing.
 */
export function NavAccountLink({ sx, onClick }: NavAccountLinkProps) {
  const { to, label } = useAccountLinkTarget();
  return (
    <Box
      component={RouterLink}
      to={to}
      onClick={onClick}
      sx={[
        {
          display: 'inline-grid',
          alignItems: 'center',
          justifyItems: 'center',
          minHeight: 44,
          px: 2,
          borderRadius: 999,
          border: '2px solid currentColor',
          color: 'inherit',
          fontWeight: 700,
          whiteSpace: 'nowrap',
          textDecoration: 'none',
          textUnderlineOffset: '0.35em',
          textDecorationThickness: '2px',
          '&:hover': { textDecorationLine: 'underline' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {LABELS.map((text) => (
        <Box
          key={text}
          component="span"
          aria-hidden={text === label ? undefined : 'true'}
          sx={{ gridArea: '1 / 1', visibility: text === label ? 'visible' : 'hidden' }}
        >
          {text}
        </Box>
      ))}
    </Box>
  );
}
