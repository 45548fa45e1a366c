import type { AdminCarouselItem } from '@bb/shared/admin-content';
import { CAROUSEL_UPLOAD_MAX_FILES, UPLOAD_MAX_MB } from '@bb/shared/admin-content';

// The carousels page's words: the spec's toasts and messages (spec 001, sections 2, 5 and 8), and
// how an item is named to people who cannot see its thumbnail.

export const CAROUSEL_TOASTS = {
  created: { title: 'Success', description: 'Carousel item created successfully' },
  updated: { title: 'Success', description: 'Carousel item updated successfully' },
  deleted: { title: 'Success', description: 'Carousel item deleted successfully' },
  configUpdated: { title: 'Success', description: 'Carousel configuration updated successfully' },
  reordered: { title: 'Success', description: 'Items reordered successfully' },
  createFailed: { title: 'Error', fallback: 'Failed to create carousel item' },
  updateFailed: { title: 'Error', fallback: 'Failed to update carousel item' },
  deleteFailed: { title: 'Error', fallback: 'Failed to delete carousel item' },
  configFailed: { title: 'Error', fallback: 'Failed to update configuration' },
  reorderFailed: { title: 'Error', fallback: 'Failed to reorder items' },
  invalidFiles: { title: 'Invalid files', description: 'Please select only image files' },
  tooManyFiles: {
    title: 'Too many files',
    description: `Maximum ${CAROUSEL_UPLOAD_MAX_FILES} images allowed`,
  },
  uploadFailed: (fileName: string) => ({
    title: 'Upload failed',
    description: `Failed to upload ${fileName}`,
  }),
} as const;

/** The Items tab's panel (focus goes there when what had it is gone). */
export const ITEMS_PANEL_ID = 'carousel-panel-items';

export const EMPTY_TITLE = 'No carousel items found.';
export const EMPTY_TEXT = 'Add your first item to get started.';
export const NO_DESCRIPTION = 'No description';
export const MISSING_ALT_WARNING =
  'No alt text: people using screen readers will not know what this image shows.';
export const FORMATS_HINT = `JPG, PNG, GIF, WebP up to ${UPLOAD_MAX_MB}MB each, at most ${CAROUSEL_UPLOAD_MAX_FILES} images at a time`;
export const FILE_TOO_LARGE = `Larger than ${UPLOAD_MAX_MB}MB`;

/** The item as a screen reader names it: "item #2, The speaker on stage" ("item #2" without alt text). */
export function itemName(item: Pick<AdminCarouselItem, 'sortOrder' | 'altText'>): string {
  const alt = item.altText?.trim();
  return alt ? `item #${item.sortOrder}, ${alt}` : `item #${item.sortOrder}`;
}

/** "Item #2, The speaker on stage". */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
