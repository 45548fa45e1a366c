/**
 * Shared measurements of the image carousel, its static stand-in (prerender, no JavaScript, code
 * still loading) and its empty state, so that swapping one for another moves nothing on the page.
 */

/** Carousel controls are at least 44 px square (DESIGN.md). */
export const CONTROL_SIZE = 44;

/** Slide frame: 3:2, the shape of the gallery photos; other shapes are cropped to fill it. */
export const FRAME_ASPECT_RATIO = '3 / 2';

/** The whole carousel: a bar of controls, the slide frame, the row of dots. */
export const CAROUSEL_SX = {
  display: 'grid',
  gridTemplateRows: `${CONTROL_SIZE}px auto ${CONTROL_SIZE}px`,
  rowGap: 1.5,
  maxWidth: 960,
  mx: 'auto',
} as const;

/** The bars above and below the frame (empty in the static stand-in). */
export const BAR_SX = {
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  minHeight: CONTROL_SIZE,
} as const;

/** The frame the slides show in. */
export const VIEWPORT_SX = {
  position: 'relative',
  overflow: 'hidden',
  aspectRatio: FRAME_ASPECT_RATIO,
  borderRadius: 2,
  bgcolor: 'action.hover',
} as const;

/** An image filling the frame. */
export const FILL_IMAGE_SX = {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
} as const;
