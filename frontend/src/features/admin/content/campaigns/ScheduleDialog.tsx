import { addHours, addYears, format, startOfHour } from 'date-fns';
import * as yup from 'yup';
import { FormTextField } from '../../../../components/form/fields';
import { FormDialog, type FormDialogHelpers } from '../../../../components/form/FormDialog';

// Schedule: a date and time in the browser's time zone (a datetime-local input), sent as UTC.

export const SCHEDULE_REQUIRED = 'Choose the date and time to send it.';
export const SCHEDULE_PAST = 'Choose a time in the future, or send it now.';
export const SCHEDULE_FAR = 'A campaign can be scheduled at most a year ahead.';

const LOCAL_FORMAT = "yyyy-MM-dd'T'HH:mm";

/** A datetime-local input's value ('2026-12-01T09:30') for a moment, in the browser's time zone. */
export const toLocalInput = (date: Date) => format(date, LOCAL_FORMAT);

/** The moment a datetime-local value names in the browser's time zone, or null. */
export function fromLocalInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The browser's time zone ('Europe/London'), for the field's help. */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'local time';

interface ScheduleValues {
  at: string;
}

const schema = yup.object({
  at: yup
    .string()
    .required(SCHEDULE_REQUIRED)
    .test('future', SCHEDULE_PAST, (value) => {
      const date = fromLocalInput(value ?? '');
      return date === null || date.getTime() > Date.now();
    })
    .test('year', SCHEDULE_FAR, (value) => {
      const date = fromLocalInput(value ?? '');
      return date === null || date.getTime() <= addYears(new Date(), 1).getTime();
    })
    .test('valid', SCHEDULE_REQUIRED, (value) => fromLocalInput(value ?? '') !== null),
});

export function ScheduleDialog({
  open,
  onClose,
  sendAt,
  onSchedule,
}: {
  open: boolean;
  onClose: () => void;
  /** The time it is scheduled for now, if any. */
  sendAt: string | null;
  /** Schedules for `at` (UTC, ISO 8601); refuses with `helpers.refuse`. */
  onSchedule: (at: string, helpers: FormDialogHelpers<ScheduleValues>) => Promise<void>;
}) {
  const initial = sendAt ? new Date(sendAt) : addHours(startOfHour(new Date()), 1);
  return (
    <FormDialog<ScheduleValues>
      open={open}
      onClose={onClose}
      title={sendAt ? 'Change the schedule' : 'Schedule the campaign'}
      formLabel="Schedule the campaign"
      intro="It is sent to the confirmed subscribers of that moment. Until then you can still edit it, send it now or cancel it."
      initialValues={{ at: toLocalInput(initial) }}
      validationSchema={schema}
      fieldOrder={['at']}
      submitLabel="Schedule"
      submittingLabel="Scheduling..."
      onSubmit={async (values, helpers) => {
        const date = fromLocalInput(values.at);
        if (date) await onSchedule(date.toISOString(), helpers);
      }}
    >
      <FormTextField
        name="at"
        label="Send on (date and time)"
        type="datetime-local"
        helperText={`In your time zone (${localTimeZone()}).`}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: toLocalInput(new Date()), step: 60 },
        }}
      />
    </FormDialog>
  );
}
