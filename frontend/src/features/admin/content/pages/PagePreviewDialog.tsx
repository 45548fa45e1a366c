import { useState } from 'react';
import type { PageSlug } from '@bb/shared/pages/registry';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { pagePreviewUrl } from '../../../../api/admin/pages';
import { ModalDialog } from '../../../../components/dialog/ModalDialog';

/** The preview's widths: a phone's and a desktop's (DESIGN.md's two test widths). */
export const PREVIEW_WIDTHS = { phone: 390, desktop: 1280 } as const;
type Width = keyof typeof PREVIEW_WIDTHS;

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
  const [width, setWidth] = useState<Width>('phone');
  const [mode, setMode] = useState<'light' | 'dark'>('light');
  const pixels = PREVIEW_WIDTHS[width];
  // The dialog's content is about 96 px narrower than the window (full screen on phones: 48 px).
  const room = typeof window === 'undefined' ? pixels : Math.max(280, window.innerWidth - 96);
  const scale = Math.min(1, room / pixels);
  const height = 720;
  return (
    <ModalDialog open={open} onClose={onClose} title={`Preview: ${title}`} maxWidth="xl">
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        The saved draft, exactly as visitors will get it once published. Only administrators can see
        it.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          value={width}
          onChange={(_event, next: Width | null) => next && setWidth(next)}
          aria-label="Preview width"
          size="small"
        >
          <ToggleButton value="phone">{`Phone (${PREVIEW_WIDTHS.phone} px)`}</ToggleButton>
          <ToggleButton value="desktop">{`Desktop (${PREVIEW_WIDTHS.desktop} px)`}</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          exclusive
          value={mode}
          onChange={(_event, next: 'light' | 'dark' | null) => next && setMode(next)}
          aria-label="Colour mode"
          size="small"
        >
          <ToggleButton value="light">Light</ToggleButton>
          <ToggleButton value="dark">Dark</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box
        sx={{
          width: pixels * scale,
          height: height * scale,
          mx: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        <Box
          component="iframe"
          key={`${version}:${mode}`}
          title={`Preview of ${title}, ${pixels} pixels wide, ${mode} mode`}
          src={pagePreviewUrl(slug, mode)}
          sx={{
            width: pixels,
            height,
            border: 0,
            transform: `scale(${scale})`,
            transformOrigin: 'top left',
            display: 'block',
          }}
        />
      </Box>
    </ModalDialog>
  );
}
