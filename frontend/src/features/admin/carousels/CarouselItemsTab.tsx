import { useState } from 'react';
import {
  CAROUSEL_CROP_ASPECT,
  UPLOAD_MAX_MB,
  type AdminCarouselItem,
} from '@bb/shared/admin-content';
import { CAROUSEL_NAMES, type CarouselSlug } from '@bb/shared/content';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CropIcon from '@mui/icons-material/Crop';
import ViewCarouselOutlinedIcon from '@mui/icons-material/ViewCarouselOutlined';
import {
  useCreateCarouselItemMutation,
  useDeleteCarouselItemMutation,
} from '../../../api/admin/carousels';
import { errorMessage } from '../../../api/base';
import { ConfirmDialog } from '../../../components/dialog/ConfirmDialog';
import { ChooseFromLibraryButton } from '../../../components/media/ChooseFromLibraryButton';
import type { PickedImage } from '../../../components/media/MediaPickerDialog';
import { useFocusRescue } from '../../../components/dialog/useFocusRescue';
import { EmptyState } from '../../../components/page/EmptyState';
import { LoadError } from '../../../components/page/LoadError';
import { Spinner } from '../../../components/Spinner';
import { useToast } from '../../../components/toast/useToast';
import { ImageUploadCropDialog } from '../shared/ImageUploadCropDialog';
import { CarouselItemDialog } from './CarouselItemDialog';
import { CarouselItemList } from './CarouselItemList';
import {
  capitalized,
  CAROUSEL_TOASTS,
  EMPTY_TEXT,
  EMPTY_TITLE,
  ITEMS_PANEL_ID,
  itemName,
} from './carouselText';
import { UploadDropZone } from './UploadDropZone';
import { uploadedItemBody, type CarouselUploads } from './useCarouselUploads';

/** The highest sortOrder of the items, -1 when there are none. */
export function highestSortOrder(items: readonly AdminCarouselItem[]): number {
  return items.reduce((highest, item) => Math.max(highest, item.sortOrder), -1);
}

interface CarouselItemsTabProps {
  slug: CarouselSlug;
  items: readonly AdminCarouselItem[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  uploads: CarouselUploads;
}

/** A dialog's subject, kept while the dialog fades out after closing. */
interface Opened<T> {
  open: boolean;
  subject: T;
}

export function CarouselItemsTab({
  slug,
  items,
  isLoading,
  isError,
  onRetry,
  uploads,
}: CarouselItemsTabProps) {
  const [create] = useCreateCarouselItemMutation();
  const [remove] = useDeleteCarouselItemMutation();
  const { toast, toastFailure } = useToast();
  const [editing, setEditing] = useState<Opened<AdminCarouselItem | null>>({
    open: false,
    subject: null,
  });
  const [deleting, setDeleting] = useState<Opened<AdminCarouselItem | null>>({
    open: false,
    subject: null,
  });
  const closeEditing = () => setEditing((current) => ({ ...current, open: false }));
  const closeDeleting = () => setDeleting((current) => ({ ...current, open: false }));
  const [cropping, setCropping] = useState(false);
  /** Focus to the Items panel when what had it is gone (a deleted item's Delete button). */
  const rescueFocus = useFocusRescue(() => document.getElementById(ITEMS_PANEL_ID));

  const list = items ?? [];
  const highest = highestSortOrder(list);

  /** A new item from an upload, or from an image of the library (its alt text prefilled). */
  const addCropped = async (url: string, picked?: PickedImage) => {
    try {
      const body = uploadedItemBody(url, highest + 1);
      await create({ slug, body: picked ? { ...body, altText: picked.altText } : body }).unwrap();
      toast(CAROUSEL_TOASTS.created);
    } catch (error) {
      toastFailure(
        error,
        CAROUSEL_TOASTS.createFailed.title,
        CAROUSEL_TOASTS.createFailed.fallback,
      );
    }
  };

  const addManually = (
    <Button
      variant="outlined"
      startIcon={<AddIcon />}
      onClick={() => setEditing({ open: true, subject: null })}
    >
      Add Item Manually
    </Button>
  );

  let content;
  if (isLoading) content = <Spinner label="Loading carousel items" />;
  else if (isError) content = <LoadError what="the carousel items" onRetry={onRetry} />;
  else if (list.length === 0)
    content = (
      <EmptyState icon={<ViewCarouselOutlinedIcon />} title={EMPTY_TITLE} text={EMPTY_TEXT} />
    );
  else
    content = (
      <CarouselItemList
        slug={slug}
        items={list}
        onEdit={(item) => setEditing({ open: true, subject: item })}
        onDelete={(item) => setDeleting({ open: true, subject: item })}
      />
    );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="contained" startIcon={<CropIcon />} onClick={() => setCropping(true)}>
          Upload &amp; Crop
        </Button>
        <ChooseFromLibraryButton
          fieldLabel={`new item of the ${CAROUSEL_NAMES[slug]} carousel`}
          onPicked={(picked) => void addCropped(picked.url, picked)}
        />
        {addManually}
      </Box>
      <UploadDropZone
        uploads={uploads}
        onFiles={(files) => void uploads.start(slug, files, highest)}
      />
      {content}

      <CarouselItemDialog
        open={editing.open}
        onClose={closeEditing}
        slug={slug}
        item={editing.subject}
        nextSortOrder={highest + 1}
      />
      <ConfirmDialog
        open={deleting.open}
        onClose={closeDeleting}
        title="Delete Carousel Item"
        formLabel="Delete carousel item"
        confirmLabel="Delete Item"
        message={
          <Typography>
            {deleting.subject
              ? `${capitalized(itemName(deleting.subject))} will be removed from the ${CAROUSEL_NAMES[slug]} carousel. This cannot be undone.`
              : ''}
          </Typography>
        }
        onConfirm={async (_values, helpers) => {
          const item = deleting.subject;
          if (!item) return;
          try {
            await remove({ slug, id: item.id }).unwrap();
            toast(CAROUSEL_TOASTS.deleted);
            closeDeleting();
            rescueFocus();
          } catch (error) {
            const message = errorMessage(error, CAROUSEL_TOASTS.deleteFailed.fallback);
            toast({
              title: CAROUSEL_TOASTS.deleteFailed.title,
              description: message,
              variant: 'destructive',
            });
            helpers.refuse(message);
          }
        }}
      />
      <ImageUploadCropDialog
        open={cropping}
        onClose={() => setCropping(false)}
        onUploaded={(url) => void addCropped(url)}
        aspect={CAROUSEL_CROP_ASPECT}
        maxSizeMB={UPLOAD_MAX_MB}
      />
    </Box>
  );
}
