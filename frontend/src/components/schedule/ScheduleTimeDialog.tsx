import { useMemo, type ReactNode } from 'react';
import * as yup from 'yup';
import { SCHEDULE_MESSAGES } from '@bb/shared/schedule';
import { FormDialog, type FormDialogHelpers } from '../form/FormDialog';
import { ZonedDateTimeField } from './ZonedDateTimeField';
import {
  fromZonedInput,
  nextWholeHour,
  scheduleTimeRule,
  toZonedInput,
  type ScheduleRuleMessages,
} from './zonedTime';

export interface ScheduleTimeValues {
  /** The datetime-local value, in the organisation's time zone. */
  at: string;
}

export type ScheduleTimeHelpers = FormDialogHelpers<ScheduleTimeValues>;

interface ScheduleTimeDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: string;
  formLabel: string;
  intro?: ReactNode;
  /** The field's label: 'Publish on (date and time)'. */
  label: string;
  /** The organisation's time zone (useOrganisationTimeZone). */
  zone: string;
  /** The time scheduled now (UTC), if any: the field starts with it, else with the next hour. */
  at: string | null;
  /** The message of an empty field. */
  requiredMessage?: string;
  messages?: ScheduleRuleMessages;
  submitLabel?: string;
  submittingLabel?: string;
  /** The Schedule button is disabled (the intro says why). */
  submitDisabled?: boolean;
  /**
   * Schedules for `at` (UTC, ISO 8601). On a refusal: `helpers.refuse(message)`, and the server's
   * message for the time with `helpers.setErrors({ at })`.
   */
  onSchedule: (at: string, helpers: ScheduleTimeHelpers) => Promise<void>;
}

/**
 * "When?": a dialog with one date and time in the organisation's time zone, checked (a date and
 * time, in the future, at most 366 days ahead) before `onSchedule` gets it in UTC.
 */
export function ScheduleTimeDialog({
  open,
  onClose,
  title,
  formLabel,
  intro,
  label,
  zone,
  at,
  requiredMessage = SCHEDULE_MESSAGES.invalid,
  messages = SCHEDULE_MESSAGES,
  submitLabel = 'Schedule',
  submittingLabel = 'Scheduling...',
  submitDisabled,
  onSchedule,
}: ScheduleTimeDialogProps) {
  const schema = useMemo(
    () => yup.object({ at: scheduleTimeRule(zone, { required: requiredMessage, messages }) }),
    [zone, requiredMessage, messages],
  );
  return (
    <FormDialog<ScheduleTimeValues>
      // The time is typed on the zone's clocks: a form opened before the zone was known starts again.
      key={zone}
      open={open}
      onClose={onClose}
      title={title}
      formLabel={formLabel}
      intro={intro}
      initialValues={{ at: at ? toZonedInput(at, zone) : nextWholeHour(zone) }}
      validationSchema={schema}
      fieldOrder={['at']}
      submitLabel={submitLabel}
      submittingLabel={submittingLabel}
      submitDisabled={submitDisabled}
      onSubmit={async (values, helpers) => {
        const when = fromZonedInput(values.at, zone);
        if (when) await onSchedule(when.toISOString(), helpers);
      }}
    >
      <ZonedDateTimeField name="at" label={label} zone={zone} incompleteMessage={requiredMessage} />
    </FormDialog>
  );
}
