import { useEffect, useId, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import * as yup from 'yup';
import { MEDIA_ALT_TEXT_MAX } from '@bb/shared/media';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useGetMediaDetailQuery, useUpdateMediaMutation } from '../../../api/admin/media';
import { errorMessage } from '../../../api/base';
import { ModalDialog } from '../../../components/dialog/ModalDialog';
import { AccessibleForm } from '../../../components/form/AccessibleForm';
import { AccessibleFormik } from '../../../components/form/AccessibleFormik';
import { FormTextField } from '../../../components/form/fields';
import { RefusalAlert, type Refusal } from '../../../components/form/FormDialog';
import { responsiveFromUrl } from '../../../lib/images';
import type { UploadedLibraryImage } from './useLibraryUploads';

// After images are uploaded in the library (issue 44): each is shown in turn with its Alt text to
// write, the library's description wherever it is used; Skip leaves it for later, under the
// "Needs a description" filter. Closing the dialog skips the rest.

export const DESCRIBE_TEXT = {
  title: (count: number) => (count === 1 ? 'Describe the new image' : 'Describe the new images'),
  step: (index: number, count: number, name: string) => `Image ${index} of ${count}: ${name}`,
  help: 'What the image shows, for people who cannot see it. It becomes the image’s description wherever it is used.',
  required: 'Describe the image, or press Skip to do it later.',
  save: 'Save description',
  skip: 'Skip',
  failed: 'Failed to save the description',
} as const;

const schema = yup.object({
  altText: yup
    .string()
    .trim()
    .required(DESCRIBE_TEXT.required)
    .max(MEDIA_ALT_TEXT_MAX, `Alt text must be at most ${MEDIA_ALT_TEXT_MAX} characters.`),
});

/** What became of the images offered: how many were described, and which were left without. */
export interface DescribeResult {
  described: number;
  skipped: readonly UploadedLibraryImage[];
}

/** Focus in the alt text as each image's form appears (a new image: a new form). */
function FocusAltText({ formId }: { formId: string }) {
  useEffect(() => {
    document
      .getElementById(formId)
      ?.querySelector<HTMLElement>('textarea[name="altText"]')
      ?.focus();
  }, [formId]);
  return null;
}

/** One image's form: its picture, and its alt text (the library's, if it has one already). */
function DescribeOne({
  image,
  formId,
  onSaved,
  onSaving,
}: {
  image: UploadedLibraryImage;
  formId: string;
  onSaved: () => void;
  /** Whether a save is under way (the dialog's button says so). */
  onSaving: (saving: boolean) => void;
}) {
  // Bytes uploaded before may be described already: that description is offered.
  const { data, isLoading } = useGetMediaDetailQuery(image.id);
  const [update] = useUpdateMediaMutation();
  if (isLoading) return <Skeleton variant="rounded" height={240} />;
  return (
    <AccessibleFormik<{ altText: string }>
      initialValues={{ altText: data?.altText ?? '' }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        onSaving(true);
        try {
          await update({ id: image.id, changes: { altText: values.altText.trim() } }).unwrap();
          onSaving(false);
          onSaved();
        } catch (error) {
          onSaving(false);
          helpers.setStatus({
            refusal: errorMessage(error, DESCRIBE_TEXT.failed),
          } satisfies Refusal);
        }
      }}
    >
      <AccessibleForm
        id={formId}
        label={`Description of ${image.name}`}
        fieldOrder={['altText']}
        sx={{ display: 'grid', gap: 2, pt: 1 }}
      >
        <RefusalAlert />
        <Box
          component="img"
          src={responsiveFromUrl(image.url).src}
          // Described by the field below it.
          alt=""
          sx={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: 240,
            objectFit: 'contain',
            borderRadius: 1,
            bgcolor: 'action.hover',
            justifySelf: 'start',
          }}
        />
        <FormTextField
          name="altText"
          label="Alt text"
          required
          multiline
          minRows={2}
          helperText={DESCRIBE_TEXT.help}
          slotProps={{ htmlInput: { maxLength: MEDIA_ALT_TEXT_MAX } }}
        />
        <FocusAltText formId={formId} />
      </AccessibleForm>
    </AccessibleFormik>
  );
}

/**
 * 'Describe the new images': the images a library upload stored, one at a time, each with Save
 * description and Skip; closing (Escape, the close button) skips the rest. `onFinished` says what
 * was described and what was left.
 */
export function DescribeUploadsDialog({
  images,
  onFinished,
}: {
  images: readonly UploadedLibraryImage[];
  onFinished: (result: DescribeResult) => void;
}) {
  const [at, setAt] = useState(0);
  const [described, setDescribed] = useState(0);
  const [skipped, setSkipped] = useState<UploadedLibraryImage[]>([]);
  const [saving, setSaving] = useState(false);
  const formId = useId();
  // A new batch starts again from its first image.
  const [batch, setBatch] = useState(images);
  if (batch !== images) {
    setBatch(images);
    setAt(0);
    setDescribed(0);
    setSkipped([]);
  }
  const current = images[at];
  // The image's form appears once its details are read: Save description submits that form, so it
  // waits for it (a press before would do nothing).
  const { isLoading: reading } = useGetMediaDetailQuery(current?.id ?? skipToken);

  const next = (result: { described?: boolean; skip?: UploadedLibraryImage }) => {
    const done = described + (result.described ? 1 : 0);
    const left = result.skip ? [...skipped, result.skip] : skipped;
    if (at + 1 >= images.length) {
      onFinished({ described: done, skipped: left });
      return;
    }
    setDescribed(done);
    setSkipped(left);
    setAt(at + 1);
  };

  return (
    <ModalDialog
      open={current !== undefined}
      onClose={() => onFinished({ described, skipped: [...skipped, ...images.slice(at)] })}
      title={DESCRIBE_TEXT.title(images.length)}
      actions={
        current && (
          <>
            <Button variant="outlined" disabled={saving} onClick={() => next({ skip: current })}>
              {DESCRIBE_TEXT.skip}
            </Button>
            <Button type="submit" form={formId} variant="contained" disabled={saving || reading}>
              {saving ? 'Saving...' : DESCRIBE_TEXT.save}
            </Button>
          </>
        )
      }
    >
      {current && (
        <>
          <Typography role="status" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {DESCRIBE_TEXT.step(at + 1, images.length, current.name)}
          </Typography>
          <DescribeOne
            key={current.id}
            image={current}
            formId={formId}
            onSaved={() => next({ described: true })}
            onSaving={setSaving}
          />
        </>
      )}
    </ModalDialog>
  );
}
