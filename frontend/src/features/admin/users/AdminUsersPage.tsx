import { useCallback, useMemo, useRef, useState } from 'react';
import { matchesUserFilters, type AdminUser } from '@bb/shared/admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import LockResetIcon from '@mui/icons-material/LockReset';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import RemoveModeratorOutlinedIcon from '@mui/icons-material/RemoveModeratorOutlined';
import SearchIcon from '@mui/icons-material/Search';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { useGetAdminStatsQuery } from '../../../api/admin/stats';
import { downloadUserExport, useGetAdminUsersQuery } from '../../../api/admin/users';
import { useGetCurrentUserQuery } from '../../../api/auth';
import { errorMessage } from '../../../api/base';
import { LoadError } from '../../../components/page/LoadError';
import { PageHeading } from '../../../components/page/PageHeading';
import { StatCard, StatCardList } from '../../../components/page/StatCard';
import { Spinner } from '../../../components/Spinner';
import { PrivatePageMeta } from '../../../components/PageMeta';
import { useFocusRescue } from '../../../components/dialog/useFocusRescue';
import { pageCount, PaginationBar } from '../../../components/table/PaginationBar';
import { useToast } from '../../../components/toast/useToast';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { formatCount } from '../format';
import { SelectionBar } from './BulkActions';
import { CreateUserDialog } from './CreateUserDialog';
import { EditUserDialog } from './EditUserDialog';
import { UserConfirmDialog, type UserConfirmation } from './UserConfirmDialog';
import { UsersTable } from './UsersTable';
import { useUserActions } from './useUserActions';
import { sortUsers, USER_PAGE_SIZES, useUserListState, type UserListState } from './userListState';

// /admin/users (spec 001, "Admin User Management"): Create User, the four figures, the 'All Users'
// table with search, role and status filters, Export, sorting, selection with Bulk Actions, the row
// menu, pagination, and the Edit User dialog. Filters, sort, page and page size are in the URL.

export const EMPTY_TEXT = 'No users found. Create your first user to get started.';
export const NO_MATCH_TEXT = 'No users match the search and filters.';

function Figures() {
  const { data: s, isLoading, isError, refetch } = useGetAdminStatsQuery();
  if (isError) return <LoadError what="the user figures" onRetry={() => void refetch()} />;
  const line = (text: string) => (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {text}
    </Typography>
  );
  return (
    <StatCardList>
      <StatCard
        icon={<PeopleOutlinedIcon />}
        label="Total Users"
        value={formatCount(s?.users.total ?? 0)}
        loading={isLoading}
      >
        {s && line(`${formatCount(s.users.newThisMonth)} new this month`)}
      </StatCard>
      <StatCard
        icon={<AdminPanelSettingsOutlinedIcon />}
        label="Administrators"
        value={formatCount(s?.users.admins ?? 0)}
        loading={isLoading}
      />
      <StatCard
        icon={<VerifiedUserOutlinedIcon />}
        label="Verified Users"
        value={formatCount(s?.users.verified ?? 0)}
        loading={isLoading}
      />
      <StatCard
        icon={<MarkEmailUnreadOutlinedIcon />}
        label="Unverified"
        value={formatCount(s?.users.unverified ?? 0)}
        loading={isLoading}
      >
        {s && s.users.suspended > 0 && line(`${formatCount(s.users.suspended)} suspended in all`)}
      </StatCard>
    </StatCardList>
  );
}

/**
 * The search box. It keeps what is typed itself: the URL follows a moment later (a router
 * navigation), and a box that showed the URL's value would lose the keys typed meanwhile. When the
 * URL changes otherwise (the navigation's Users link, Back), the box shows the URL's value.
 */
