import { useId, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

// The focal point of an image: the spot that a frame of another shape keeps in view. A click on
// the preview puts it there (a visible marker); two sliders set it by keyboard, in percent across
// and down; two small frames (3:2 as the public carousel, and square) show how it crops.

export const FOCAL_ACROSS_LABEL = 'Focal point across (%)';
export const FOCAL_DOWN_LABEL = 'Focal point down (%)';

const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** The focal point (percent) of a click at (clientX, clientY) in `rect`. */
export function focalOfClick(
  rect: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>,
  clientX: number,
  clientY: number,
): { x: number; y: number } {
  const x = rect.width > 0 ? ((clientX - rect.left) / rect.width) * 100 : 50;
  const y = rect.height > 0 ? ((clientY - rect.top) / rect.height) * 100 : 50;
  return { x: clampPercent(x), y: clampPercent(y) };
}

interface FocalPointPickerProps {
  /** The preview's URL. */
  src: string;
  /** The preview's alt text (the image's, or ''). */
  alt: string;
  width: number;
  height: number;
  /** Percent, 0 to 100. */
  x: number;
  y: number;
  onChange: (x: number, y: number) => void;
}

const SLIDER_SX = {
  // 24-pixel thumbs (WCAG 2.5.8).
  '& .MuiSlider-thumb': { width: 24, height: 24 },
} as const;

function CropFrame({
  src,
  ratio,
  label,
  position,
}: {
  src: string;
  ratio: string;
  label: string;
  position: string;
}) {
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Box
        component="img"
        src={src}
        alt=""
        sx={{
          display: 'block',
          width: '100%',
          aspectRatio: ratio,
          objectFit: 'cover',
          objectPosition: position,
          borderRadius: 1,
          border: '1px solid',
          borderColor: 'divider',
        }}
      />
      <Typography component="figcaption" variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
    </Box>
  );
}

export function FocalPointPicker({
  src,
  alt,
  width,
  height,
  x,
  y,
  onChange,
}: FocalPointPickerProps) {
  const acrossId = useId();
  const downId = useId();
  const hintId = useId();
  const position = `${clampPercent(x)}% ${clampPercent(y)}%`;

  // The pointer's way to set it; the sliders below are the keyboard's (the same value).
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const point = focalOfClick(
      event.currentTarget.getBoundingClientRect(),
      event.clientX,
      event.clientY,
    );
    onChange(point.x, point.y);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{ position: 'relative', lineHeight: 0, cursor: 'crosshair', userSelect: 'none' }}
        onClick={onClick}
        data-testid="focal-preview"
      >
        <Box
          component="img"
          src={src}
          alt={alt}
          width={width}
          height={height}
          draggable={false}
          sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 1 }}
        />
        <Box
          aria-hidden="true"
          data-testid="focal-marker"
          sx={{
            position: 'absolute',
            left: `${clampPercent(x)}%`,
            top: `${clampPercent(y)}%`,
            width: 28,
            height: 28,
            transform: 'translate(-50%, -50%)',
            borderRadius: '50%',
            border: '3px solid #ffffff',
            boxShadow: '0 0 0 2px #000000, inset 0 0 0 2px #000000',
            pointerEvents: 'none',
          }}
        />
      </Box>
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
        Click the image, or use the sliders, to set the focal point: the part of the image that
        frames of other shapes keep in view.
      </Typography>
      <Box>
        <Typography id={acrossId} sx={{ fontWeight: 700 }}>
          {FOCAL_ACROSS_LABEL}
        </Typography>
        <Slider
          value={clampPercent(x)}
          min={0}
          max={100}
          step={1}
          onChange={(_event, value) => onChange(value as number, y)}
          valueLabelDisplay="auto"
          getAriaValueText={(value) => `${value}%`}
          slotProps={{
            input: { 'aria-labelledby': acrossId, 'aria-describedby': hintId },
          }}
          sx={SLIDER_SX}
        />
      </Box>
      <Box>
        <Typography id={downId} sx={{ fontWeight: 700 }}>
          {FOCAL_DOWN_LABEL}
        </Typography>
        <Slider
          value={clampPercent(y)}
          min={0}
          max={100}
          step={1}
          onChange={(_event, value) => onChange(x, value as number)}
          valueLabelDisplay="auto"
          getAriaValueText={(value) => `${value}%`}
          slotProps={{
            input: { 'aria-labelledby': downId, 'aria-describedby': hintId },
          }}
          sx={SLIDER_SX}
        />
      </Box>
      <Box component="section" aria-labelledby={`${hintId}-crops`}>
        <Typography id={`${hintId}-crops`} component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          How it crops
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
            gap: 2,
            alignItems: 'start',
          }}
        >
          <CropFrame src={src} ratio="3 / 2" label="3:2 frame (carousels)" position={position} />
          <CropFrame src={src} ratio="1 / 1" label="Square frame" position={position} />
        </Box>
      </Box>
    </Box>
  );
}
