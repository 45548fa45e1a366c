import { useState } from 'react';
import type { PageSlug } from '@bb/shared/pages/registry';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { pagePreviewUrl } from '../../../../api/admin/pages';
import { ModalDialog } from '../../../../components/dialog/ModalDialog';
import {
  PREVIEW_WIDTHS,
  PreviewModeToggle,
  PreviewWidthToggle,
  ScaledPreviewFrame,
  type PreviewMode,
  type PreviewWidth,
} from '../../shared/PreviewFrame';

interface PagePreviewDialogProps {
  open: boolean;
  onClose: () => void;
  slug: PageSlug;
  title: string;
  /** Changes when a new draft is saved: the frame loads it again. */
  version: number;
}

/**
 * The draft as visitors will see it: the server's render of the real page components (GET
 * /api/admin/pages/{slug}/preview, administrators only), in a frame of a phone's or a desktop's
 * width, light or dark. A desktop-wide frame is scaled down to fit the dialog.
 */
export function PagePreviewDialog({ open, onClose, slug, title, version }: PagePreviewDialogProps) {
  const [width, setWidth] = useState<PreviewWidth>('phone');
  const [mode, setMode] = useState<PreviewMode>('light');
  const pixels = PREVIEW_WIDTHS[width];
  return (
    <ModalDialog open={open} onClose={onClose} title={`Preview: ${title}`} maxWidth="xl">
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        The saved draft, exactly as visitors will get it once published. Only administrators can see
        it.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <PreviewWidthToggle value={width} onChange={setWidth} />
        <PreviewModeToggle value={mode} onChange={setMode} />
      </Box>
      <ScaledPreviewFrame
        key={`${version}:${mode}`}
        width={pixels}
        title={`Preview of ${title}, ${pixels} pixels wide, ${mode} mode`}
        src={pagePreviewUrl(slug, mode)}
      />
    </ModalDialog>
  );
}
