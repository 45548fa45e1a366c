import { useRef, useState } from 'react';
import {
  MEDIA_FILE_NAME_MAX,
  MEDIA_FILTER_LABELS,
  MEDIA_FILTERS,
  MEDIA_SORT_LABELS,
  MEDIA_SORTS,
  type MediaFilter,
  type MediaItem,
  type MediaSort,
} from '@bb/shared/media';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { useGetMediaPageQuery } from '../../../api/admin/media';
import { useFocusRescue } from '../../../components/dialog/useFocusRescue';
import { SearchField } from '../../../components/form/SearchField';
import { MediaThumbnail } from '../../../components/media/MediaThumbnail';
import {
  imageCountText,
  MEDIA_GRID_SX,
  mediaName,
  usageText,
} from '../../../components/media/mediaText';
import { EmptyState } from '../../../components/page/EmptyState';
import { LoadError } from '../../../components/page/LoadError';
import { PageHeading } from '../../../components/page/PageHeading';
import { PrivatePageMeta } from '../../../components/PageMeta';
import { PaginationBar } from '../../../components/table/PaginationBar';
import { DescribeUploadsDialog } from './DescribeUploadsDialog';
import { MediaDetailsDialog } from './MediaDetailsDialog';
import { MEDIA_PAGE_SIZES, useMediaListState } from './mediaListState';
import { LIBRARY_ACCEPT, useLibraryUploads, type LibraryUploadRow } from './useLibraryUploads';

// /admin/media: every uploaded image, searched (file name and alt text), filtered, sorted and paged
// on the server, as a grid of thumbnails that each open the image's details. Search, filter, sort,
// page and page size are in the URL. Images uploaded here are then offered for describing, one by
// one; those left without a description are found with "Needs a description".

export const NO_MATCH = 'No images match.';
export const NO_IMAGES = 'No images yet. Upload images to start the library.';
export const NEEDS_DESCRIPTION = 'Needs a description';
export const SHOW_UNDESCRIBED = 'Show images that need a description';
/** After the describing, when some new images were left without a description. */
export const leftUndescribedText = (count: number) =>
  `${count === 1 ? '1 new image has' : `${count} new images have`} no description yet.`;

