import { useMemo, useState } from 'react';
import { useField } from 'formik';
import * as yup from 'yup';
import {
  TESTIMONIAL_CROP_ASPECT,
  TESTIMONIAL_PHOTO_MIN_PX,
  UPLOAD_MAX_MB,
  type AdminTestimonial,
  type TestimonialBody,
} from '@bb/shared/admin-content';
import {
  DEFAULT_TESTIMONIAL_RATING,
  TESTIMONIAL_COMPANY_MAX,
  TESTIMONIAL_CONTENT_MAX,
  TESTIMONIAL_NAME_MAX,
  TESTIMONIAL_TITLE_MAX,
} from '@bb/shared/content';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  useCreateTestimonialMutation,
  useUpdateTestimonialMutation,
} from '../../../api/admin/testimonials';
import { errorMessage } from '../../../api/base';
import {
  FieldGrid,
  FormSelectField,
  FormTextField,
  useShownError,
} from '../../../components/form/fields';
import { FormDialog, type FormDialogHelpers } from '../../../components/form/FormDialog';
import { FormSwitch } from '../../../components/form/FormSwitch';
import { ChooseFromLibraryButton } from '../../../components/media/ChooseFromLibraryButton';
import { text } from '../../../components/form/rules';
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
import { ImageUploadCropDialog } from '../shared/ImageUploadCropDialog';

export const TESTIMONIAL_TOASTS = {
  created: 'Testimonial created successfully',
  updated: 'Testimonial updated successfully',
  deleted: 'Testimonial deleted successfully',
  errorTitle: 'Error',
  createFailed: 'Failed to create testimonial',
  updateFailed: 'Failed to update testimonial',
  deleteFailed: 'Failed to delete testimonial',
} as const;

export interface TestimonialValues extends ScheduleValues {
  name: string;
  title: string;
  company: string;
  content: string;
  /** The select's value: '5' to '1'. */
  rating: string;
  isPublished: boolean;
  /** '' when there is no photo. */
  imageUrl: string;
}

const FIELDS = [
  'name',
  'title',
  'company',
  'content',
  'rating',
  'isPublished',
  'imageUrl',
  'publishAt',
  'unpublishAt',
] as const;

/** The spec's rating choices, 5 to 1 stars. */
const RATING_OPTIONS = [5, 4, 3, 2, 1].map((stars) => ({
  value: String(stars),
  label: `${stars} ${stars === 1 ? 'Star' : 'Stars'}`,
}));

const schema = yup.object({
  name: text('Name', TESTIMONIAL_NAME_MAX, 'Name is required'),
  title: text('Title', TESTIMONIAL_TITLE_MAX, 'Title is required'),
  company: text('Company', TESTIMONIAL_COMPANY_MAX, 'Company is required'),
  content: text('Content', TESTIMONIAL_CONTENT_MAX, 'Content is required'),
});

function initialValues(testimonial: AdminTestimonial | null, zone: string): TestimonialValues {
  return {
    ...scheduleValues(testimonial, zone),
    name: testimonial?.name ?? '',
    title: testimonial?.title ?? '',
    company: testimonial?.company ?? '',
    content: testimonial?.content ?? '',
    rating: String(testimonial?.rating ?? DEFAULT_TESTIMONIAL_RATING),
    isPublished: testimonial?.isPublished ?? false,
    imageUrl: testimonial?.imageUrl ?? '',
  };
}

/**
 * The request body: every field of the form (the spec's PATCH sends the same body as POST); of the
 * schedule, the times changed since the form opened (`initial`), read in `zone` (scheduleChanges).
 */
export function testimonialBody(
  values: TestimonialValues,
  initial: ScheduleValues,
  zone: string,
): TestimonialBody {
  return {
    name: values.name.trim(),
    title: values.title.trim(),
    company: values.company.trim(),
    content: values.content.trim(),
    rating: Number(values.rating),
    isPublished: values.isPublished,
    imageUrl: values.imageUrl || null,
    ...scheduleChanges(values, initial, zone),
  };
}

