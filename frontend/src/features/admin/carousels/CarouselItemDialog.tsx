import { useEffect, useMemo, useRef, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import * as yup from 'yup';
import {
  CAROUSEL_ALT_TEXT_MAX,
  isSiteImageUrl,
  parseUploadUrl,
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
import { useLazyGetMediaDetailQuery } from '../../../api/admin/media';
import { CarouselPicture } from '../../../components/carousel/CarouselPicture';
import { FormTextField } from '../../../components/form/fields';
import { ChooseFromLibraryButton } from '../../../components/media/ChooseFromLibraryButton';
import type { PickedImage } from '../../../components/media/MediaPickerDialog';
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

// Add Item Manually and Edit: the spec's carousel item fields (imageUrl required), and an optional
// schedule (publish on, unpublish on, in the organisation's time zone). The order has one way to
// change, the list's (drag, or Move up / Move down: issue 44): a new item goes at the end (one above
// the highest sortOrder, as an upload does) and an edit keeps the item's place. A refusal keeps the
// dialog open with what was typed and puts the server's messages on their fields. When the image
// changes (picked in the library or typed), the alt text becomes the library's description of the
// new image, or empty, and then a replaced image must be described before the item is saved
// (issue 44).

export interface ItemValues extends ScheduleValues {
  imageUrl: string;
  altText: string;
  youtubeUrl: string;
  isPublished: boolean;
  /** The image was replaced by one the library has no description of: alt text is required. */
  describeNewImage: boolean;
}

const FIELDS = [
  'imageUrl',
  'altText',
  'youtubeUrl',
  'isPublished',
  'publishAt',
  'unpublishAt',
] as const;

export const IMAGE_URL_REQUIRED = 'Image URL is required';
export const IMAGE_URL_NOT_SITE =
  "Use one of this site's images (/images/...) or an uploaded image (/uploads/...): the site shows images from its own address only.";
export const YOUTUBE_URL_INVALID =
  'Enter a YouTube video address (https://www.youtube.com/watch?v=... or https://youtu.be/...).';
export const ALT_TEXT_HELP = 'What the image shows, for people who cannot see it.';
/** Under the alt text once a replaced image has no description: the old one was of another picture. */
export const DESCRIBE_NEW_IMAGE =
  'Describe the new image: the alt text of the previous one was removed, and the media library has no description of this one.';
export const DESCRIBE_NEW_IMAGE_REQUIRED = 'Describe the new image (alt text).';
/** What the Add dialog says of the new item's place. */
export const NEW_ITEM_PLACE =
  'It goes at the end of the list: drag it, or use Move up and Move down, to put it elsewhere.';

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
    .max(CAROUSEL_ALT_TEXT_MAX, `Alt text must be at most ${CAROUSEL_ALT_TEXT_MAX} characters.`)
    .when('describeNewImage', {
      is: true,
      then: (rule) => rule.required(DESCRIBE_NEW_IMAGE_REQUIRED),
    }),
  youtubeUrl: yup
    .string()
    .trim()
    .max(URL_MAX, `YouTube URL must be at most ${URL_MAX} characters.`)
    .test('youtube', YOUTUBE_URL_INVALID, (value) => !value || youtubeVideoId(value) !== null),
  isPublished: yup.boolean(),
});

/**
 * The request body of the form's values; of the schedule, the times changed since the form opened
 * (`initial`), read in `zone` (scheduleChanges). No place: the list's order is changed in the list.
 */
