import { useSyncExternalStore, type IframeHTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

// The admin panel's previews (a public page's draft, a newsletter's e-mail): a frame of a phone's or
// a desktop's width, scaled down to fit the dialog, and the toggle between the two widths.

/** The preview's widths: a phone's and a desktop's (DESIGN.md's two test widths). */
export const PREVIEW_WIDTHS = { phone: 390, desktop: 1280 } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

/** 'Phone (390 px)' | 'Desktop (1280 px)', a toggle of the two. */
export function PreviewWidthToggle({
  value,
  onChange,
}: {
  value: PreviewWidth;
  onChange: (width: PreviewWidth) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      value={value}
      onChange={(_event, next: PreviewWidth | null) => next && onChange(next)}
      aria-label="Preview width"
      size="small"
    >
      <ToggleButton value="phone">{`Phone (${PREVIEW_WIDTHS.phone} px)`}</ToggleButton>
      <ToggleButton value="desktop">{`Desktop (${PREVIEW_WIDTHS.desktop} px)`}</ToggleButton>
    </ToggleButtonGroup>
  );
}

const subscribeToResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const innerWidth = () => window.innerWidth;

type FrameProps = Pick<
  IframeHTMLAttributes<HTMLIFrameElement>,
  'src' | 'srcDoc' | 'sandbox' | 'title' | 'style'
>;

/**
 * An iframe `width` px wide (and `height` high), scaled down to fit a dialog's content (about
 * 96 px narrower than the window; full screen on phones: 48 px) when it is wider, again whenever the
 * window is resized.
 */
export function ScaledPreviewFrame({
  width,
  height = 720,
  ...frame
}: FrameProps & { width: number; height?: number }) {
  const windowWidth = useSyncExternalStore(subscribeToResize, innerWidth, () => width + 96);
  const room = Math.max(280, windowWidth - 96);
  const scale = Math.min(1, room / width);
  return (
    <Box
      sx={{
        width: width * scale,
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
        {...frame}
        sx={{
          width,
          height,
          border: 0,
          transform: `scale(${scale})`,
          transformOrigin: 'top left',
          display: 'block',
        }}
      />
    </Box>
  );
}

export type PreviewMode = 'light' | 'dark';

/** 'Light' | 'Dark', a toggle of the preview's colour mode. */
export function PreviewModeToggle({
  value,
  onChange,
}: {
  value: PreviewMode;
  onChange: (mode: PreviewMode) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      value={value}
      onChange={(_event, next: PreviewMode | null) => next && onChange(next)}
      aria-label="Colour mode"
      size="small"
    >
      <ToggleButton value="light">Light</ToggleButton>
      <ToggleButton value="dark">Dark</ToggleButton>
    </ToggleButtonGroup>
  );
}
