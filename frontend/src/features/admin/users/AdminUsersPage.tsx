import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminUser, AdminUserCounts } from '@bb/shared/admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import LockResetIcon from '@mui/icons-material/LockReset';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import RemoveModeratorOutlinedIcon from '@mui/icons-material/RemoveModeratorOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { downloadUserExport, useGetAdminUsersQuery } from '../../../api/admin/users';
import { useGetCurrentUserQuery } from '../../../api/auth';
import { LoadError } from '../../../components/page/LoadError';
import { PageHeading } from '../../../components/page/PageHeading';
import { StatCard, StatCardList } from '../../../components/page/StatCard';
import { Spinner } from '../../../components/Spinner';
import { PrivatePageMeta } from '../../../components/PageMeta';
import { useFocusRescue } from '../../../components/dialog/useFocusRescue';
import { pageCount, PaginationBar } from '../../../components/table/PaginationBar';
import { useToast } from '../../../components/toast/useToast';
import { SearchField } from '../../../components/form/SearchField';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { formatCount } from '../format';
import { SelectionBar } from './BulkActions';
import { CreateUserDialog } from './CreateUserDialog';
import { EditUserDialog } from './EditUserDialog';
import { UserConfirmDialog, type UserConfirmation } from './UserConfirmDialog';
import { UsersTable } from './UsersTable';
import { useUserActions } from './useUserActions';
import {
  ROLE_FILTER_LABELS,
  USER_ROLE_FILTERS,
  USER_PAGE_SIZES,
  USER_SEARCH_MAX,
  useUserListState,
  type UserListState,
} from './userListState';
import { Columns } from '../../../components/page/Columns';

// /admin/users (spec 001, "Admin User Management"): Create User, the four figures, the 'All Users'
// table with search, role and status filters, Export, sorting, selection with Bulk Actions, the row
// menu (Resend Invitation for an account whose owner has not set a password yet), pagination, and
// the Edit User dialog. The role filter and the Role column know the staff roles (issue 45). Filters, sort, page and page size are in the URL; the
// server searches, filters, sorts and pages (GET /api/admin/users answers one page and the figures).

export const EMPTY_TEXT = 'No users found. Create your first user to get started.';
export const NO_MATCH_TEXT = 'No users match the search and filters.';