export function itemBody(
  values: ItemValues,
  initial: ScheduleValues,
  zone: string,
): Omit<CarouselItemBody, 'sortOrder'> {
  return {
    imageUrl: values.imageUrl.trim(),
    altText: values.altText.trim(),
    youtubeUrl: values.youtubeUrl.trim() || null,
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

/** 'Choose from library': the picked image's URL in Image URL (AltFollowsImage does the rest). */
function LibraryChoice({ pickedRef }: { pickedRef: RefObject<PickedImage | null> }) {
  const { setFieldValue } = useFormikContext<ItemValues>();
  return (
    <Box>
      <ChooseFromLibraryButton
        fieldLabel="Image URL"
        onPicked={(image) => {
          pickedRef.current = image;
          void setFieldValue('imageUrl', image.url);
        }}
      />
    </Box>
  );
}

/**
 * The alt text follows the image: when Image URL names another image (picked in the library, or
 * typed), the alt text becomes the library's description of it (the picked image's, or looked up
 * for a typed upload's address), else empty; a replaced image left without one must be described
 * (describeNewImage). Back to the item's own image, its own alt text comes back.
 */
function AltFollowsImage({
  initialUrl,
  initialAlt,
  pickedRef,
}: {
  initialUrl: string;
  initialAlt: string;
  pickedRef: RefObject<PickedImage | null>;
}) {
  const { values, setFieldValue } = useFormikContext<ItemValues>();
  const [lookUp] = useLazyGetMediaDetailQuery();
  const url = values.imageUrl.trim();
  /** The image the alt text describes. */
  const described = useRef(isSiteImageUrl(initialUrl) ? initialUrl : '');
  useEffect(() => {
    if (!isSiteImageUrl(url) || url === described.current) return;
    const replaced = described.current !== '';
    described.current = url;
    const apply = (description: string, ask: boolean) => {
      // Only while it is still the image named (another may have been typed meanwhile).
      if (described.current !== url) return;
      void setFieldValue('altText', description);
      void setFieldValue('describeNewImage', ask);
    };
    if (url === initialUrl) return apply(initialAlt, false);
    if (pickedRef.current?.url === url) {
      const description = pickedRef.current.altText;
      return apply(description, replaced && !description);
    }
    apply('', replaced);
    const hash = parseUploadUrl(url)?.hash;
    if (hash)
      lookUp(hash, true)
        .unwrap()
        .then(
          (detail) => {
            if (detail.altText) apply(detail.altText, false);
          },
          // Not in the library (deleted): the alt text stays empty, and asked for.
          () => undefined,
        );
  }, [url, initialUrl, initialAlt, pickedRef, lookUp, setFieldValue]);
  return null;
}

/** Alt text, with what it is for, or the request to describe a replaced image. */
function AltTextField() {
  const { values } = useFormikContext<ItemValues>();
  return (
    <FormTextField
      name="altText"
      label="Alt text"
      multiline
      minRows={2}
      autoComplete="off"
      required={values.describeNewImage}
      helperText={
        values.describeNewImage && !values.altText.trim() ? DESCRIBE_NEW_IMAGE : ALT_TEXT_HELP
      }
      slotProps={{ htmlInput: { maxLength: CAROUSEL_ALT_TEXT_MAX } }}
    />
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
        isPublished: item.isPublished,
        describeNewImage: false,
      }
    : {
        ...schedule,
        imageUrl: '',
        altText: '',
        youtubeUrl: '',
        isPublished: true,
        describeNewImage: false,
      };
  const picked = useRef<PickedImage | null>(null);

  const submit = async (values: ItemValues, helpers: FormDialogHelpers<ItemValues>) => {
    const body = itemBody(values, schedule, zone);
    const failure = item ? CAROUSEL_TOASTS.updateFailed : CAROUSEL_TOASTS.createFailed;
    try {
      if (item) await update({ slug, id: item.id, changes: body }).unwrap();
      else await create({ slug, body: { ...body, sortOrder: nextSortOrder } }).unwrap();
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
      <LibraryChoice pickedRef={picked} />
      <AltFollowsImage
        initialUrl={initialValues.imageUrl}
        initialAlt={initialValues.altText}
        pickedRef={picked}
      />
      <ImagePreview />
      <AltTextField />
      <FormTextField
        name="youtubeUrl"
        label="YouTube URL"
        type="url"
        autoComplete="off"
        helperText="Optional: a video the slide links to."
        slotProps={{ htmlInput: { maxLength: URL_MAX } }}
      />
      <FormSwitch
        name="isPublished"
        label="Published"
        hint="Only published items are shown on the page."
      />
      <ScheduleFields zone={zone} what="the item" />
      {!item && (
        <Typography variant="body2" color="text.secondary">
          {NEW_ITEM_PLACE}
        </Typography>
      )}
    </FormDialog>
  );
}
