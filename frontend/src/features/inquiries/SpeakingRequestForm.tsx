import { useCallback, useMemo } from 'react';
import { ATTENDEE_COUNT_MAX, EVENT_YEAR_MAX } from '@bb/shared/inquiries';
import * as yup from 'yup';
import {
  useRequestSpeakingMutation,
  type EventType,
  type SpeakingBudget,
  type InquiryResponse,
  type SpeakingRequest,
} from '../../api/inquiries';
import { AccessibleFormik } from '../../components/form/AccessibleFormik';
import { FieldGrid, FormSelectField, FormTextField } from '../../components/form/fields';
import { email, text } from '../../components/form/rules';
import { InquiryFormShell } from './fields';
import { useLastingConfirmation } from './InquiryConfirmation';
import { EVENT_TYPE_OPTIONS, SPEAKING_BUDGET_OPTIONS } from './options';
import { KeepPrefilled, useMemberDetails } from './prefill';
import { compact, MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH, optional, useInquirySubmit } from './submit';

export const SPEAKING_SUCCESS =
  "Your speaking request has been submitted. We'll get back to you within 24 hours.";
export const SPEAKING_FALLBACK_ERROR = 'Failed to submit speaking request';

/** Bounds shared with the server. */
export const MAX_ATTENDEES = ATTENDEE_COUNT_MAX;
export const LAST_EVENT_YEAR = EVENT_YEAR_MAX;

export interface SpeakingFormValues {
  contactName: string;
  email: string;
  company: string;
  eventType: EventType;
  /** YYYY-MM-DD from the date input, or ''. */
  eventDate: string;
  /** As typed: a whole number (thousands separators allowed), or ''. */
  attendeeCount: string;
  budget: SpeakingBudget | '';
  message: string;
  website: string;
}

