import { createContext, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import type { AdminUser } from '@bb/shared/admin';
import {
  DataGrid,
  GridRowCheckbox,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowId,
  type GridRowCheckboxProps,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { StatusChip } from '../../../components/status/StatusChip';
import { formatDate } from '../format';
import {
  roleLabel,
  statusLabel,
  USER_PAGE_SIZES,
  type SortOrder,
  type UserSortField,
} from './userListState';

// The 'All Users' table on MUI X DataGrid in server mode: the server pages, sorts and filters (the
// page asks it with the URL's state), the grid gets the current page's rows and the total, so its
// select-all box toggles the rows of the current page (spec). Long e-mail addresses and usernames
// wrap and the Status badges go onto a second line rather than being cut (rows grow to fit).

const FIELD_OF_SORT: Record<UserSortField, keyof AdminUser> = {
  username: 'username',
  email: 'email',
  role: 'isAdmin',
  status: 'emailVerified',
  createdAt: 'createdAt',
};
const SORT_OF_FIELD = Object.fromEntries(
  Object.entries(FIELD_OF_SORT).map(([sort, field]) => [field, sort]),
) as Record<string, UserSortField>;

interface UsersTableProps {
  /** The users of the current page, in order. */
  rows: readonly AdminUser[];
  /** How many users match the search and filters. */
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** What the table says when it has no rows. */
  emptyText: string;
  sort: UserSortField;
  order: SortOrder;
  onSortChange: (sort: UserSortField, order: SortOrder) => void;
  /** The selected ids (of any page). */
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  onOpenMenu: (user: AdminUser, anchor: HTMLElement) => void;
  currentUserId: string | undefined;
  /** The id of the table's heading (its accessible name). */
  labelledBy: string;
}

/** The usernames of the table's rows by id, for their checkboxes' names. */
const RowNames = createContext<ReadonlyMap<GridRowId, string>>(new Map());

/** A row's checkbox, named after its user ('Select alice') rather than 'Select row'. */
function UserRowCheckbox(props: GridRowCheckboxProps) {
  const username = useContext(RowNames).get(props.rowId);
  const name = username ? `Select ${username}` : 'Select user';
  return (
    <GridRowCheckbox
      {...props}
      slotProps={{
        ...props.slotProps,
        htmlInput: { ...props.slotProps?.htmlInput, 'aria-label': name },
      }}
    />
  );
}

function ActionsCell({
  params,
  onOpenMenu,
}: {
  params: GridRenderCellParams<AdminUser>;
  onOpenMenu: UsersTableProps['onOpenMenu'];
}) {
  const button = useRef<HTMLButtonElement>(null);
  // The grid moves focus between cells: the button takes it when its cell has it.
  useLayoutEffect(() => {
    if (params.hasFocus) button.current?.focus();
  }, [params.hasFocus]);
  return (
    <IconButton
      ref={button}
      tabIndex={params.tabIndex}
      aria-label={`Actions for ${params.row.username}`}
      aria-haspopup="menu"
      onClick={(event) => onOpenMenu(params.row, event.currentTarget)}
    >
      <MoreVertIcon />
    </IconButton>
  );
}

function NoRows({ text }: { text: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 3 }}>
      <Typography sx={{ color: 'text.secondary', textAlign: 'center' }}>{text}</Typography>
    </Box>
  );
}

/** Text that wraps rather than running out of its cell (anywhere, when a part is still too long). */
const wrapping = { overflowWrap: 'anywhere', whiteSpace: 'normal', minWidth: 0 } as const;

/** `text` with line break opportunities after each @, dot, hyphen and underscore. */
function breakable(text: string) {
  return text
    .split(/(?<=[@._-])/)
    .flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, part]));
}

