import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { initialsOf, type Testimonial } from '../../../api/testimonials';
import { responsiveFromUrl } from '../../../lib/images';
import { cardStackSx, raisedCardShadow } from '../shared/marketingSx';
import { MULTI_CARD_MIN_HEIGHT, SINGLE_CARD_MIN_HEIGHT } from './layout';
import { clampRating, StarRating } from '../../../components/testimonials/StarRating';

/** Card surface shared by the testimonial cards and their placeholders. */
export const testimonialCardSx = {
  boxSizing: 'border-box',
  height: '100%',
  ...cardStackSx,
  boxShadow: raisedCardShadow,
} as const;

/** Only images of this site (an upload's path) or https URLs are shown; anything else is ignored. */
function safeImageUrl(url: string | null): string | undefined {
  if (!url) return undefined;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https:\/\//i.test(url) ? url : undefined;
}

/** The photo's displayed size (the initials' circle): its space is reserved with or without it. */
const PHOTO_PX = 56;

/**
 * The person's photo in the initials' circle: an upload's (or a catalog image's) AVIF and WebP
 * widths for the browser to pick the smallest that fills 56 px, loaded lazily. Decorative: the name
 * is next to it.
 */
function TestimonialPhoto({ url }: { url: string }) {
  const { src, avifSrcSet, webpSrcSet } = responsiveFromUrl(url);
  const sizes = `${PHOTO_PX}px`;
  return (
    <picture>
      {avifSrcSet && <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />}
      {webpSrcSet && <source type="image/webp" srcSet={webpSrcSet} sizes={sizes} />}
      <Box
        component="img"
        src={src}
        alt=""
        width={PHOTO_PX}
        height={PHOTO_PX}
        loading="lazy"
        decoding="async"
        sx={{ display: 'block', width: PHOTO_PX, height: PHOTO_PX, objectFit: 'cover' }}
      />
    </picture>
  );
}

interface TestimonialCardProps {
  testimonial: Testimonial;
  /** 'single': the large card of the one-per-view carousel; 'multi': a card among several. */
  variant: 'single' | 'multi';
}

/** One testimonial: quote, stars (and 'n/5' on the 'multi' cards), initials, name, title, company. */
export function TestimonialCard({ testimonial, variant }: TestimonialCardProps) {
  const { name, title, company, content, rating } = testimonial;
  const image = safeImageUrl(testimonial.imageUrl);
  const single = variant === 'single';
  return (
    <Box
      component="figure"
      sx={{
        ...testimonialCardSx,
        m: 0,
        minHeight: single ? SINGLE_CARD_MIN_HEIGHT : MULTI_CARD_MIN_HEIGHT,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <StarRating rating={rating} />
          {!single && (
            <Typography component="span" aria-hidden="true" sx={{ fontWeight: 700 }}>
              {`${clampRating(rating)}/5`}
            </Typography>
          )}
        </Box>
        <FormatQuoteIcon
          aria-hidden="true"
          sx={{ fontSize: single ? '3rem' : '2.5rem', color: 'primary.light', opacity: 0.6 }}
        />
      </Box>
      <Box component="blockquote" sx={{ m: 0, flexGrow: 1 }}>
        <Typography
          sx={{
            fontSize: single ? { xs: '1.125rem', md: '1.25rem' } : '1.0625rem',
            lineHeight: 1.6,
            whiteSpace: 'pre-line',
          }}
        >
          {content}
        </Typography>
      </Box>
      <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box
          aria-hidden="true"
          sx={{
            flex: '0 0 auto',
            width: PHOTO_PX,
            height: PHOTO_PX,
            borderRadius: '50%',
            overflow: 'hidden',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontWeight: 700,
            fontSize: '1.125rem',
          }}
        >
          {image ? <TestimonialPhoto url={image} /> : initialsOf(name)}
        </Box>
        <div>
          <Typography component="p" sx={{ fontWeight: 700 }}>
            {name}
          </Typography>
          <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
            {title}
          </Typography>
          <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
            {company}
          </Typography>
        </div>
      </Box>
    </Box>
  );
}
