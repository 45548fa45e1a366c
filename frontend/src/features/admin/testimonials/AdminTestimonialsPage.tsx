import { useRef, useState, type ChangeEvent } from 'react';
import { TESTIMONIAL_PAGE_SIZES, type AdminTestimonial } from '@bb/shared/admin-content';
import { formatCount } from '@bb/shared/options';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FormatQuoteOutlinedIcon from '@mui/icons-material/FormatQuoteOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  useDeleteTestimonialMutation,
  useGetAdminTestimonialsQuery,
  useLazyExportAdminTestimonialsQuery,
} from '../../../api/admin/testimonials';
import { errorMessage } from '../../../api/base';
import { initialsOf } from '../../../api/testimonials';
import { PrivatePageMeta } from '../../../components/PageMeta';
import { ConfirmDialog } from '../../../components/dialog/ConfirmDialog';
import { ScheduleNotes } from '../../../components/schedule/ScheduleNotes';
import { useOrganisationTimeZone } from '../../../components/schedule/useTimeZone';
import { PageHeading } from '../../../components/page/PageHeading';
import { StatusChip } from '../../../components/status/StatusChip';
import { StarRating } from '../../../components/testimonials/StarRating';
import { PaginationBar, pageCount } from '../../../components/table/PaginationBar';
import { useToast } from '../../../components/toast/useToast';
import { saveBlob } from '../../../lib/download';
import { InquiryFilterBar } from '../shared/InquiryFilterBar';
import { InquiryCard, InquiryFact, InquiryList } from '../shared/InquiryList';
import { RelativeTime } from '../shared/InquiryTime';
import { TESTIMONIAL_TOASTS, TestimonialFormDialog } from './TestimonialFormDialog';
import { TestimonialImportDialog } from './TestimonialImportDialog';
import {
  EXPORT_MESSAGES,
  exportFile,
  IMPORT_MESSAGES,
  importFileProblem,
  parseImport,
} from './testimonialTransfer';
import {
  testimonialListQuery,
  useTestimonialListState,
  type TestimonialListState,
} from './testimonialListState';

// /admin/testimonials (spec 001, "Admin testimonials"): the cards, Add Testimonial, Export,
// Import, edit and delete. The server pages, searches and filters; the search, the Published /
// Draft filter and the page are in the URL (?search=, ?status=published|draft: the dashboard links
// to the drafts, ?page=, ?pageSize=). Export reads every testimonial, not the page.

const STATUS_OPTIONS = [
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
] as const;

export const EMPTY_TITLE = 'No testimonials yet. Create your first one!';

function PublishedBadge({ published }: { published: boolean }) {
  return published ? (
    <StatusChip label="Published" tone="green" />
  ) : (
    <StatusChip label="Draft" tone="gray" />
  );
}

function TestimonialHeading({ testimonial }: { testimonial: AdminTestimonial }) {
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Avatar
        src={testimonial.imageUrl ?? undefined}
        alt=""
        aria-hidden
        sx={{ width: 40, height: 40, bgcolor: 'primary.main', fontSize: '1rem' }}
      >
        {initialsOf(testimonial.name)}
      </Avatar>
      <span>{testimonial.name}</span>
    </Box>
  );
}

/**
 * A card's Edit and Delete, beside its heading (never on a line of their own): labelled buttons,
 * or icon buttons on a phone, each named for the testimonial.
 */
function TestimonialActions({
  testimonial,
  compact,
  onEdit,
  onDelete,
}: {
  testimonial: AdminTestimonial;
  compact: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const editLabel = `Edit the testimonial from ${testimonial.name}`;
  const deleteLabel = `Delete the testimonial from ${testimonial.name}`;
  if (compact)
    return (
      <>
        <IconButton onClick={onEdit} aria-label={editLabel} title="Edit">
          <EditOutlinedIcon />
        </IconButton>
        <IconButton onClick={onDelete} aria-label={deleteLabel} title="Delete" color="error">
          <DeleteOutlineIcon />
        </IconButton>
      </>
    );
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<EditOutlinedIcon />}
        onClick={onEdit}
        aria-label={editLabel}
      >
        Edit
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteOutlineIcon />}
        onClick={onDelete}
        aria-label={deleteLabel}
      >
        Delete
      </Button>
    </>
  );
}

/** The dialog's state: open or closing, with the testimonial it edits (null: a new one). */
interface Editing {
  open: boolean;
  testimonial: AdminTestimonial | null;
}

