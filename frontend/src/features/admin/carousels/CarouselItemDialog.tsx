import { useMemo } from 'react';
import Box from '@mui/material/Box';
import * as yup from 'yup';
import {
  CAROUSEL_ALT_TEXT_MAX,
  isSiteImageUrl,
  youtubeVideoId,
  type AdminCarouselItem,
  type CarouselItemBody,
} from '@bb/shared/admin-content';
import { URL_MAX, type CarouselSlug } from '@bb/shared/content';
import { useFormikContext } from 'formik';
import {
  useCreateCarouselItemMutation,
  useUpdateCarouselItemMutation,
} from '../../../api/admin/carousels';
import { CarouselPicture } from '../../../components/carousel/CarouselPicture';
import { FormTextField } from '../../../components/form/fields';
import { ChooseFromLibraryButton } from '../../../components/media/ChooseFromLibraryButton';
import { FormDialog, type FormDialogHelpers } from '../../../components/form/FormDialog';
import { FormSwitch } from '../../../components/form/FormSwitch';
import { ScheduleFields } from '../../../components/schedule/ScheduleFields';
import { useOrganisationTimeZone } from '../../../components/schedule/useTimeZone';
import {
  scheduleChanges,
  scheduleRules,
  scheduleValues,
  type ScheduleValues,
} from '../../../components/schedule/zonedTime';
import { useToast } from '../../../components/toast/useToast';
import { toFormikErrors } from '../../../lib/formErrors';
import { CAROUSEL_TOASTS } from './carouselText';

// Add Item Manually and Edit: the spec's carousel item fields (imageUrl required; sortOrder
// numeric, at least 0, 0 when left empty or not a number), and an optional schedule (publish on,
// unpublish on, in the organisation's time zone). A refusal keeps the dialog open with what was
// typed and puts the server's messages on their fields.

export interface ItemValues extends ScheduleValues {
  imageUrl: string;
  altText: string;
  youtubeUrl: string;
  /** As typed: the number input's text. */
  sortOrder: string;
  isPublished: boolean;
}

const FIELDS = [
  'imageUrl',
  'altText',
  'youtubeUrl',
  'sortOrder',
  'isPublished',
  'publishAt',
  'unpublishAt',
] as const;

export const IMAGE_URL_REQUIRED = 'Image URL is required';
export const IMAGE_URL_NOT_SITE =
  "Use one of this site's images (/images/...) or an uploaded image (/uploads/...): the site shows images from its own address only.";
export const YOUTUBE_URL_INVALID =
  'Enter a YouTube video address (https://www.youtube.com/watch?v=... or https://youtu.be/...).';
export const SORT_ORDER_MIN = 'Sort order must be 0 or more.';
export const SORT_ORDER_WHOLE = 'Sort order must be a whole number.';
/** The server's bound (docs/admin-api.md). */
export const SORT_ORDER_MAX = 1_000_000;
export const SORT_ORDER_TOO_HIGH = 'Sort order must be at most 1,000,000.';

/** The sort order a text stands for: a number as typed, 0 when empty or not a number (spec). */
export function parseSortOrder(text: string): number {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(value) ? 0 : value;
}

const schema = yup.object({
  imageUrl: yup
    .string()
    .trim()
    .required(IMAGE_URL_REQUIRED)
    .max(URL_MAX, `Image URL must be at most ${URL_MAX} characters.`)
    .test('site-image', IMAGE_URL_NOT_SITE, (value) => !value || isSiteImageUrl(value)),
  altText: yup
    .string()
    .trim()
    .max(CAROUSEL_ALT_TEXT_MAX, `Alt text must be at most ${CAROUSEL_ALT_TEXT_MAX} characters.`),
  youtubeUrl: yup
    .string()
    .trim()
    .max(URL_MAX, `YouTube URL must be at most ${URL_MAX} characters.`)
    .test('youtube', YOUTUBE_URL_INVALID, (value) => !value || youtubeVideoId(value) !== null),
  sortOrder: yup
    .string()
    .test('min', SORT_ORDER_MIN, (value = '') => parseSortOrder(value) >= 0)
    .test('max', SORT_ORDER_TOO_HIGH, (value = '') => parseSortOrder(value) <= SORT_ORDER_MAX)
    .test('whole', SORT_ORDER_WHOLE, (value = '') => Number.isInteger(parseSortOrder(value))),
  isPublished: yup.boolean(),
});

/**
 * The request body of the form's values; of the schedule, the times changed since the form opened
 * (`initial`), read in `zone` (scheduleChanges).
 */
export function itemBody(
  values: ItemValues,
  initial: ScheduleValues,
  zone: string,
): CarouselItemBody {
  return {
    imageUrl: values.imageUrl.trim(),
    altText: values.altText.trim(),
    youtubeUrl: values.youtubeUrl.trim() || null,
    sortOrder: parseSortOrder(values.sortOrder),
    isPublished: values.isPublished,
    ...scheduleChanges(values, initial, zone),
  };
}