export const SPEAKING_DEFAULTS: SpeakingFormValues = {
  contactName: '',
  email: '',
  company: '',
  eventType: 'keynote',
  eventDate: '',
  attendeeCount: '',
  budget: '',
  message: '',
  website: '',
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD string naming a day of the calendar (not 2025-02-30). */
export function isRealDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An attendee count as typed, without its thousands separators and spaces. */
export const digitsOf = (value: string) => value.replace(/[\s,]/g, '');

/** The rules of the optional fields a member may also change later (My Bookings). */
export const attendeeCountSchema = yup
  .string()
  .trim()
  .test(
    'whole',
    'Expected attendees must be a whole number',
    (value) => !value || /^\d+$/.test(digitsOf(value)),
  )
  .test(
    'range',
    `Expected attendees must be between 1 and ${MAX_ATTENDEES.toLocaleString('en-US')}`,
    (value) => {
      if (!value || !/^\d+$/.test(digitsOf(value))) return true;
      const n = Number.parseInt(digitsOf(value), 10);
      return n >= 1 && n <= MAX_ATTENDEES;
    },
  );
export const messageSchema = text('Message', MAX_MESSAGE_LENGTH);

const schema = yup.object({
  contactName: text('Contact name', MAX_NAME_LENGTH, 'Contact name is required'),
  email: email(),
  company: text('Organization', MAX_NAME_LENGTH, 'Organization is required'),
  eventDate: yup
    .string()
    .test('date', 'Please enter a valid date', (value) => !value || isRealDate(value))
    .test(
      'future',
      'The event date cannot be in the past',
      (value) => !value || !isRealDate(value) || value >= todayIso(),
    )
    .test(
      'range',
      `The event date must be no later than the year ${LAST_EVENT_YEAR}`,
      (value) => !value || !isRealDate(value) || Number(value.slice(0, 4)) <= LAST_EVENT_YEAR,
    ),
  attendeeCount: attendeeCountSchema,
  message: messageSchema,
});

const FIELD_ORDER = [
  'contactName',
  'email',
  'company',
  'eventType',
  'eventDate',
  'attendeeCount',
  'budget',
  'message',
] as const;

/**
 * The body of POST /api/speaking-request: the attendee count as a whole number, and blank
 * optional fields (event date, attendee count, budget, message, an empty honeypot) left out.
 */
export function speakingPayload(values: SpeakingFormValues): SpeakingRequest {
  const attendees = digitsOf(values.attendeeCount.trim());
  return compact({
    contactName: values.contactName.trim(),
    email: values.email.trim(),
    company: values.company.trim(),
    eventType: values.eventType,
    eventDate: optional(values.eventDate),
    attendeeCount: attendees === '' ? undefined : Number.parseInt(attendees, 10),
    budget: values.budget === '' ? undefined : values.budget,
    message: optional(values.message),
    website: optional(values.website),
  });
}

export interface SpeakingRequestFormProps {
  /** Prefilled values (the member area fills in what it knows); a reset returns to them. */
  initialValues?: Partial<SpeakingFormValues>;
  /** The form's accessible name. */
  label?: string;
  /**
   * Called after a successful submission, once the form is reset and the 'Success!' toast shown
   * (the member area closes its dialog).
   */
  onSuccess?: (response: InquiryResponse) => void;
}

/** The speaking request form (spec 001: contact, organization, event type, date, size, budget). */
export function SpeakingRequestForm({
  initialValues,
  label = 'Speaking request',
  onSuccess,
}: SpeakingRequestFormProps) {
  const [request] = useRequestSpeakingMutation();
  const send = useCallback(
    (payload: SpeakingRequest) => {
      const pending = request(payload);
      return {
        async unwrap() {
          const response = await pending.unwrap();
          // After the submit handler's own success steps (reset, toast), which follow this.
          if (onSuccess) setTimeout(() => onSuccess(response), 0);
          return response;
        },
      };
    },
    [request, onSuccess],
  );
  const { confirmation, onSent, anchor } = useLastingConfirmation('speaking');
  const onSubmit = useInquirySubmit(send, speakingPayload, {
    success: SPEAKING_SUCCESS,
    fallback: SPEAKING_FALLBACK_ERROR,
    // A form with its own next step (the member area's dialog, which closes) shows no confirmation.
    onSent: onSuccess ? undefined : onSent,
  });
  const member = useMemberDetails();
  const initial = useMemo(
    () => ({
      ...SPEAKING_DEFAULTS,
      ...(member ? { contactName: member.name, email: member.email } : {}),
      ...initialValues,
    }),
    [initialValues, member],
  );
  if (confirmation) return confirmation;
  return (
    <div ref={anchor}>
      <AccessibleFormik initialValues={initial} validationSchema={schema} onSubmit={onSubmit}>
        <>
          <KeepPrefilled values={initial} />
          <InquiryFormShell
            label={label}
            fieldOrder={FIELD_ORDER}
            submitLabel="Submit Request"
            submittingLabel="Submitting Request..."
          >
            <FieldGrid>
              <FormTextField name="contactName" label="Contact name" required autoComplete="name" />
              <FormTextField
                name="email"
                label="Email"
                type="email"
                required
                autoComplete="email"
              />
              <FormTextField
                name="company"
                label="Organization"
                required
                autoComplete="organization"
              />
              <SpeakingEventFields />
            </FieldGrid>
          </InquiryFormShell>
        </>
      </AccessibleFormik>
    </div>
  );
}

/**
 * The event fields of a speaking request (type, date, audience, budget, message), for inside a
 * FieldGrid: the request form and a member's change of a pending booking show the same fields.
 */
export function SpeakingEventFields() {
  return (
    <>
      <FormSelectField name="eventType" label="Event type" options={EVENT_TYPE_OPTIONS} />
      <FormTextField
        name="eventDate"
        label="Event date (if known)"
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField
        name="attendeeCount"
        label="Expected attendees"
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormSelectField
        name="budget"
        label="Budget"
        emptyLabel="Select a budget range"
        options={SPEAKING_BUDGET_OPTIONS}
        full
      />
      <FormTextField name="message" label="Tell us about your event" multiline rows={5} full />
    </>
  );
}

export default SpeakingRequestForm;