/** The four stat cards, over every user whatever the filters (the list's `counts`). */
function Figures({ counts }: { counts: AdminUserCounts | undefined }) {
  const loading = counts === undefined;
  return (
    <StatCardList>
      <StatCard
        icon={<PeopleOutlinedIcon />}
        label="Total Users"
        value={formatCount(counts?.total ?? 0)}
        loading={loading}
        detail={counts && `${formatCount(counts.newThisMonth)} new this month`}
      />
      <StatCard
        icon={<AdminPanelSettingsOutlinedIcon />}
        label="Administrators"
        value={formatCount(counts?.admins ?? 0)}
        loading={loading}
      />
      <StatCard
        icon={<VerifiedUserOutlinedIcon />}
        label="Verified Users"
        value={formatCount(counts?.verified ?? 0)}
        loading={loading}
      />
      <StatCard
        icon={<MarkEmailUnreadOutlinedIcon />}
        label="Unverified"
        value={formatCount(counts?.unverified ?? 0)}
        loading={loading}
        detail={
          counts && counts.suspended > 0
            ? `${formatCount(counts.suspended)} suspended in all`
            : undefined
        }
      />
    </StatCardList>
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
    <Columns
      role="search"
      aria-label="Find users"
      from={{ sm: '1fr 1fr', md: 'minmax(0, 2fr) 1fr 1fr auto' }}
      gap={2}
      align="center"
      sx={{ mb: 2 }}
    >
      <SearchField
        value={state.search}
        onChange={(search) => update({ search }, { replace: true })}
        placeholder="Search users..."
        maxLength={USER_SEARCH_MAX}
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
      />
      <TextField
        select
        label="Role"
        size="small"
        value={state.role}
        onChange={(event) => update({ role: event.target.value as UserListState['role'] })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {USER_ROLE_FILTERS.map((value) => (
          <option key={value} value={value}>
            {ROLE_FILTER_LABELS[value]}
          </option>
        ))}
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
    </Columns>
  );
}

interface RowMenuState {
  user: AdminUser;
  anchor: HTMLElement;
}

/** /admin/users */
export default function AdminUsersPage() {
  const [state, update] = useUserListState();
  const { search, role, status, sort, order, pageSize } = state;
  const { data, isLoading, isError, refetch } = useGetAdminUsersQuery({
    search,
    role,
    status,
    sort,
    order,
    page: state.page,
    pageSize,
  });
  const { data: me } = useGetCurrentUserQuery();
  const actions = useUserActions();
  const { toast, toastFailure } = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const [creating, setCreating] = useState(false);
  const [editingUser, setEditingUser] = useState<AdminUser | null>(null);
  const [confirmation, setConfirmation] = useState<UserConfirmation | null>(null);
  const [menu, setMenu] = useState<RowMenuState | null>(null);
  // The selected users of any page, by id (the rows as they were when selected).
  const [selected, setSelected] = useState<ReadonlyMap<string, AdminUser>>(() => new Map());
  const [exporting, setExporting] = useState(false);

  // A new search or filter clears the selection: users it hides must not be acted on unseen.
  const filterKey = JSON.stringify([search, role, status]);
  const [selectionFilterKey, setSelectionFilterKey] = useState(filterKey);
  if (filterKey !== selectionFilterKey) {
    setSelectionFilterKey(filterKey);
    if (selected.size > 0) setSelected(new Map());
  }

  const rows = data?.items ?? [];
  const total = data?.total ?? 0;
  const pages = pageCount(total, pageSize);
  // The page the answer is for (while the next one loads, the grid keeps showing the last one).
  const page = data?.page ?? state.page;
  // A page past the end (after deletions, or from an old link) goes to the last one.
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && state.page > pages)
      update({ page: pages }, { replace: true });
  }, [data, pages, state.page, update]);

  const fresh = (user: AdminUser) => rows.find((row) => row.id === user.id) ?? user;
  const selectedUsers = [...selected.values()].map(fresh);
  const editing = editingUser ? fresh(editingUser) : null;

  const changeSelection = (ids: Set<string>) => {
    const next = new Map<string, AdminUser>();
    for (const id of ids) {
      const user = rows.find((row) => row.id === id) ?? selected.get(id);
      if (user) next.set(id, user);
    }
    setSelected(next);
  };

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
    setSelected(new Map());
    rescueFocus();
  };

  const exportUsers = async () => {
    setExporting(true);
    try {
      const name = await downloadUserExport({ search, role, status });
      toast({ title: 'Export Complete', description: `The users are saved as ${name}.` });
    } catch (error) {
      toastFailure(error, 'Export Failed', 'Failed to export users.');
    } finally {
      setExporting(false);
    }
  };

  const noUsers = (data?.counts.total ?? 0) === 0;

  return (
    <>
      <PrivatePageMeta
        title="User Management"
        description="Create, edit, verify, suspend and delete user accounts."
      />
      <PageHeading
        title="User Management"
        subtitle="Create and manage the accounts of members and staff, and their roles"
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

      {/* The figures come with the list: when it cannot be read, its error (below) says so. */}
      {!(isError && !data) && (
        <Box component="section" aria-labelledby="user-figures-heading" sx={{ mb: 4 }}>
          <Typography id="user-figures-heading" component="h2" sx={visuallyHidden}>
            User figures
          </Typography>
          <Figures counts={data?.counts} />
        </Box>
      )}

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
              total={total}
              page={page}
              pageSize={pageSize}
              emptyText={noUsers ? EMPTY_TEXT : NO_MATCH_TEXT}
              sort={sort}
              order={order}
              onSortChange={(nextSort, nextOrder) => update({ sort: nextSort, order: nextOrder })}
              selected={new Set(selected.keys())}
              onSelectedChange={changeSelection}
              onOpenMenu={openMenu}
              currentUserId={me?.id}
              labelledBy="all-users-heading"
            />
            <PaginationBar
              page={Math.min(page, pages)}
              pageSize={pageSize}
              total={total}
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
        <MenuItem onClick={fromMenu((user) => setEditingUser(user))}>
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
        {menu && !menu.user.hasPassword && (
          <MenuItem onClick={fromMenu((user) => void actions.resendInvitation(user))}>
            <ListItemIcon>
              <ForwardToInboxOutlinedIcon />
            </ListItemIcon>
            Resend Invitation
          </MenuItem>
        )}
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
        onClose={() => setEditingUser(null)}
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
              const next = new Map(current);
              next.delete(user.id);
              return next;
            });
            if (editingUser?.id === user.id) setEditingUser(null);
            rescueFocus();
          }
        }}
      />
    </>
  );
}
