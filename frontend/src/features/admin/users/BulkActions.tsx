import { useState } from 'react';
import type { AdminUser } from '@bb/shared/admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import {
  useRunBulkUserActionMutation,
  type BulkUserAction,
  type BulkUserResult,
} from '../../../api/admin/users';
import { ConfirmDialog } from '../../../components/dialog/ConfirmDialog';
import { useToast } from '../../../components/toast/useToast';
import { visuallyHidden } from '../../../lib/visuallyHidden';

// The selection bar: 'N user(s) selected', Bulk Actions (verify, send password reset, suspend,
// delete: each confirmed, then done user by user with the row menu's endpoints and summed up in a
// toast) and Clear. The selection is cleared after a bulk action.

const usersWord = (n: number) => (n === 1 ? 'user' : 'users');

export const BULK_ACTIONS: readonly {
  action: BulkUserAction;
  label: string;
  title: string;
  destructive: boolean;
  message: (n: number) => string;
  /** '3 of 4 users suspended.' */
  result: (done: number, of: number) => string;
}[] = [
  {
    action: 'verify',
    label: 'Verify Email',
    title: 'Verify Email Addresses',
    destructive: false,
    message: (n) => `Mark the email addresses of the ${n} selected ${usersWord(n)} as verified?`,
    result: (done, of) => `${done} of ${of} ${usersWord(of)} verified.`,
  },
  {
    action: 'send-password-reset',
    label: 'Send Password Reset',
    title: 'Send Password Reset Emails',
    destructive: false,
    message: (n) => `Send a password reset email to the ${n} selected ${usersWord(n)}?`,
    result: (done, of) => `Password reset emails sent to ${done} of ${of} ${usersWord(of)}.`,
  },
  {
    action: 'suspend',
    label: 'Suspend',
    title: 'Suspend Users',
    destructive: true,
    message: (n) =>
      `Suspend the ${n} selected ${usersWord(n)}? They will be signed out at once and cannot sign in until reactivated.`,
    result: (done, of) => `${done} of ${of} ${usersWord(of)} suspended.`,
  },
  {
    action: 'delete',
    label: 'Delete',
    title: 'Delete Users',
    destructive: true,
    message: (n) =>
      `Are you sure you want to delete the ${n} selected ${usersWord(n)}? This action cannot be undone.`,
    result: (done, of) => `${done} of ${of} ${usersWord(of)} deleted.`,
  },
];

/** 'N user(s) selected' (the spec's text). */
export const selectionText = (n: number) => `${n} user(s) selected`;

interface SelectionBarProps {
  /** The selected users (those still listed). */
  users: readonly AdminUser[];
  onClear: () => void;
}

/** Why the first few refused, by username. */
function refusals(result: BulkUserResult, users: readonly AdminUser[]): string {
  const name = (id: string) => users.find((u) => u.id === id)?.username ?? id;
  return result.failed
    .slice(0, 3)
    .map(({ id, message }) => `${name(id)}: ${message}`)
    .join(' ');
}

export function SelectionBar({ users, onClear }: SelectionBarProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pending, setPending] = useState<(typeof BULK_ACTIONS)[number] | null>(null);
  // The dialog keeps its texts while it fades out.
  const [shown, setShown] = useState(pending);
  if (pending && pending !== shown) setShown(pending);
  const [run] = useRunBulkUserActionMutation();
  const { toast, toastFailure } = useToast();
  const count = users.length;

  const confirm = async () => {
    if (!pending) return;
    const ids = users.map((u) => u.id);
    try {
      const result = await run({ action: pending.action, ids }).unwrap();
      const summary = pending.result(result.succeeded.length, ids.length);
      if (result.failed.length === 0) {
        toast({ title: 'Bulk Action Completed', description: summary });
      } else {
        toast({
          title: 'Bulk Action Incomplete',
          description: `${summary} ${refusals(result, users)}`,
          variant: 'destructive',
        });
      }
    } catch (error) {
      toastFailure(error, 'Bulk Action Failed', 'The bulk action could not be run.');
    }
    setPending(null);
    onClear();
  };

  return (
    <>
      <Box role="status" sx={visuallyHidden}>
        {count > 0 ? selectionText(count) : ''}
      </Box>
      <Box>
        {count > 0 && (
          <Paper
            variant="outlined"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1.5,
              px: 2,
              py: 1.5,
              mb: 2,
              borderColor: 'primary.main',
            }}
          >
            <Typography sx={{ fontWeight: 700 }} aria-hidden="true">
              {selectionText(count)}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                endIcon={<ArrowDropDownIcon />}
                aria-haspopup="menu"
                aria-expanded={anchor !== null}
                onClick={(event) => setAnchor(event.currentTarget)}
              >
                Bulk Actions
              </Button>
              <Button variant="outlined" onClick={onClear}>
                Clear
              </Button>
            </Box>
          </Paper>
        )}
      </Box>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {BULK_ACTIONS.map((item) => (
          <MenuItem
            key={item.action}
            onClick={() => {
              setAnchor(null);
              setPending(item);
            }}
            sx={item.action === 'delete' ? { color: 'error.main' } : undefined}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={shown?.title ?? ''}
        formLabel={shown?.title ?? ''}
        destructive={shown?.destructive ?? false}
        confirmLabel={shown?.label ?? ''}
        message={<Typography>{shown?.message(count) ?? ''}</Typography>}
        onConfirm={confirm}
      />
    </>
  );
}
