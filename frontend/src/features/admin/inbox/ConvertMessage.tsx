import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import {
  type AdminContactMessage,
  CONVERSION_TARGETS,
  type ConversionTarget,
  type ConvertContactMessageRequest,
} from '@bb/shared/admin';
import {
  ATTENDEE_COUNT_MAX,
  EVENT_TYPES,
  EVENT_TYPE_LABELS,
  type EventType,
  SPEAKING_BUDGETS,
  SPEAKING_BUDGET_LABELS,
} from '@bb/shared/inquiries';
import { MESSAGE_MAX, NAME_MAX } from '@bb/shared/limits';
import { formatCount, optionsOf } from '@bb/shared/options';
import { PARTNERSHIP_TYPES, PARTNERSHIP_TYPE_LABELS } from '@bb/shared/partnerships';
import { useFormikContext } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import TransformIcon from '@mui/icons-material/Transform';
import { errorMessage } from '../../../api/base';
import { useConvertContactMessageMutation } from '../../../api/admin/inquiryConversion';
import { FieldGrid, FormSelectField, FormTextField } from '../../../components/form/fields';
import { FormDialog } from '../../../components/form/FormDialog';
import { useToast } from '../../../components/toast/useToast';
import { toFormikErrors } from '../../../lib/formErrors';
import { inquiryPath } from '../format';

// A contact message turned into a speaking request or a partnership inquiry (backend:
// POST /api/admin/contact-messages/{id}/convert): the Convert section of a message's details, its
// dialog (the kind, the fields the new inquiry needs, prefilled with what the message has), and,
// once converted, the link to the inquiry its conversation moved to.

export const CONVERT_FAILED = 'The message could not be converted';

/** How the section and the dialog name each target. */
export const TARGET_NOUNS: Readonly<Record<ConversionTarget, string>> = {
  'speaking-request': 'speaking request',
  'corporate-partnership': 'partnership inquiry',
};
const TARGET_OPTIONS = CONVERSION_TARGETS.map((value) => ({
  value,
  label: value === 'speaking-request' ? 'Speaking request' : 'Partnership inquiry',
}));
const EVENT_TYPE_OPTIONS = optionsOf(EVENT_TYPES, EVENT_TYPE_LABELS);
const BUDGET_OPTIONS = optionsOf(SPEAKING_BUDGETS, SPEAKING_BUDGET_LABELS);
const PARTNERSHIP_TYPE_OPTIONS = optionsOf(PARTNERSHIP_TYPES, PARTNERSHIP_TYPE_LABELS);

export interface ConvertValues {
  target: ConversionTarget;
  contactName: string;
  company: string;
  eventType: EventType;
  eventDate: string;
  attendeeCount: string;
  budget: string;
  partnershipType: string;
  message: string;
}

const FIELD_ORDER = [
  'target',
  'contactName',
  'company',
  'eventType',
  'eventDate',
  'attendeeCount',
  'budget',
  'partnershipType',
  'message',
] as const;

const isPartnership = (target: unknown) => target === 'corporate-partnership';

/** "2027-06-30" that is a real calendar date. */
function isRealDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const digitsOf = (value: string) => value.replace(/[\s,]/g, '');

const schema = yup.object({
  contactName: yup
    .string()
    .trim()
    .required('Contact name is required')
    .max(NAME_MAX, `Contact name must be at most ${NAME_MAX} characters`),
  company: yup
    .string()
    .trim()
    .max(NAME_MAX, `This name must be at most ${NAME_MAX} characters`)
    .when('target', ([target], s) =>
      s.required(isPartnership(target) ? 'Company name is required' : 'Organization is required'),
    ),
  eventDate: yup
    .string()
    .test('date', 'Enter a real date, such as 2027-06-30', (v) => !v || isRealDate(v)),
  attendeeCount: yup
    .string()
    .trim()
    .test(
      'whole',
      `Expected attendees must be a whole number between 1 and ${formatCount(ATTENDEE_COUNT_MAX)}`,
      (v) => {
        if (!v) return true;
        const digits = digitsOf(v);
        return /^\d+$/.test(digits) && Number(digits) >= 1 && Number(digits) <= ATTENDEE_COUNT_MAX;
      },
    ),
  partnershipType: yup
    .string()
    .when('target', ([target], s) =>
      isPartnership(target) ? s.required('Choose a partnership type') : s,
    ),
  message: yup
    .string()
    .trim()
    .max(MESSAGE_MAX, `The message must be at most ${formatCount(MESSAGE_MAX)} characters`),
});

