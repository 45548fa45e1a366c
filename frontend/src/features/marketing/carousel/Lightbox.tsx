import { useId, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { CarouselItem } from '../../../api/carousels';
import { CarouselPicture } from '../../../components/carousel/CarouselPicture';
import { youtubeLink } from './youtube';
import { visuallyHidden } from '../../../lib/visuallyHidden';

export interface LightboxProps {
  open: boolean;
  items: readonly CarouselItem[];
  /** The photo shown (0-based). */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const controlSx = {
  color: 'brand.onDeep',
  border: '2px solid',
  borderColor: 'brand.onDeep',
  '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
} as const;

/**
 * The photo viewer (W3C APG modal dialog, on MUI's Dialog: focus moves in, Tab stays inside, Escape
 * closes, page scrolling is locked while it is open). The visible counter reads "2 of 6"; the
 * dialog is named "Photo 2 of 6". Left and Right arrow keys move between photos, wrapping at the
 * ends. Loaded on demand by the image carousel, with MUI's modal code.
 */
export default function Lightbox({ open, items, index, onIndexChange, onClose }: LightboxProps) {
  const titleId = useId();
  const count = items.length;
  const item = items[Math.min(index, count - 1)];
  const alt = item?.altText?.trim() ?? '';
  const video = youtubeLink(item?.youtubeUrl ?? null);

  const go = (delta: number) => onIndexChange((index + delta + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2 || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      maxWidth="lg"
      fullWidth
      // The opener is focused by the carousel itself (reliably, also where a click does not focus).
      disableRestoreFocus
      slotProps={{
        paper: {
          // Deep surface: amber focus ring, white text.
          ...({ 'data-surface': 'deep' } as object),
          sx: {
            m: { xs: 1, sm: 3 },
            width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 48px)' },
            maxHeight: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 48px)' },
            bgcolor: 'brand.deep',
            color: 'brand.onDeep',
            backgroundImage: 'none',
            p: { xs: 1.5, sm: 2.5 },
            display: 'grid',
            gap: 1.5,
          },
        },
        backdrop: { sx: { bgcolor: 'rgba(10, 6, 24, 0.85)' } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Box
          component="h2"
          id={titleId}
          aria-live="polite"
          sx={{ m: 0, fontSize: '1.25rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          <Box component="span" sx={visuallyHidden}>
            Photo
          </Box>{' '}
          <span>{`${index + 1} of ${count}`}</span>
        </Box>
        <IconButton aria-label="Close photo viewer" onClick={onClose} sx={controlSx}>
          <CloseIcon aria-hidden="true" />
        </IconButton>
      </Box>

      <Box component="figure" sx={{ m: 0, display: 'grid', gap: 1.5, minHeight: 0 }}>
        {item && (
          <CarouselPicture
            key={item.id}
            url={item.imageUrl}
            alt={alt}
            sizes="(min-width: 1200px) 1150px, 100vw"
            eager
            sx={{
              display: 'block',
              width: '100%',
              height: 'auto',
              maxHeight: { xs: 'calc(100vh - 260px)', sm: 'calc(100vh - 240px)' },
              objectFit: 'contain',
              borderRadius: 2,
              bgcolor: 'rgba(255,255,255,0.06)',
            }}
          />
        )}
        {/* The same words as the image's text alternative: shown, not read twice. */}
        {alt && (
          <Box
            component="figcaption"
            aria-hidden="true"
            sx={{ color: 'brand.onDeepMuted', fontSize: '1.0625rem', textAlign: 'center' }}
          >
            {alt}
          </Box>
        )}
      </Box>

      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1.5,
        }}
      >
        {count > 1 ? (
          <Button
            variant="outlined"
            color="inverse"
            aria-label="Previous photo"
            startIcon={<ChevronLeftIcon aria-hidden="true" />}
            onClick={() => go(-1)}
          >
            Previous
          </Button>
        ) : (
          <span />
        )}
        {video && (
          <Box
            component="a"
            href={video}
            target="_blank"
            rel="noopener noreferrer"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.75,
              minHeight: 44,
              color: 'brand.onDeep',
              fontWeight: 700,
              textUnderlineOffset: '0.2em',
            }}
          >
            Watch the video on YouTube
            <Box component="span" sx={visuallyHidden}>
              (opens in a new tab)
            </Box>
            <OpenInNewIcon aria-hidden="true" fontSize="small" />
          </Box>
        )}
        {count > 1 && (
          <Button
            variant="outlined"
            color="inverse"
            aria-label="Next photo"
            endIcon={<ChevronRightIcon aria-hidden="true" />}
            onClick={() => go(1)}
          >
            Next
          </Button>
        )}
      </Box>
    </Dialog>
  );
}
