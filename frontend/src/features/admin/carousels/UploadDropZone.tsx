import { useId, useRef, useState, type DragEvent } from 'react';
import { CAROUSEL_UPLOAD_MAX_FILES, UPLOAD_ACCEPT } from '@bb/shared/admin-content';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { useToast } from '../../../components/toast/useToast';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { CAROUSEL_TOASTS, FORMATS_HINT } from './carouselText';
import type { CarouselUploads, UploadRow } from './useCarouselUploads';

// The multi-image drop zone: drop images on it, or press its button (or click anywhere in it) to
// choose them. Images only (JPG, PNG, GIF, WebP), at most 20 at a time: otherwise nothing starts
// and the spec's toast says why.

const ACCEPTED_TYPES = UPLOAD_ACCEPT.split(',');
const IMAGE_NAME = /\.(jpe?g|png|gif|webp)$/i;

/** Whether a file is one of the images the site accepts (by its type, or its name when untyped). */
export function isAcceptedImage(file: File): boolean {
  return file.type ? ACCEPTED_TYPES.includes(file.type) : IMAGE_NAME.test(file.name);
}

/** Why a choice of files cannot start, or null when it can. */
export function refusalOf(files: readonly File[]) {
  if (files.some((file) => !isAcceptedImage(file))) return CAROUSEL_TOASTS.invalidFiles;
  if (files.length > CAROUSEL_UPLOAD_MAX_FILES) return CAROUSEL_TOASTS.tooManyFiles;
  return null;
}

function RowLine({ row, onDismiss }: { row: UploadRow; onDismiss: (key: string) => void }) {
  const failed = row.status === 'failed';
  const state =
    row.status === 'waiting'
      ? 'Waiting'
      : row.status === 'uploading'
        ? `${Math.round(row.progress * 100)}%`
        : row.status === 'adding'
          ? 'Adding to the carousel...'
          : `Failed: ${row.message ?? ''}`;
  return (
    <Box component="li" sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        {failed && <ErrorOutlineIcon color="error" fontSize="small" aria-hidden="true" />}
        <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere', minWidth: 0 }}>
          {row.name}
        </Typography>
        <Typography
          variant="body2"
          sx={{ color: failed ? 'error.main' : 'text.secondary', overflowWrap: 'anywhere' }}
        >
          {state}
        </Typography>
        {failed && (
          <IconButton
            size="small"
            aria-label={`Dismiss ${row.name}`}
            onClick={() => onDismiss(row.key)}
            sx={{ ml: 'auto', minWidth: 32, minHeight: 32 }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      {!failed && (
        <LinearProgress
          variant={row.status === 'uploading' ? 'determinate' : 'indeterminate'}
          value={row.status === 'uploading' ? Math.round(row.progress * 100) : undefined}
          aria-label={`Uploading ${row.name}`}
        />
      )}
    </Box>
  );
}

interface UploadDropZoneProps {
  uploads: CarouselUploads;
  /** Starts the upload of the chosen files (already checked). */
  onFiles: (files: File[]) => void;
}

export function UploadDropZone({ uploads, onFiles }: UploadDropZoneProps) {
  const { toast } = useToast();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const { busy, rows, status, dismiss } = uploads;

  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length === 0 || busy) return;
    const refusal = refusalOf(files);
    if (refusal) {
      toast({ ...refusal, variant: 'destructive' });
      return;
    }
    onFiles(files);
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = busy ? 'none' : 'copy';
    setOver(true);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        data-testid="carousel-drop-zone"
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          take(event.dataTransfer.files);
        }}
        onClick={() => {
          if (!busy) input.current?.click();
        }}
        sx={{
          display: 'grid',
          justifyItems: 'center',
          gap: 1,
          p: { xs: 3, sm: 4 },
          textAlign: 'center',
          border: '2px dashed',
          borderColor: over ? 'primary.main' : 'divider',
          borderRadius: 2,
          bgcolor: over ? 'action.selected' : 'background.paper',
          cursor: busy ? 'progress' : 'pointer',
        }}
      >
        <CloudUploadOutlinedIcon
          aria-hidden="true"
          sx={{ fontSize: 40, color: 'text.secondary' }}
        />
        <Typography sx={{ fontWeight: 700 }}>Drag and drop images here, or</Typography>
        <Button
          variant="outlined"
          // Stays focusable while a batch uploads (a disabled button would drop the focus).
          aria-disabled={busy || undefined}
          aria-describedby={hintId}
          onClick={(event) => {
            event.stopPropagation();
            if (!busy) input.current?.click();
          }}
        >
          {busy ? 'Uploading...' : 'Choose Images'}
        </Button>
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
          {FORMATS_HINT}
        </Typography>
        <input
          ref={input}
          type="file"
          accept={UPLOAD_ACCEPT}
          multiple
          hidden
          aria-label="Choose images to upload"
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => {
            take(event.target.files);
            // The same files can be chosen again after a failure.
            event.target.value = '';
          }}
        />
      </Box>
      {rows.length > 0 && (
        <Box
          component="ul"
          aria-label="Uploads"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {rows.map((row) => (
            <RowLine key={row.key} row={row} onDismiss={dismiss} />
          ))}
        </Box>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {status}
      </Box>
    </Box>
  );
}