function SearchBox({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // What this box wrote that the URL has not shown yet, oldest first.
  const [written, setWritten] = useState<readonly string[]>([]);
  if (value !== seen) {
    setSeen(value);
    const mine = written.indexOf(value);
    if (mine >= 0) {
      setWritten(written.slice(mine + 1));
    } else {
      setWritten([]);
      setText(value);
    }
  }
  return (
    <TextField
      type="search"
      label="Search"
      placeholder="Search users..."
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        setWritten((list) => [...list, next]);
        onChange(next);
      }}
      size="small"
      sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
      slotProps={{
        inputLabel: { shrink: true },
        // The export's limit.
        htmlInput: { maxLength: 200 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden="true" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

function Filters({
  state,
  update,
  onExport,
  exporting,
}: {
  state: UserListState;
  update: ReturnType<typeof useUserListState>[1];
  onExport: () => void;
  exporting: boolean;
}) {
  return (
    <Box
      role="search"
      aria-label="Find users"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'minmax(0, 2fr) 1fr 1fr auto' },
        alignItems: 'center',
        mb: 2,
      }}
    >
      <SearchBox
        value={state.search}
        onChange={(search) => update({ search }, { replace: true })}
      />
      <TextField
        select
        label="Role"
        size="small"
        value={state.role}
        onChange={(event) => update({ role: event.target.value as UserListState['role'] })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="all">All Roles</option>
        <option value="admin">Administrators</option>
        <option value="user">Regular Users</option>
      </TextField>
      <TextField
        select
        label="Status"
        size="small"
        value={state.status}
        onChange={(event) => update({ status: event.target.value as UserListState['status'] })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="all">All Status</option>
        <option value="verified">Verified</option>
        <option value="unverified">Unverified</option>
      </TextField>
      <Button
        variant="outlined"
        startIcon={<DownloadOutlinedIcon />}
        onClick={onExport}
        disabled={exporting}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {exporting ? 'Exporting...' : 'Export'}
      </Button>
    </Box>
  );
}

interface RowMenuState {
  user: AdminUser;
  anchor: HTMLElement;
}

/** /admin/users */
export default function AdminUsersPage() {
  const [state, update] = useUserListState();
  const { data: users, isLoading, isError, refetch } = useGetAdminUsersQuery();
  const { data: me } = useGetCurrentUserQuery();
  const actions = useUserActions();
  const { toast } = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const [creating, setCreating] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<UserConfirmation | null>(null);
  const [menu, setMenu] = useState<RowMenuState | null>(null);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [exporting, setExporting] = useState(false);

  const filters = { search: state.search, role: state.role, status: state.status };
  const filtered = useMemo(
    () =>
      sortUsers(
        (users ?? []).filter((user) =>
          matchesUserFilters(user, {
            search: state.search,
            role: state.role,
            status: state.status,
          }),
        ),
        state.sort,
        state.order,
      ),
    [users, state.search, state.role, state.status, state.sort, state.order],
  );
  const pages = pageCount(filtered.length, state.pageSize);
  // A page past the end (after deletions, or from an old link) shows the last one.
  const page = Math.min(state.page, pages);
  const rows = filtered.slice((page - 1) * state.pageSize, page * state.pageSize);
  // Only users still listed count as selected (a filter may hide some; a delete removes them).
  const selectedUsers = filtered.filter((user) => selected.has(user.id));
  const editing = editingId ? (users?.find((user) => user.id === editingId) ?? null) : null;

  const openMenu = useCallback(
    (user: AdminUser, anchor: HTMLElement) => setMenu({ user, anchor }),
    [],
  );
  const closeMenu = () => setMenu(null);
  const fromMenu = (run: (user: AdminUser) => void) => () => {
    if (!menu) return;
    const { user } = menu;
    closeMenu();
    run(user);
  };

  /** Focus to the table's heading when what had it is gone (a deleted row's menu button, the
   * selection bar's buttons). */
  const rescueFocus = useFocusRescue(() => headingRef.current);
  const clearSelection = () => {
    setSelected(new Set());
    rescueFocus();
  };

  const exportUsers = async () => {
    setExporting(true);
    try {
      const name = await downloadUserExport(filters);
      toast({ title: 'Export Complete', description: `The users are saved as ${name}.` });
    } catch (error) {
      toast({
        title: 'Export Failed',
        description: errorMessage(error, 'Failed to export users.'),
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  };

  const noUsers = (users?.length ?? 0) === 0;

  return (
    <>
      <PrivatePageMeta
        title="User Management"
        description="Create, edit, verify, suspend and delete user accounts."
      />
      <PageHeading
        title="User Management"
        subtitle="Create and manage the accounts of members and administrators"
        action={
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1OutlinedIcon />}
            onClick={() => setCreating(true)}
          >
            Create User
          </Button>
        }
      />

      <Box component="section" aria-labelledby="user-figures-heading" sx={{ mb: 4 }}>
        <Typography id="user-figures-heading" component="h2" sx={visuallyHidden}>
          User figures
        </Typography>
        <Figures />
      </Box>

      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
        <Typography
          id="all-users-heading"
          ref={headingRef}
          tabIndex={-1}
          component="h2"
          variant="h5"
          sx={{ mb: 2, outline: 'none' }}
        >
          All Users
        </Typography>
        <Filters state={state} update={update} onExport={exportUsers} exporting={exporting} />
        <SelectionBar users={selectedUsers} onClear={clearSelection} />
        {isLoading ? (
          // Outside the grid: a progress bar is not allowed among a grid's rows.
          <Spinner label="Loading users" />
        ) : isError ? (
          <LoadError what="the users" onRetry={() => void refetch()} />
        ) : (
          <>
            <UsersTable
              rows={rows}
              emptyText={noUsers ? EMPTY_TEXT : NO_MATCH_TEXT}
              sort={state.sort}
              order={state.order}
              onSortChange={(sort, order) => update({ sort, order })}
              selected={selected}
              onSelectedChange={setSelected}
              onOpenMenu={openMenu}
              currentUserId={me?.id}
              labelledBy="all-users-heading"
            />
            <PaginationBar
              page={page}
              pageSize={state.pageSize}
              total={filtered.length}
              pageSizes={USER_PAGE_SIZES}
              noun="users"
              label="Users pages"
              onPageChange={(next) => update({ page: next })}
              onPageSizeChange={(pageSize) => update({ pageSize, page: 1 })}
            />
          </>
        )}
      </Paper>

      <Menu
        anchorEl={menu?.anchor ?? null}
        open={menu !== null}
        onClose={closeMenu}
        slotProps={{
          list: { 'aria-label': menu ? `Actions for ${menu.user.username}` : undefined },
        }}
      >
        <MenuItem onClick={fromMenu((user) => setEditingId(user.id))}>
          <ListItemIcon>
            <EditOutlinedIcon />
          </ListItemIcon>
          Edit User
        </MenuItem>
        <MenuItem onClick={fromMenu((user) => void actions.sendPasswordReset(user))}>
          <ListItemIcon>
            <LockResetIcon />
          </ListItemIcon>
          Send Password Reset
        </MenuItem>
        <MenuItem
          onClick={fromMenu((user) =>
            setConfirmation({ kind: user.isAdmin ? 'remove-admin' : 'make-admin', user }),
          )}
        >
          <ListItemIcon>
            {menu?.user.isAdmin ? (
              <RemoveModeratorOutlinedIcon />
            ) : (
              <AdminPanelSettingsOutlinedIcon />
            )}
          </ListItemIcon>
          {menu?.user.isAdmin ? 'Remove Admin' : 'Make Admin'}
        </MenuItem>
        <MenuItem onClick={fromMenu((user) => void actions.setVerified(user, !user.emailVerified))}>
          <ListItemIcon>
            {menu?.user.emailVerified ? (
              <MarkEmailUnreadOutlinedIcon />
            ) : (
              <MarkEmailReadOutlinedIcon />
            )}
          </ListItemIcon>
          {menu?.user.emailVerified ? 'Unverify Email' : 'Verify Email'}
        </MenuItem>
        <MenuItem
          onClick={fromMenu((user) => setConfirmation({ kind: 'delete', user }))}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutlineIcon />
          </ListItemIcon>
          Delete User
        </MenuItem>
      </Menu>

      <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
      <EditUserDialog
        user={editing}
        onClose={() => setEditingId(null)}
        actions={actions}
        onConfirm={setConfirmation}
      />
      <UserConfirmDialog
        confirmation={confirmation}
        onClose={() => setConfirmation(null)}
        actions={actions}
        onDone={({ kind, user }) => {
          if (kind === 'delete') {
            setSelected((current) => {
              const next = new Set(current);
              next.delete(user.id);
              return next;
            });
            if (editingId === user.id) setEditingId(null);
            rescueFocus();
          }
        }}
      />
    </>
  );
}
