import {
  ScheduleTimeDialog,
  type ScheduleTimeHelpers,
} from '../../../../components/schedule/ScheduleTimeDialog';
import type { ScheduleRuleMessages } from '../../../../components/schedule/zonedTime';

// Schedule: a date and time in the organisation's time zone (Settings → Time zone), sent as UTC.

export const SCHEDULE_REQUIRED = 'Choose the date and time to send it.';
export const SCHEDULE_PAST = 'Choose a time in the future, or send it now.';
export const SCHEDULE_FAR = 'A campaign can be scheduled at most a year ahead.';

const MESSAGES: ScheduleRuleMessages = {
  invalid: SCHEDULE_REQUIRED,
  past: SCHEDULE_PAST,
  far: SCHEDULE_FAR,
};

export function ScheduleDialog({
  open,
  onClose,
  sendAt,
  zone,
  onSchedule,
}: {
  open: boolean;
  onClose: () => void;
  /** The time it is scheduled for now, if any. */
  sendAt: string | null;
  /** The organisation's time zone, in which the time is typed. */
  zone: string;
  /** Schedules for `at` (UTC, ISO 8601); refuses with `helpers.refuse`. */
  onSchedule: (at: string, helpers: ScheduleTimeHelpers) => Promise<void>;
}) {
  return (
    <ScheduleTimeDialog
      open={open}
      onClose={onClose}
      title={sendAt ? 'Change the schedule' : 'Schedule the campaign'}
      formLabel="Schedule the campaign"
      intro="It is sent to the confirmed subscribers of that moment. Until then you can still edit it, send it now or cancel it."
      label="Send on (date and time)"
      zone={zone}
      at={sendAt}
      requiredMessage={SCHEDULE_REQUIRED}
      messages={MESSAGES}
      onSchedule={onSchedule}
    />
  );
}