export function UsersTable({
  rows,
  total,
  page,
  pageSize,
  emptyText,
  sort,
  order,
  onSortChange,
  selected,
  onSelectedChange,
  onOpenMenu,
  currentUserId,
  labelledBy,
}: UsersTableProps) {
  const columns = useMemo<GridColDef<AdminUser>[]>(
    () => [
      {
        field: 'username',
        headerName: 'Username',
        flex: 1,
        minWidth: 120,
        renderCell: ({ row }) => (
          <Box component="span" sx={{ fontWeight: 700, ...wrapping }}>
            {breakable(row.username)}
            {row.id === currentUserId && (
              <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                {' (you)'}
              </Box>
            )}
          </Box>
        ),
      },
      {
        field: 'email',
        headerName: 'Email',
        flex: 1.4,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Box component="span" sx={wrapping}>
            {breakable(row.email)}
          </Box>
        ),
      },
      {
        field: 'isAdmin',
        headerName: 'Role',
        // One badge per role ('User' for none); several go onto further lines.
        width: 140,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
            {row.roles.length === 0 ? (
              <StatusChip label={roleLabel(row)} tone="gray" />
            ) : (
              row.roles.map((code) => (
                <StatusChip
                  key={code}
                  label={roleLabel({ roles: [code] })}
                  tone={code === 'administrator' ? 'purple' : 'blue'}
                />
              ))
            )}
          </Box>
        ),
      },
      {
        field: 'emailVerified',
        headerName: 'Status',
        // The widest badge ('No password yet') fits; a second badge goes onto its own line.
        width: 160,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
            <StatusChip label={statusLabel(row)} tone={row.emailVerified ? 'green' : 'yellow'} />
            {row.suspended && <StatusChip label="Suspended" tone="red" />}
            {!row.hasPassword && !row.suspended && (
              <Chip size="small" variant="outlined" label="No password yet" />
            )}
          </Box>
        ),
      },
      {
        field: 'createdAt',
        headerName: 'Created',
        width: 130,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 90,
        sortable: false,
        align: 'center',
        headerAlign: 'center',
        renderCell: (params) => <ActionsCell params={params} onOpenMenu={onOpenMenu} />,
      },
    ],
    [currentUserId, onOpenMenu],
  );

  const pageIds = rows.map((row) => row.id);
  const selectionModel: GridRowSelectionModel = {
    type: 'include',
    ids: new Set(pageIds.filter((id) => selected.has(id))),
  };
  const sortModel: GridSortModel = [{ field: FIELD_OF_SORT[sort], sort: order }];

  const names = useMemo(() => new Map(rows.map((row) => [row.id, row.username])), [rows]);
  const slots = useMemo(
    () => ({
      rowCheckbox: UserRowCheckbox,
      noRowsOverlay: () => <NoRows text={emptyText} />,
    }),
    [emptyText],
  );

  return (
    <RowNames.Provider value={names}>
      <DataGrid<AdminUser>
        aria-labelledby={labelledBy}
        rows={rows as AdminUser[]}
        columns={columns}
        autoHeight
        disableVirtualization
        checkboxSelection
        disableRowSelectionOnClick
        disableColumnMenu
        disableColumnFilter
        disableColumnSelector
        disableDensitySelector
        hideFooter
        rowHeight={56}
        getRowHeight={() => 'auto'}
        sortingMode="server"
        sortingOrder={['asc', 'desc']}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          const first = model[0];
          if (first?.sort) onSortChange(SORT_OF_FIELD[first.field] ?? 'createdAt', first.sort);
        }}
        paginationMode="server"
        filterMode="server"
        rowCount={total}
        paginationModel={{ page: page - 1, pageSize }}
        pageSizeOptions={[...USER_PAGE_SIZES]}
        rowSelectionModel={selectionModel}
        onRowSelectionModelChange={(model) => {
          const onPage =
            model.type === 'include'
              ? pageIds.filter((id) => model.ids.has(id))
              : pageIds.filter((id) => !model.ids.has(id));
          const next = new Set([...selected].filter((id) => !pageIds.includes(id)));
          for (const id of onPage) next.add(id);
          onSelectedChange(next);
        }}
        localeText={{
          checkboxSelectionHeaderName: 'Select',
          checkboxSelectionSelectAllRows: 'Select all users on this page',
          checkboxSelectionUnselectAllRows: 'Unselect all users on this page',
        }}
        slots={slots}
        sx={{
          bgcolor: 'background.paper',
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
          // Rows grow with wrapped text; a row keeps at least the 56 px of one line.
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', minHeight: 56, py: 1 },
        }}
      />
    </RowNames.Provider>
  );
}