function UploadRows({
  rows,
  onDismiss,
}: {
  rows: readonly LibraryUploadRow[];
  onDismiss: (key: string) => void;
}) {
  if (rows.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Uploads"
      sx={{ listStyle: 'none', m: 0, mb: 3, p: 0, display: 'grid', gap: 1 }}
    >
      {rows.map((row) => (
        <Box
          component="li"
          key={row.key}
          sx={{
            display: 'grid',
            gridTemplateColumns: '1fr auto',
            alignItems: 'center',
            gap: 1,
            p: 1.5,
            border: '1px solid',
            borderColor: row.status === 'failed' ? 'error.main' : 'divider',
            borderRadius: 2,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{row.name}</Typography>
            {row.status === 'failed' ? (
              <Typography variant="body2" sx={{ color: 'error.main' }}>
                {`Failed: ${row.message ?? 'Failed to upload image'}`}
              </Typography>
            ) : (
              <LinearProgress
                variant="determinate"
                value={Math.round(row.progress * 100)}
                aria-label={`Uploading ${row.name}`}
                sx={{ mt: 1 }}
              />
            )}
          </Box>
          {row.status === 'failed' && (
            <IconButton aria-label={`Dismiss ${row.name}`} onClick={() => onDismiss(row.key)}>
              <CloseIcon />
            </IconButton>
          )}
        </Box>
      ))}
    </Box>
  );
}

function MediaTile({ item, onOpen }: { item: MediaItem; onOpen: (item: MediaItem) => void }) {
  return (
    <ButtonBase
      onClick={() => onOpen(item)}
      aria-haspopup="dialog"
      data-media-id={item.id}
      sx={{
        width: '100%',
        height: '100%',
        display: 'grid',
        alignContent: 'start',
        justifyItems: 'stretch',
        gap: 0.5,
        p: 1,
        textAlign: 'left',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        '&:hover': { borderColor: 'primary.main' },
        '&:focus-visible': { outline: '3px solid var(--bb-focus)', outlineOffset: '2px' },
      }}
    >
      <MediaThumbnail item={item} />
      <Typography
        component="span"
        variant="body2"
        sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
      >
        {mediaName(item)}
      </Typography>
      <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
        {usageText(item.useCount)}
      </Typography>
      {!item.altText && (
        <Typography component="span" variant="caption" sx={{ fontWeight: 700 }}>
          {NEEDS_DESCRIPTION}
        </Typography>
      )}
    </ButtonBase>
  );
}

/** /admin/media */
export default function MediaLibraryPage() {
  const [query, update] = useMediaListState();
  const { data, isLoading, isFetching, isError, refetch } = useGetMediaPageQuery(query, {
    // Images uploaded elsewhere in the panel (a testimonial's photo…) since the last visit.
    refetchOnMountOrArgChange: true,
  });
  const uploads = useLibraryUploads();
  const input = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState<MediaItem | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const rescueFocus = useFocusRescue(
    () =>
      heading.current?.querySelector<HTMLElement>('[data-media-id]') ??
      heading.current?.querySelector<HTMLElement>('h2'),
  );
  const filtered = query.search !== '' || query.filter !== 'all';
  const uploadButton = useRef<HTMLButtonElement>(null);
  const showUndescribed = useRef<HTMLButtonElement>(null);
  /** How many images of the last upload were left without a description. */
  const [undescribedLeft, setUndescribedLeft] = useState(0);
  // The describing dialog opened by itself (the upload button was disabled meanwhile): focus goes
  // to what comes next on the page once it closes.
  const afterDescribing = useFocusRescue(() => showUndescribed.current ?? uploadButton.current);

  const onFiles = (files: FileList | null) => {
    const chosen = files ? Array.from(files) : [];
    if (input.current) input.current.value = '';
    void uploads.start(chosen);
  };

  return (
    <>
      <PrivatePageMeta
        title="Media Library"
        description="Every uploaded image: its details, its alt text and where it is used."
      />
      <PageHeading
        title="Media Library"
        subtitle="Every uploaded image, its default alt text, its focal point and where it is used"
        action={
          <>
            <Button
              ref={uploadButton}
              variant="contained"
              startIcon={<CloudUploadOutlinedIcon />}
              onClick={() => {
                setUndescribedLeft(0);
                input.current?.click();
              }}
              disabled={uploads.busy}
            >
              {uploads.busy ? 'Uploading…' : 'Upload images'}
            </Button>
            <input
              ref={input}
              type="file"
              multiple
              accept={LIBRARY_ACCEPT}
              hidden
              aria-label="Image files"
              data-testid="media-upload-input"
              onChange={(event) => onFiles(event.target.files)}
            />
          </>
        }
      />
      <Typography role="status" aria-live="polite" variant="body2" sx={{ mb: 1 }}>
        {uploads.status}
      </Typography>
      <UploadRows rows={uploads.rows} onDismiss={uploads.dismiss} />
      {undescribedLeft > 0 && (
        <Alert
          severity="info"
          variant="outlined"
          sx={{ mb: 2, alignItems: 'center' }}
          action={
            <Button
              ref={showUndescribed}
              color="inherit"
              size="small"
              onClick={() => {
                setUndescribedLeft(0);
                update({ filter: 'undescribed', search: '' });
              }}
            >
              {SHOW_UNDESCRIBED}
            </Button>
          }
        >
          {leftUndescribedText(undescribedLeft)}
        </Alert>
      )}
      <DescribeUploadsDialog
        images={uploads.stored}
        onFinished={({ skipped }) => {
          uploads.described();
          setUndescribedLeft(skipped.length);
          afterDescribing();
        }}
      />

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' },
          mb: 2,
        }}
      >
        <SearchField
          label="Search images"
          value={query.search}
          onChange={(search) => update({ search })}
          placeholder="File name or alt text"
          maxLength={MEDIA_FILE_NAME_MAX}
          fullWidth
        />
        <TextField
          select
          size="small"
          label="Show"
          value={query.filter}
          onChange={(event) => update({ filter: event.target.value as MediaFilter })}
          slotProps={{ select: { native: true } }}
        >
          {MEDIA_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {MEDIA_FILTER_LABELS[filter]}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Sort"
          value={query.sort}
          onChange={(event) => update({ sort: event.target.value as MediaSort })}
          slotProps={{ select: { native: true } }}
        >
          {MEDIA_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {MEDIA_SORT_LABELS[sort]}
            </option>
          ))}
        </TextField>
      </Box>

      <Box ref={heading} aria-busy={isFetching || undefined}>
        {isLoading ? (
          <Skeleton variant="rounded" height={320} />
        ) : isError || !data ? (
          <LoadError what="the media library" onRetry={() => void refetch()} />
        ) : (
          <>
            <Typography component="h2" variant="h6" tabIndex={-1} sx={{ mb: 1.5 }}>
              {imageCountText(data.total)}
            </Typography>
            {data.items.length === 0 && data.total > 0 ? (
              <Typography sx={{ py: 2 }}>There are no images on this page.</Typography>
            ) : data.items.length === 0 ? (
              <EmptyState
                icon={<PhotoLibraryOutlinedIcon />}
                title={filtered ? NO_MATCH : NO_IMAGES}
              />
            ) : (
              <Box component="ul" aria-label="Images" sx={MEDIA_GRID_SX}>
                {data.items.map((item) => (
                  <Box component="li" key={item.id} sx={{ minWidth: 0 }}>
                    <MediaTile
                      item={item}
                      onOpen={(image) => {
                        setOpened(image);
                        setDialogOpen(true);
                      }}
                    />
                  </Box>
                ))}
              </Box>
            )}
            {data.total > 0 && (
              <PaginationBar
                page={query.page}
                pageSize={query.pageSize}
                total={data.total}
                pageSizes={MEDIA_PAGE_SIZES}
                noun="images"
                label="Media library pages"
                onPageChange={(page) => update({ page })}
                onPageSizeChange={(pageSize) => update({ pageSize })}
              />
            )}
          </>
        )}
      </Box>
      {opened && (
        <MediaDetailsDialog
          key={opened.id}
          id={opened.id}
          initialName={mediaName(opened)}
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          onDeleted={() => {
            setDialogOpen(false);
            rescueFocus();
          }}
        />
      )}
    </>
  );
}
