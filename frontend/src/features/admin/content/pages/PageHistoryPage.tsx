import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { DELETED_IMAGE_MESSAGE } from '@bb/shared/media';
import { compareDocuments } from '@bb/shared/pages/compare';
import { isPageSlug, PAGE_DEFINITIONS, type PageSlug } from '@bb/shared/pages/registry';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  useGetAdminPageQuery,
  useGetPageRevisionQuery,
  useGetPageRevisionsQuery,
  useRestorePageRevisionMutation,
  type RevisionSummary,
} from '../../../../api/admin/pages';
import { isApiError } from '../../../../api/base';
import { ConfirmDialog } from '../../../../components/dialog/ConfirmDialog';
import { LoadError } from '../../../../components/page/LoadError';
import { OutlinedSection } from '../../../../components/page/OutlinedSection';
import { PageHeading } from '../../../../components/page/PageHeading';
import { PrivatePageMeta } from '../../../../components/PageMeta';
import { StatusChip } from '../../../../components/status/StatusChip';
import { PaginationBar } from '../../../../components/table/PaginationBar';
import { useToast } from '../../../../components/toast/useToast';
import { formatDateTime } from '../../format';
import { DocumentDifferences } from './DocumentDifferences';

/** The saved draft, as a choice of the comparison. */
const DRAFT = 'draft';
const PAGE_SIZES = [10, 20, 50] as const;

export const HISTORY_TEXT = {
  restored: (n: number) => `Revision ${n} restored as the draft`,
  restoredDetail: 'Preview it, then publish it: visitors see the page as it was until then.',
  /** A restored revision with images deleted from the library since (they show a placeholder). */
  restoredWithDeleted: (images: number) =>
    `${images === 1 ? 'One image' : `${images} images`} of it had been deleted from the media library: choose another where the editor shows the placeholder, then publish.`,
  stale:
    'Someone saved this page after you opened its history, so nothing was restored. Reload the history and try again.',
} as const;

const revisionName = (r: RevisionSummary) =>
  `Revision ${r.number}, ${formatDateTime(r.createdAt)}${r.createdBy ? `, by ${r.createdBy}` : ''}`;