/** The image the Image URL field names, when it is one of the site's. */
function ImagePreview() {
  const { values } = useFormikContext<ItemValues>();
  const url = values.imageUrl.trim();
  if (!isSiteImageUrl(url)) return null;
  return (
    <Box
      sx={{
        width: 240,
        maxWidth: '100%',
        aspectRatio: '16 / 9',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
      }}
    >
      <CarouselPicture
        url={url}
        // The alt text field beside it says what it shows; the preview only repeats it.
        alt=""
        sizes="240px"
        eager
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
  );
}

/** 'Choose from library': the picked image's URL in Image URL, its alt text when none is typed. */
function LibraryChoice() {
  const { values, setFieldValue } = useFormikContext<ItemValues>();
  return (
    <Box>
      <ChooseFromLibraryButton
        fieldLabel="Image URL"
        onPicked={(picked) => {
          void setFieldValue('imageUrl', picked.url);
          if (!values.altText.trim() && picked.altText)
            void setFieldValue('altText', picked.altText);
        }}
      />
    </Box>
  );
}

interface CarouselItemDialogProps {
  open: boolean;
  onClose: () => void;
  slug: CarouselSlug;
  /** The item to edit; none to add one. */
  item: AdminCarouselItem | null;
  /** The sort order a new item starts with (one above the highest). */
  nextSortOrder: number;
}

export function CarouselItemDialog({
  open,
  onClose,
  slug,
  item,
  nextSortOrder,
}: CarouselItemDialogProps) {
  const [create] = useCreateCarouselItemMutation();
  const [update] = useUpdateCarouselItemMutation();
  const { toast, toastFailure } = useToast();
  const zone = useOrganisationTimeZone();
  const schedule = scheduleValues(item, zone);
  const { publishAt, unpublishAt } = schedule;
  const validationSchema = useMemo(
    () => schema.shape(scheduleRules(zone, { publishAt, unpublishAt })),
    [zone, publishAt, unpublishAt],
  );

  const initialValues: ItemValues = item
    ? {
        ...schedule,
        imageUrl: item.imageUrl,
        altText: item.altText ?? '',
        youtubeUrl: item.youtubeUrl ?? '',
        sortOrder: String(item.sortOrder),
        isPublished: item.isPublished,
      }
    : {
        ...schedule,
        imageUrl: '',
        altText: '',
        youtubeUrl: '',
        sortOrder: String(nextSortOrder),
        isPublished: true,
      };

  const submit = async (values: ItemValues, helpers: FormDialogHelpers<ItemValues>) => {
    const body = itemBody(values, schedule, zone);
    const failure = item ? CAROUSEL_TOASTS.updateFailed : CAROUSEL_TOASTS.createFailed;
    try {
      if (item) await update({ slug, id: item.id, changes: body }).unwrap();
      else await create({ slug, body }).unwrap();
      toast(item ? CAROUSEL_TOASTS.updated : CAROUSEL_TOASTS.created);
      onClose();
    } catch (error) {
      toastFailure(error, failure.title, failure.fallback);
      const errors = toFormikErrors<ItemValues>(error);
      if (errors) helpers.setErrors(errors);
    }
  };

  return (
    <FormDialog<ItemValues>
      // The times are typed on the zone's clocks: a form opened before it was known starts again.
      key={zone}
      open={open}
      onClose={onClose}
      title={item ? 'Edit Carousel Item' : 'Add Carousel Item'}
      formLabel={item ? 'Carousel item' : 'New carousel item'}
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={submit}
      fieldOrder={FIELDS}
      submitLabel={item ? 'Save Changes' : 'Add Item'}
      submittingLabel={item ? 'Saving...' : 'Adding...'}
    >
      <FormTextField
        name="imageUrl"
        label="Image URL"
        required
        autoComplete="off"
        helperText="An uploaded image (/uploads/...) or one of the site's images (/images/...)."
        slotProps={{ htmlInput: { maxLength: URL_MAX } }}
      />
      <LibraryChoice />
      <ImagePreview />
      <FormTextField
        name="altText"
        label="Alt text"
        multiline
        minRows={2}
        autoComplete="off"
        helperText="What the image shows, for people who cannot see it."
        slotProps={{ htmlInput: { maxLength: CAROUSEL_ALT_TEXT_MAX } }}
      />
      <FormTextField
        name="youtubeUrl"
        label="YouTube URL"
        type="url"
        autoComplete="off"
        helperText="Optional: a video the slide links to."
        slotProps={{ htmlInput: { maxLength: URL_MAX } }}
      />
      <FormTextField
        name="sortOrder"
        label="Sort order"
        type="number"
        helperText="0 comes first; left empty, 0."
        slotProps={{ htmlInput: { min: 0, max: SORT_ORDER_MAX, step: 1, inputMode: 'numeric' } }}
      />
      <FormSwitch
        name="isPublished"
        label="Published"
        hint="Only published items are shown on the page."
      />
      <ScheduleFields zone={zone} what="the item" />
    </FormDialog>
  );
}