export default function AdminTestimonialsPage() {
  const [state, update] = useTestimonialListState();
  const list = useGetAdminTestimonialsQuery(testimonialListQuery(state));
  const [readExport, exporting] = useLazyExportAdminTestimonialsQuery();
  const [remove] = useDeleteTestimonialMutation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const zone = useOrganisationTimeZone();
  const { toast, toastFailure } = useToast();
  const [editing, setEditing] = useState<Editing>({ open: false, testimonial: null });
  const [deleting, setDeleting] = useState<AdminTestimonial | null>(null);
  const [importing, setImporting] = useState<{ name: string; entries: unknown[] } | null>(null);
  const importInput = useRef<HTMLInputElement>(null);

  const data = list.data;
  const pages = data ? pageCount(data.total, state.pageSize) : 1;
  const status: string = state.status === 'all' ? '' : state.status;

  const exportAll = async () => {
    let testimonials: AdminTestimonial[];
    try {
      testimonials = await readExport().unwrap();
    } catch (error) {
      toastFailure(error, EXPORT_MESSAGES.failedTitle, EXPORT_MESSAGES.failed);
      return;
    }
    if (testimonials.length === 0) {
      toast({ title: EXPORT_MESSAGES.empty });
      return;
    }
    const file = exportFile(testimonials);
    saveBlob(new Blob([file.text], { type: 'application/json' }), file.name);
    toast({
      title: EXPORT_MESSAGES.doneTitle,
      description: EXPORT_MESSAGES.done(testimonials.length),
    });
  };

  const chooseImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file may be chosen again later.
    input.value = '';
    if (!file) return;
    let parsed: ReturnType<typeof parseImport>;
    const tooLarge = importFileProblem(file);
    if (tooLarge) parsed = { ok: false, message: tooLarge };
    else {
      try {
        parsed = parseImport(await file.text());
      } catch {
        parsed = { ok: false, message: IMPORT_MESSAGES.unparseable };
      }
    }
    if (!parsed.ok) {
      toast({
        title: IMPORT_MESSAGES.failedTitle,
        description: parsed.message,
        variant: 'destructive',
      });
      return;
    }
    setImporting({ name: file.name, entries: parsed.entries });
  };

  const confirmDelete = async (helpers: { refuse: (message: string) => void }) => {
    if (!deleting) return;
    try {
      await remove(deleting.id).unwrap();
      toast({ title: TESTIMONIAL_TOASTS.deleted });
      setDeleting(null);
    } catch (error) {
      const message = errorMessage(error, TESTIMONIAL_TOASTS.deleteFailed);
      toast({ title: TESTIMONIAL_TOASTS.errorTitle, description: message, variant: 'destructive' });
      helpers.refuse(message);
    }
  };

  const clearFilters = () => update({ search: '', status: 'all' });

  return (
    <>
      <PrivatePageMeta
        title="Testimonials"
        description="Write, publish and edit the testimonials shown on the website."
      />
      <PageHeading
        title="Testimonials"
        subtitle="Write, publish and edit the testimonials shown on the website."
        action={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ open: true, testimonial: null })}
            >
              Add Testimonial
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => void exportAll()}
              disabled={list.isLoading || exporting.isFetching}
            >
              Export
            </Button>
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => importInput.current?.click()}
            >
              Import
            </Button>
            <input
              ref={importInput}
              type="file"
              accept=".json,application/json"
              hidden
              aria-label="Testimonials file to import"
              onChange={(event) => void chooseImport(event)}
            />
          </Box>
        }
      />
      <InquiryFilterBar
        label="Search testimonials"
        placeholder="Name, company, or text..."
        search={state.search}
        onSearch={(search) => update({ search })}
        filters={[
          {
            label: 'Status',
            value: status,
            allLabel: 'All Status',
            options: STATUS_OPTIONS,
            onChange: (value) =>
              update({ status: (value || 'all') as TestimonialListState['status'] }),
          },
        ]}
        onClear={clearFilters}
      />
      <InquiryList
        heading={`Testimonials (${formatCount(data?.total ?? 0)})`}
        loading={list.isLoading}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        what="the testimonials"
        total={data?.counts.total ?? 0}
        shown={data?.total ?? 0}
        emptyTitle={EMPTY_TITLE}
        noMatchTitle="No testimonials match your search criteria"
        emptyIcon={<FormatQuoteOutlinedIcon />}
        onClearFilters={clearFilters}
      >
        {data?.items.map((testimonial) => (
          <InquiryCard
            key={testimonial.id}
            heading={<TestimonialHeading testimonial={testimonial} />}
            subheading={`${testimonial.title}, ${testimonial.company}`}
            badge={<PublishedBadge published={testimonial.isPublished} />}
            facts={
              <>
                <StarRating rating={testimonial.rating} />
                <InquiryFact icon={<ScheduleIcon />} label="Created">
                  <RelativeTime iso={testimonial.createdAt} />
                </InquiryFact>
                <ScheduleNotes
                  publishAt={testimonial.publishAt}
                  unpublishAt={testimonial.unpublishAt}
                  zone={zone}
                />
              </>
            }
            headerActions={
              <TestimonialActions
                testimonial={testimonial}
                compact={phone}
                onEdit={() => setEditing({ open: true, testimonial })}
                onDelete={() => setDeleting(testimonial)}
              />
            }
          >
            <Typography
              sx={{
                mb: 2,
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                overflowWrap: 'anywhere',
              }}
            >
              {testimonial.content}
            </Typography>
          </InquiryCard>
        ))}
      </InquiryList>
      {data && data.total > 0 && (
        <PaginationBar
          page={Math.min(state.page, pages)}
          pageSize={state.pageSize}
          total={data.total}
          pageSizes={TESTIMONIAL_PAGE_SIZES}
          noun="testimonials"
          label="Testimonials pages"
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(pageSize) => update({ pageSize, page: 1 })}
        />
      )}
      <TestimonialFormDialog
        open={editing.open}
        testimonial={editing.testimonial}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete Testimonial"
        formLabel="Delete the testimonial"
        message={
          <Typography sx={{ mb: 1 }}>
            {`Delete the testimonial from ${deleting?.name ?? ''}? It disappears from the website at once. This cannot be undone.`}
          </Typography>
        }
        confirmLabel="Delete"
        onConfirm={(_values, helpers) => confirmDelete(helpers)}
      />
      <TestimonialImportDialog file={importing} onClose={() => setImporting(null)} />
    </>
  );
}