/** /admin/content/pages/{slug}/history: a page's revisions, compared and restored. */
export default function PageHistoryPage() {
  const { slug = '' } = useParams();
  const known = isPageSlug(slug);
  const page = slug as PageSlug;
  const title = known ? PAGE_DEFINITIONS[page].title : 'Page';
  const [listPage, setListPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(20);
  const admin = useGetAdminPageQuery(page, { skip: !known, refetchOnMountOrArgChange: true });
  const list = useGetPageRevisionsQuery(
    { slug: page, page: listPage, pageSize },
    { skip: !known, refetchOnMountOrArgChange: true },
  );
  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const hasDraft = !!admin.data?.draft;
  // The comparison: an older revision against a newer one or the saved draft. By default the live
  // page against the draft, else the live page against the revision before it.
  const [chosenOlder, setOlder] = useState<string | null>(null);
  const [chosenNewer, setNewer] = useState<string | null>(null);
  const newer = chosenNewer ?? (hasDraft ? DRAFT : items[0]?.id) ?? '';
  const older = chosenOlder ?? (hasDraft ? items[0]?.id : items[1]?.id) ?? items[0]?.id ?? '';
  const olderDoc = useGetPageRevisionQuery({ slug: page, id: older }, { skip: !known || !older });
  const newerDoc = useGetPageRevisionQuery(
    { slug: page, id: newer },
    { skip: !known || !newer || newer === DRAFT },
  );
  const schema = known ? (PAGE_DEFINITIONS[page].schema as unknown as z.ZodType) : undefined;
  const newerContent = newer === DRAFT ? admin.data?.draft : newerDoc.data?.content;
  const differences = useMemo(
    () =>
      schema && olderDoc.data && newerContent
        ? compareDocuments(schema, olderDoc.data.content, newerContent)
        : undefined,
    [schema, olderDoc.data, newerContent],
  );

  const [restoring, setRestoring] = useState<RevisionSummary | null>(null);
  const [restore] = useRestorePageRevisionMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const editor = `/admin/content/pages/${slug}`;

  const choice = (r: RevisionSummary) => (
    <option key={r.id} value={r.id}>
      {`${revisionName(r)}${r.current ? ' (live now)' : ''}`}
    </option>
  );

  return (
    <>
      <PrivatePageMeta
        title={`History of ${title}`}
        description={`The published versions of the ${title} page.`}
      />
      <Typography sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/admin/content">
          Content
        </Link>
        {' › '}
        {known ? (
          <Link component={RouterLink} to={editor}>
            {`Edit page: ${title}`}
          </Link>
        ) : (
          'Public pages'
        )}
      </Typography>
      <PageHeading
        title={`History: ${title}`}
        subtitle="Every publish is kept. Compare any two versions, or restore one as the draft, then preview and publish it."
      />
      {!known ? (
        <Alert severity="error">There is no such page.</Alert>
      ) : list.isError || admin.isError ? (
        <LoadError what="the history" onRetry={() => void (list.refetch(), admin.refetch())} />
      ) : !list.data || !admin.data ? (
        <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={200} />
          <Skeleton variant="rounded" height={160} />
        </Box>
      ) : (
        // minmax(0, 1fr): the table scrolls in its own box rather than widening the page.
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <OutlinedSection id="history-revisions" title="Revisions" headingGap={2}>
            <TableContainer>
              <Table size="small" aria-labelledby="history-revisions">
                <TableHead>
                  <TableRow>
                    <TableCell component="th" scope="col">
                      Revision
                    </TableCell>
                    <TableCell component="th" scope="col">
                      Published
                    </TableCell>
                    <TableCell component="th" scope="col">
                      By
                    </TableCell>
                    <TableCell component="th" scope="col">
                      Actions
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((r) => (
                    <TableRow key={r.id}>
                      <TableCell component="th" scope="row">
                        <Box
                          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
                        >
                          {`Revision ${r.number}`}
                          {r.current && <StatusChip label="Live now" tone="green" />}
                          {r.restoredFrom !== null && (
                            <Typography component="span" variant="body2">
                              {`(restored from revision ${r.restoredFrom})`}
                            </Typography>
                          )}
                        </Box>
                      </TableCell>
                      <TableCell>{formatDateTime(r.createdAt)}</TableCell>
                      <TableCell>{r.createdBy ?? 'The site as first published'}</TableCell>
                      <TableCell>
                        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                          <Button
                            size="small"
                            variant="outlined"
                            aria-label={`Compare revision ${r.number} with ${hasDraft ? 'the draft' : 'the live page'}`}
                            onClick={() => {
                              setOlder(r.id);
                              setNewer(
                                hasDraft ? DRAFT : (items.find((i) => i.current)?.id ?? r.id),
                              );
                              // Keyboard users land in the comparison (its result is announced).
                              document.getElementById('history-older')?.focus();
                            }}
                          >
                            Compare
                          </Button>
                          <Button
                            size="small"
                            variant="outlined"
                            aria-label={`Restore revision ${r.number}`}
                            onClick={() => setRestoring(r)}
                          >
                            Restore
                          </Button>
                        </Box>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <PaginationBar
              page={listPage}
              pageSize={pageSize}
              total={list.data.total}
              pageSizes={PAGE_SIZES}
              noun="revisions"
              label="Revisions pages"
              onPageChange={setListPage}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setListPage(1);
              }}
            />
          </OutlinedSection>

          <OutlinedSection id="history-compare" title="Compare two versions" headingGap={2}>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                // minmax(0, …): a long option's text must not widen the page.
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
                mb: 3,
              }}
            >
              <TextField
                select
                id="history-older"
                label="Older version"
                value={older}
                onChange={(event) => setOlder(event.target.value)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                {items.map(choice)}
              </TextField>
              <TextField
                select
                id="history-newer"
                label="Newer version"
                value={newer}
                onChange={(event) => setNewer(event.target.value)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                {hasDraft && <option value={DRAFT}>The saved draft (not published)</option>}
                {items.map(choice)}
              </TextField>
            </Box>
            <Box aria-live="polite" aria-busy={!differences || undefined}>
              {olderDoc.isError || newerDoc.isError ? (
                <Alert severity="error">
                  These versions could not be loaded. Choose them again, or reload the page.
                </Alert>
              ) : differences ? (
                <>
                  <Typography component="h3" variant="h6" sx={{ mb: 1.5 }}>
                    {differences.length === 1
                      ? '1 difference'
                      : `${differences.length} differences`}
                  </Typography>
                  <DocumentDifferences differences={differences} />
                </>
              ) : (
                <Skeleton variant="rounded" height={120} />
              )}
            </Box>
          </OutlinedSection>

          <ConfirmDialog
            open={restoring !== null}
            onClose={() => setRestoring(null)}
            title={restoring ? `Restore revision ${restoring.number}?` : 'Restore'}
            formLabel="Restore the revision"
            destructive={false}
            message={
              hasDraft
                ? 'The revision replaces the saved draft (the draft is lost). Visitors keep seeing the live page until you publish.'
                : 'The revision becomes the draft. Visitors keep seeing the live page until you publish.'
            }
            confirmLabel="Restore as draft"
            onConfirm={async (_values, helpers) => {
              if (!restoring) return;
              let deleted = 0;
              try {
                const restored = await restore({
                  slug: page,
                  id: restoring.id,
                  version: admin.data!.version,
                }).unwrap();
                deleted = restored.checks.filter(
                  (check) => check.message === DELETED_IMAGE_MESSAGE,
                ).length;
              } catch (error) {
                helpers.refuse(
                  isApiError(error) && error.status === 409
                    ? HISTORY_TEXT.stale
                    : 'The revision was not restored. Please try again.',
                );
                return;
              }
              toast({
                title: HISTORY_TEXT.restored(restoring.number),
                description: deleted
                  ? HISTORY_TEXT.restoredWithDeleted(deleted)
                  : HISTORY_TEXT.restoredDetail,
              });
              setRestoring(null);
              navigate(editor);
            }}
          />
        </Box>
      )}
    </>
  );
}
