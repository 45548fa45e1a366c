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

// The Configuration tab: the slide interval in seconds (the API's intervalMs is milliseconds: at
// least 1 second, in steps of half a second, 5 seconds when left empty or not a number, as the spec
// says in milliseconds; the server refuses anything else), auto-play and loop, saved together.

export interface ConfigValues {
  /** Seconds, as typed in the number input. */
  interval: string;
  autoPlay: boolean;
  loop: boolean;
}

const FIELDS = ['interval', 'autoPlay', 'loop'] as const;

const SECOND = 1000;
const MIN_SECONDS = MIN_CAROUSEL_INTERVAL_MS / SECOND;
const MAX_SECONDS = CAROUSEL_INTERVAL_MAX_MS / SECOND;
const STEP_SECONDS = CAROUSEL_INTERVAL_STEP_MS / SECOND;
const DEFAULT_SECONDS = DEFAULT_CAROUSEL_CONFIG.intervalMs / SECOND;

export const INTERVAL_TOO_SHORT = `The slide interval must be at least ${MIN_SECONDS} second.`;
export const INTERVAL_TOO_LONG = `The slide interval must be at most ${formatCount(MAX_SECONDS)} seconds (10 minutes).`;
export const INTERVAL_STEP = `The slide interval must be in steps of half a second, such as 4 or 4.5.`;
export const INTERVAL_HELP = `How long each slide is shown, in seconds: from ${MIN_SECONDS} to ${formatCount(MAX_SECONDS)}, in steps of half a second (such as 4.5). Left empty, ${DEFAULT_SECONDS}.`;

/** The seconds a text stands for: the number typed, 5 when empty or not a number (spec). */
export function parseSeconds(text: string): number {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(value) ? DEFAULT_SECONDS : value;
}

/** The API's intervalMs of a valid number of seconds. */
export const toIntervalMs = (seconds: number) => Math.round(seconds * SECOND);

const schema = yup.object({
  interval: yup
    .string()
    .test('min', INTERVAL_TOO_SHORT, (v = '') => parseSeconds(v) >= MIN_SECONDS)
    .test('max', INTERVAL_TOO_LONG, (v = '') => parseSeconds(v) <= MAX_SECONDS)
    .test('step', INTERVAL_STEP, (v = '') => Number.isInteger(parseSeconds(v) / STEP_SECONDS)),
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
      intervalMs: toIntervalMs(parseSeconds(values.interval)),
      autoPlay: values.autoPlay,
      loop: values.loop,
    };
    try {
      const saved = await update({ slug, changes }).unwrap();
      toast(CAROUSEL_TOASTS.configUpdated);
      // What is saved is the form's new starting point (an empty interval shows as 5).
      helpers.resetForm({ values: toValues(saved ?? { ...config, ...changes }) });
    } catch (error) {
      toastFailure(
        error,
        CAROUSEL_TOASTS.configFailed.title,
        CAROUSEL_TOASTS.configFailed.fallback,
      );
      // The server names the API's field: its message goes on the seconds.
      const errors = toFormikErrors<ConfigValues & { intervalMs: string }>(error);
      if (errors) {
        const { intervalMs, ...rest } = errors;
        helpers.setErrors(intervalMs ? { ...rest, interval: intervalMs } : rest);
      }
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
          name="interval"
          label="Slide interval (seconds)"
          type="number"
          helperText={INTERVAL_HELP}
          slotProps={{
            htmlInput: {
              min: MIN_SECONDS,
              max: MAX_SECONDS,
              step: STEP_SECONDS,
              inputMode: 'decimal',
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
    interval: String(config.intervalMs / SECOND),
    autoPlay: config.autoPlay,
    loop: config.loop,
  };
}