/** What the message already says, as the dialog's first values. */
export function convertDefaults(message: AdminContactMessage): ConvertValues {
  return {
    target: 'speaking-request',
    contactName: message.name,
    company: message.company ?? '',
    eventType: 'keynote',
    eventDate: '',
    attendeeCount: '',
    budget: '',
    partnershipType: '',
    message: message.message,
  };
}

/** The request's body: the target's fields only, blank optional ones left out. */
export function convertPayload(values: ConvertValues): ConvertContactMessageRequest {
  const blankless = (v: string) => (v.trim() === '' ? undefined : v.trim());
  const common = {
    target: values.target,
    contactName: values.contactName.trim(),
    company: values.company.trim(),
    message: blankless(values.message),
  };
  if (isPartnership(values.target))
    return {
      ...common,
      partnershipType: values.partnershipType as ConvertContactMessageRequest['partnershipType'],
    };
  const attendees = digitsOf(values.attendeeCount.trim());
  return {
    ...common,
    eventType: values.eventType,
    eventDate: blankless(values.eventDate),
    attendeeCount: attendees === '' ? undefined : Number(attendees),
    budget: blankless(values.budget),
  };
}

/** The fields of the chosen target. */
function TargetFields() {
  const { values } = useFormikContext<ConvertValues>();
  const partnership = isPartnership(values.target);
  return (
    <FieldGrid>
      <FormSelectField name="target" label="Convert to" options={TARGET_OPTIONS} full />
      <FormTextField name="contactName" label="Contact name" required autoComplete="off" />
      <FormTextField
        name="company"
        label={partnership ? 'Company name' : 'Organization'}
        required
        autoComplete="off"
      />
      {partnership ? (
        <FormSelectField
          name="partnershipType"
          label="Partnership type"
          emptyLabel="Select a partnership type"
          options={PARTNERSHIP_TYPE_OPTIONS}
          required
          full
        />
      ) : (
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
            emptyLabel="Not known yet"
            options={BUDGET_OPTIONS}
          />
        </>
      )}
      <FormTextField
        name="message"
        label={partnership ? 'Additional information' : 'Message'}
        multiline
        rows={5}
        full
      />
    </FieldGrid>
  );
}

/**
 * The Convert section of a contact message's details: a button opening the Convert Message dialog,
 * which makes the new inquiry and goes to it; or, once converted, where its conversation is now.
 */
export function ConvertMessage({ message }: { message: AdminContactMessage }) {
  const [open, setOpen] = useState(false);
  const [convert] = useConvertContactMessageMutation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const headingId = `convert-${message.id}`;

  if (message.convertedTo) {
    const noun = TARGET_NOUNS[message.convertedTo.kind];
    return (
      <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
        <Typography id={headingId} variant="h6" component="h3">
          Converted
        </Typography>
        <Typography>
          {`This message became a ${noun}; its conversation and notes are there now. `}
          <Link
            component={RouterLink}
            to={inquiryPath(message.convertedTo.kind, message.convertedTo.id)}
          >
            {`Open the ${noun}`}
          </Link>
        </Typography>
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h6" component="h3">
        Convert
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Written through the general form about a talk or a partnership? Turn it into a speaking
        request or a partnership inquiry: its conversation, notes and assignee go with it, and this
        message is archived. Nothing is sent.
      </Typography>
      <Button
        variant="outlined"
        startIcon={<TransformIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        Convert
      </Button>
      <FormDialog<ConvertValues>
        open={open}
        onClose={() => setOpen(false)}
        title="Convert Message"
        formLabel="Convert message"
        intro={
          <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {`The message from ${message.name} <${message.email}> becomes the inquiry below, with the same sender and account.`}
          </Typography>
        }
        initialValues={convertDefaults(message)}
        validationSchema={schema}
        fieldOrder={FIELD_ORDER}
        submitLabel="Convert"
        submittingLabel="Converting..."
        maxWidth="md"
        onSubmit={async (values, helpers) => {
          try {
            const made = await convert({ id: message.id, ...convertPayload(values) }).unwrap();
            setOpen(false);
            toast({
              title: 'Message Converted',
              description: `It is now a ${TARGET_NOUNS[made.kind]}, with its conversation.`,
            });
            void navigate(made.path);
          } catch (error) {
            helpers.refuse(errorMessage(error, CONVERT_FAILED));
            const errors = toFormikErrors<ConvertValues>(error);
            if (errors) helpers.setErrors(errors);
          }
        }}
      >
        <TargetFields />
      </FormDialog>
    </Box>
  );
}
