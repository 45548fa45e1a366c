import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type SvgIcon from '@mui/material/SvgIcon';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import { useSignOut } from '../auth/useSignOut';

/** A page of the signed-in person's own account, offered in the menu. */
export interface AccountMenuLink {
  to: string;
  label: string;
  /** An MUI icon before the label (decorative). */
  icon: typeof SvgIcon;
  /** Router state for the page (e.g. which dialog to open there). */
  state?: unknown;
}

export interface AccountMenuProps {
  username: string;
  /** Shown in the avatar (hidden from screen readers: the button's name has the username). */
  initials: string;
  links: readonly AccountMenuLink[];
}

/** The menu button's accessible name (it contains the visible username, WCAG 2.5.3). */
export function accountMenuLabel(username: string): string {
  return `Account menu for ${username}`;
}

/**
 * The header's account menu of a signed-in area: a button with the avatar and the username (the
 * username is hidden on phones; the button's name keeps it), opening a menu with the person's own
 * account pages and Sign Out (the same sign-out as the sidebar's button). MUI's Menu gives the
 * keyboard behaviour: Enter or Space open it with focus on the first item, the arrow keys move,
 * Escape closes it and focus returns to the button.
 */
export function AccountMenu({ username, initials, links }: AccountMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const buttonId = useId();
  const menuId = useId();
  const { signOut, signingOut } = useSignOut();
  const close = () => setAnchor(null);

  return (
    <>
      <ButtonBase
        id={buttonId}
        aria-label={accountMenuLabel(username)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(open ? null : event.currentTarget)}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          minHeight: 44,
          minWidth: 44,
          maxWidth: { xs: 'none', sm: 260 },
          px: 0.5,
          borderRadius: 6,
          flexShrink: 0,
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <Avatar
          aria-hidden="true"
          sx={{
            width: 36,
            height: 36,
            fontSize: '0.95rem',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {initials}
        </Avatar>
        <Box
          component="span"
          sx={{
            display: { xs: 'none', sm: 'block' },
            fontWeight: 700,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {username}
        </Box>
        <ExpandMoreIcon aria-hidden="true" fontSize="small" sx={{ mr: 0.5 }} />
      </ButtonBase>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: false } }}
      >
        {links.map(({ to, label, icon: Icon, state }) => (
          <MenuItem
            key={label}
            component={RouterLink}
            to={to}
            state={state}
            onClick={close}
            sx={{ minHeight: 44 }}
          >
            <ListItemIcon>
              <Icon aria-hidden="true" fontSize="small" />
            </ListItemIcon>
            {label}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          disabled={signingOut}
          onClick={() => {
            close();
            void signOut();
          }}
          sx={{ minHeight: 44 }}
        >
          <ListItemIcon>
            <LogoutIcon aria-hidden="true" fontSize="small" />
          </ListItemIcon>
          {signingOut ? 'Signing Out...' : 'Sign Out'}
        </MenuItem>
      </Menu>
    </>
  );
}