/** The optional profile photo: the chosen one with Change and Remove, or Add Photo. */
function PhotoField() {
  const [field, , helpers] = useField<string>('imageUrl');
  const error = useShownError('imageUrl');
  const [cropping, setCropping] = useState(false);
  const url = field.value;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 1, p: 0 }}>
        Profile Photo (optional)
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Avatar
          src={url || undefined}
          alt={url ? 'The chosen profile photo' : undefined}
          sx={{ width: 64, height: 64 }}
        >
          <AddPhotoAlternateOutlinedIcon aria-hidden />
        </Avatar>
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          onClick={() => setCropping(true)}
        >
          {url ? 'Change Photo' : 'Add Photo'}
        </Button>
        <ChooseFromLibraryButton
          fieldLabel="Profile Photo"
          minWidth={TESTIMONIAL_PHOTO_MIN_PX}
          minHeight={TESTIMONIAL_PHOTO_MIN_PX}
          onPicked={(picked) => void helpers.setValue(picked.url)}
        />
        {url && (
          <Button
            variant="text"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={() => void helpers.setValue('')}
          >
            Remove Photo
          </Button>
        )}
      </Box>
      <FormHelperText error={Boolean(error)}>
        {error ??
          `A square crop, at least ${TESTIMONIAL_PHOTO_MIN_PX} × ${TESTIMONIAL_PHOTO_MIN_PX} pixels, up to ${UPLOAD_MAX_MB}MB.`}
      </FormHelperText>
      <ImageUploadCropDialog
        open={cropping}
        onClose={() => setCropping(false)}
        onUploaded={(uploaded) => void helpers.setValue(uploaded)}
        aspect={TESTIMONIAL_CROP_ASPECT}
        minWidth={TESTIMONIAL_PHOTO_MIN_PX}
        minHeight={TESTIMONIAL_PHOTO_MIN_PX}
        maxSizeMB={UPLOAD_MAX_MB}
      />
    </Box>
  );
}

interface TestimonialFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The testimonial edited, or null to create one. */
  testimonial: AdminTestimonial | null;
}

/**
 * 'Create New Testimonial' / 'Edit Testimonial': name, title, company and content (required),
 * rating (5 to 1 stars, 5 by default), published, an optional square profile photo, and an
 * optional schedule (publish on, unpublish on, in the organisation's time zone). A refusal
 * keeps the dialog open with what was typed and the server's messages on their fields.
 */
export function TestimonialFormDialog({ open, onClose, testimonial }: TestimonialFormDialogProps) {
  const [create] = useCreateTestimonialMutation();
  const [update] = useUpdateTestimonialMutation();
  const { toast } = useToast();
  const zone = useOrganisationTimeZone();
  const editing = testimonial !== null;
  const initial = initialValues(testimonial, zone);
  const { publishAt, unpublishAt } = initial;
  const validationSchema = useMemo(
    () => schema.shape(scheduleRules(zone, { publishAt, unpublishAt })),
    [zone, publishAt, unpublishAt],
  );

  const submit = async (
    values: TestimonialValues,
    helpers: FormDialogHelpers<TestimonialValues>,
  ) => {
    const body = testimonialBody(values, initial, zone);
    try {
      if (testimonial) await update({ id: testimonial.id, changes: body }).unwrap();
      else await create(body).unwrap();
      toast({ title: editing ? TESTIMONIAL_TOASTS.updated : TESTIMONIAL_TOASTS.created });
      onClose();
    } catch (error) {
      const message = errorMessage(
        error,
        editing ? TESTIMONIAL_TOASTS.updateFailed : TESTIMONIAL_TOASTS.createFailed,
      );
      toast({ title: TESTIMONIAL_TOASTS.errorTitle, description: message, variant: 'destructive' });
      helpers.refuse(message);
      const errors = toFormikErrors<TestimonialValues>(error);
      if (errors) helpers.setErrors(errors);
    }
  };

  return (
    <FormDialog<TestimonialValues>
      // The times are typed on the zone's clocks: a form opened before it was known starts again.
      key={zone}
      open={open}
      onClose={onClose}
      title={editing ? 'Edit Testimonial' : 'Create New Testimonial'}
      formLabel={editing ? `Testimonial from ${testimonial.name}` : 'New testimonial'}
      initialValues={initial}
      validationSchema={validationSchema}
      onSubmit={submit}
      fieldOrder={FIELDS}
      submitLabel={editing ? 'Save Changes' : 'Create Testimonial'}
      submittingLabel="Saving..."
    >
      <FieldGrid>
        <FormTextField name="name" label="Name" required autoComplete="off" />
        <FormTextField name="title" label="Title" required autoComplete="off" />
        <FormTextField name="company" label="Company" required autoComplete="off" full />
        <FormTextField name="content" label="Content" required multiline minRows={4} full />
        <FormSelectField name="rating" label="Rating" options={RATING_OPTIONS} />
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <FormSwitch
            name="isPublished"
            label="Published"
            hint="Published testimonials show on the website at once."
          />
        </Box>
      </FieldGrid>
      <PhotoField />
      <ScheduleFields zone={zone} what="the testimonial" />
    </FormDialog>
  );
}
