import { useFormikContext } from 'formik';
import * as yup from 'yup';
import type { ImageValue } from '@bb/shared/pages/fields';
import Box from '@mui/material/Box';
import { FormTextField } from '../../../../components/form/fields';
import { FormDialog } from '../../../../components/form/FormDialog';
import { FormSwitch } from '../../../../components/form/FormSwitch';
import { responsiveFromUrl } from '../../../../lib/images';

// After an upload: the image's alt text, or that it is decorative (the newsletter's HTML gives it
// alt=""), before it goes into the newsletter's text.

export const ALT_REQUIRED = 'Describe the image (alt text), or mark it as decorative.';
const ALT_MAX = 250;

interface DescriptionValues {
  alt: string;
  decorative: boolean;
}

const schema = yup.object({
  decorative: yup.boolean(),
  alt: yup
    .string()
    .trim()
    .max(ALT_MAX, `Alt text can be at most ${ALT_MAX} characters long.`)
    .when('decorative', {
      is: true,
      then: (rule) => rule,
      otherwise: (rule) => rule.required(ALT_REQUIRED),
    }),
});

function DescriptionFields() {
  const { values } = useFormikContext<DescriptionValues>();
  return (
    <>
      <FormTextField
        name="alt"
        label="Alt text"
        multiline
        minRows={2}
        disabled={values.decorative}
        helperText="What the image shows, for people who cannot see it."
        slotProps={{ htmlInput: { maxLength: ALT_MAX } }}
      />
      <FormSwitch
        name="decorative"
        label="Decorative"
        hint="It adds nothing to the text: screen readers and mail apps that do not show images skip it."
      />
    </>
  );
}

export function ImageDescriptionDialog({
  url,
  initialAlt = '',
  onClose,
  onDescribed,
}: {
  /** The uploaded image; null: closed. */
  url: string | null;
  /** The alt text offered at first (an image of the media library: its default). */
  initialAlt?: string;
  onClose: () => void;
  onDescribed: (image: ImageValue) => void;
}) {
  return (
    <FormDialog<DescriptionValues>
      open={url !== null}
      onClose={onClose}
      title="Describe the image"
      formLabel="Describe the image"
      intro={
        url ? (
          <Box
            component="img"
            src={responsiveFromUrl(url).src}
            // Described by the form below it.
            alt=""
            sx={{ display: 'block', maxWidth: '100%', maxHeight: 200, borderRadius: 1, mb: 2 }}
          />
        ) : null
      }
      initialValues={{ alt: initialAlt, decorative: false }}
      validationSchema={schema}
      fieldOrder={['alt', 'decorative']}
      submitLabel="Insert image"
      onSubmit={(values) => {
        if (!url) return;
        onDescribed({
          url,
          alt: values.decorative ? '' : values.alt.trim(),
          decorative: values.decorative,
        });
      }}
    >
      <DescriptionFields />
    </FormDialog>
  );
}
