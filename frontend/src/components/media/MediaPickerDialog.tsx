import { useId, useState } from 'react';
import { MEDIA_FILE_NAME_MAX, type MediaItem } from '@bb/shared/media';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useGetMediaPageQuery } from '../../api/admin/media';
import { ModalDialog } from '../dialog/ModalDialog';
import { SearchField } from '../form/SearchField';
import { LoadError } from '../page/LoadError';
import { PaginationBar } from '../table/PaginationBar';
import { imageCountText, MEDIA_GRID_SX, mediaName, tooSmallReason, usageText } from './mediaText';
import { MediaThumbnail } from './MediaThumbnail';

/** What a field takes from the image picked in the library. */
export interface PickedImage {
  id: string;
  /** The URL an image field stores (the 960-pixel variant). */
  url: string;
  /** The library's default alt text ('' when it has none). */
  altText: string;
  width: number;
  height: number;
}

export const PICKER_PAGE_SIZES = [24, 48] as const;

export interface MediaPickerDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the chosen image when 'Use this image' is pressed (the dialog then closes). */
  onPicked: (image: PickedImage) => void;
  /** The field's smallest image, in pixels: smaller ones show, disabled, with the reason. */
  minWidth?: number;
  minHeight?: number;
}

/** Whether the image is at least the field's minimum size. */
export const bigEnough = (item: MediaItem, minWidth = 0, minHeight = 0): boolean =>
  item.width >= minWidth && item.height >= minHeight;

/**
 * 'Choose from library': a modal with a search, a page of the library's images as a group of
 * radio buttons (Tab into the group, arrow keys move the choice; each tile is the radio's label),
 * paging, and 'Use this image' / 'Cancel'. Images smaller than the field's minimum are disabled,
 * their reason shown under them.
 */
export function MediaPickerDialog(props: MediaPickerDialogProps) {
  // A fresh search, page and choice each time it opens.
  const [count, setCount] = useState({ open: props.open, n: 0 });
  if (count.open !== props.open) setCount({ open: props.open, n: count.n + (props.open ? 1 : 0) });
  return <PickerBody key={count.n} {...props} />;
}

function PickerBody({
  open,
  onClose,
  onPicked,
  minWidth = 0,
  minHeight = 0,
}: MediaPickerDialogProps) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PICKER_PAGE_SIZES[0]);
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const name = useId();
  const { data, isLoading, isError, isFetching, refetch } = useGetMediaPageQuery(
    { page, pageSize, search, filter: 'all', sort: 'newest' },
    // Each opening reads the library afresh (an image uploaded a moment ago is there).
    { skip: !open, refetchOnMountOrArgChange: true },
  );
  const limited = minWidth > 0 || minHeight > 0;

  const use = () => {
    if (!chosen) return;
    onPicked({
      id: chosen.id,
      url: chosen.url,
      altText: chosen.altText ?? '',
      width: chosen.width,
      height: chosen.height,
    });
    onClose();
  };

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="Choose from library"
      maxWidth="md"
      actions={
        <>
          <Button variant="outlined" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="contained" onClick={use} disabled={!chosen}>
            Use this image
          </Button>
        </>
      }
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <SearchField
          label="Search images"
          value={search}
          onChange={(text) => {
            setSearch(text);
            setPage(1);
          }}
          placeholder="File name or alt text"
          maxLength={MEDIA_FILE_NAME_MAX}
          fullWidth
        />
        {limited && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {`This field needs an image of at least ${minWidth} × ${minHeight} pixels.`}
          </Typography>
        )}
        <Box aria-busy={isFetching || undefined}>
          {isLoading ? (
            <Skeleton variant="rounded" height={240} />
          ) : isError || !data ? (
            <LoadError what="the media library" onRetry={() => void refetch()} />
          ) : data.items.length === 0 ? (
            <Alert severity="info" variant="outlined">
              {search ? 'No images match.' : 'No images yet. Upload images to start the library.'}
            </Alert>
          ) : (
            <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
              <Typography component="legend" variant="body2" sx={{ mb: 1, p: 0 }}>
                {`Images: ${imageCountText(data.total)}`}
              </Typography>
              <Box sx={MEDIA_GRID_SX}>
                {data.items.map((item) => {
                  const allowed = bigEnough(item, minWidth, minHeight);
                  const checked = chosen?.id === item.id;
                  return (
                    <Box
                      key={item.id}
                      component="label"
                      sx={{
                        position: 'relative',
                        display: 'grid',
                        gap: 0.5,
                        p: 1,
                        border: '2px solid',
                        borderColor: checked ? 'primary.main' : 'divider',
                        bgcolor: checked ? 'action.selected' : 'background.paper',
                        borderRadius: 2,
                        cursor: allowed ? 'pointer' : 'not-allowed',
                        minWidth: 0,
                        '&:has(input:focus-visible)': {
                          outline: '3px solid var(--bb-focus)',
                          outlineOffset: '2px',
                        },
                      }}
                    >
                      <Box
                        component="input"
                        type="radio"
                        name={name}
                        value={item.id}
                        checked={checked}
                        disabled={!allowed}
                        onChange={() => setChosen(item)}
                        // A real radio button, drawn over the thumbnail's corner: the choice shows
                        // by more than the border's colour.
                        sx={{
                          position: 'absolute',
                          top: 14,
                          left: 14,
                          zIndex: 1,
                          width: 24,
                          height: 24,
                          m: 0,
                          accentColor: (theme) => theme.palette.primary.main,
                          cursor: 'inherit',
                          '&:focus-visible': { outline: 'none' },
                        }}
                      />
                      <MediaThumbnail item={item} dimmed={!allowed} />
                      <Typography
                        variant="body2"
                        sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
                      >
                        {mediaName(item)}
                      </Typography>
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        {`${item.width} × ${item.height} · ${usageText(item.useCount)}`}
                      </Typography>
                      {!allowed && (
                        <Typography variant="caption" sx={{ color: 'error.main', fontWeight: 700 }}>
                          {tooSmallReason(minWidth, minHeight)}
                        </Typography>
                      )}
                    </Box>
                  );
                })}
              </Box>
            </Box>
          )}
          {data && data.total > 0 && (
            <PaginationBar
              page={page}
              pageSize={pageSize}
              total={data.total}
              pageSizes={PICKER_PAGE_SIZES}
              noun="images"
              label="Library pages"
              onPageChange={setPage}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPage(1);
              }}
            />
          )}
        </Box>
        <Typography variant="body2" role="status">
          {chosen ? `Chosen: ${mediaName(chosen)}` : ''}
        </Typography>
      </Box>
    </ModalDialog>
  );
}
