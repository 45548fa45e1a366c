import type { FormikHelpers } from 'formik';
import * as yup from 'yup';
import {
  CAROUSEL_INTERVAL_MAX_MS,
  CAROUSEL_INTERVAL_STEP_MS,
  type AdminCarouselConfig,
} from '@bb/shared/admin-content';
import {
  CAROUSEL_NAMES,
  DEFAULT_CAROUSEL_CONFIG,
  MIN_CAROUSEL_INTERVAL_MS,
  type CarouselSlug,
} from '@bb/shared/content';
import { formatCount } from '@bb/shared/options';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import {
  useGetAdminCarouselConfigQuery,
  useUpdateCarouselConfigMutation,
} from '../../../api/admin/carousels';
import { AccessibleForm } from '../../../components/form/AccessibleForm';
import { AccessibleFormik } from '../../../components/form/AccessibleFormik';
import { FormTextField } from '../../../components/form/fields';
import { FormSwitch } from '../../../components/form/FormSwitch';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { LoadError } from '../../../components/page/LoadError';
import { useToast } from '../../../components/toast/useToast';
import { toFormikErrors } from '../../../lib/formErrors';
import { CAROUSEL_TOASTS } from './carouselText';

// The Configuration tab: slide interval (at least 1000 ms, step 500, 5000 when left empty or not a
// number), auto-play and loop, saved together.

export interface ConfigValues {
  /** As typed in the number input. */
  intervalMs: string;
  autoPlay: boolean;
  loop: boolean;
}

const FIELDS = ['intervalMs', 'autoPlay', 'loop'] as const;

export const INTERVAL_TOO_SHORT = `The slide interval must be at least ${formatCount(MIN_CAROUSEL_INTERVAL_MS)} ms (1 second).`;
export const INTERVAL_TOO_LONG = `The slide interval must be at most ${formatCount(CAROUSEL_INTERVAL_MAX_MS)} ms (10 minutes).`;
export const INTERVAL_WHOLE = 'The slide interval must be a whole number of milliseconds.';

/** The interval a text stands for: the number typed, 5000 when empty or not a number (spec). */
export function parseInterval(text: string): number {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(value) ? DEFAULT_CAROUSEL_CONFIG.intervalMs : value;
}

const schema = yup.object({
  intervalMs: yup
    .string()
    .test('min', INTERVAL_TOO_SHORT, (v = '') => parseInterval(v) >= MIN_CAROUSEL_INTERVAL_MS)
    .test('max', INTERVAL_TOO_LONG, (v = '') => parseInterval(v) <= CAROUSEL_INTERVAL_MAX_MS)
    .test('whole', INTERVAL_WHOLE, (v = '') => Number.isInteger(parseInterval(v))),
  autoPlay: yup.boolean(),
  loop: yup.boolean(),
});

export function CarouselConfigTab({ slug }: { slug: CarouselSlug }) {
  const { data: config, isLoading, isError, refetch } = useGetAdminCarouselConfigQuery(slug);
  const [update] = useUpdateCarouselConfigMutation();
  const { toast, toastFailure } = useToast();

  if (isError) {
    return <LoadError what="the carousel configuration" onRetry={() => void refetch()} />;
  }
  if (isLoading || !config) {
    return (
      <Box aria-busy="true" sx={{ display: 'grid', gap: 2, maxWidth: 420 }}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={40} />
        <Skeleton variant="rounded" height={40} />
      </Box>
    );
  }

  const initialValues = toValues(config);
  const submit = async (values: ConfigValues, helpers: FormikHelpers<ConfigValues>) => {
    const changes = {
      intervalMs: parseInterval(values.intervalMs),
      autoPlay: values.autoPlay,
      loop: values.loop,
    };
    try {
      const saved = await update({ slug, changes }).unwrap();
      toast(CAROUSEL_TOASTS.configUpdated);
      // What is saved is the form's new starting point (an empty interval shows as 5000).
      helpers.resetForm({ values: toValues(saved ?? { ...config, ...changes }) });
    } catch (error) {
      toastFailure(
        error,
        CAROUSEL_TOASTS.configFailed.title,
        CAROUSEL_TOASTS.configFailed.fallback,
      );
      const errors = toFormikErrors<ConfigValues>(error);
      if (errors) helpers.setErrors(errors);
    }
  };

  return (
    <AccessibleFormik<ConfigValues>
      // Another carousel, or a change saved elsewhere, starts the form again.
      key={`${slug}|${config.intervalMs}|${config.autoPlay}|${config.loop}`}
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
    >
      <AccessibleForm
        label={`${CAROUSEL_NAMES[slug]} carousel configuration`}
        fieldOrder={FIELDS}
        sx={{ display: 'grid', gap: 2.5, maxWidth: 520 }}
      >
        <FormTextField
          name="intervalMs"
          label="Slide interval (milliseconds)"
          type="number"
          helperText={`How long each slide is shown: at least ${formatCount(MIN_CAROUSEL_INTERVAL_MS)} ms, in steps of ${CAROUSEL_INTERVAL_STEP_MS}. Left empty, ${formatCount(DEFAULT_CAROUSEL_CONFIG.intervalMs)}.`}
          slotProps={{
            htmlInput: {
              min: MIN_CAROUSEL_INTERVAL_MS,
              max: CAROUSEL_INTERVAL_MAX_MS,
              step: CAROUSEL_INTERVAL_STEP_MS,
              inputMode: 'numeric',
            },
          }}
        />
        <FormSwitch
          name="autoPlay"
          label="Auto-play"
          hint="Slides advance by themselves (never for visitors who ask for reduced motion; anyone can stop it)."
        />
        <FormSwitch name="loop" label="Loop" hint="After the last slide comes the first again." />
        <Box>
          <SubmitButton
            variant="contained"
            label="Save Configuration"
            submittingLabel="Saving..."
          />
        </Box>
      </AccessibleForm>
    </AccessibleFormik>
  );
}

function toValues(config: AdminCarouselConfig): ConfigValues {
  return {
    intervalMs: String(config.intervalMs),
    autoPlay: config.autoPlay,
    loop: config.loop,
  };
}
