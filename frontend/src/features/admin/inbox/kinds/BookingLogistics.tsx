import type { FormikHelpers } from 'formik';
import * as yup from 'yup';
import {
  type AdminSpeakingRequest,
  BOOKING_FEE_NOTE_MAX,
  BOOKING_LOCATION_MAX,
  BOOKING_TIME_PATTERN,
  BOOKING_VIDEO_LINK_MAX,
  bookingCalendarFileName,
  type BookingLogisticsBody,
} from '@bb/shared/admin';
import { formatCount } from '@bb/shared/options';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { useUpdateBookingLogisticsMutation } from '../../../../api/admin/inquiries';
import { AccessibleForm } from '../../../../components/form/AccessibleForm';
import { AccessibleFormik } from '../../../../components/form/AccessibleFormik';
import { FieldGrid, FormTextField } from '../../../../components/form/fields';
import { SubmitButton } from '../../../../components/form/SubmitButton';
import { useToast } from '../../../../components/toast/useToast';

// The booking logistics of a speaking request, in its details dialog: the event's date, start and
// end times at the venue, the place or video link, and the organisation's internal fee note; and
// the booking's calendar file (backend: PATCH …/{id}/logistics, GET …/{id}/calendar).

export const LOGISTICS_SAVED = 'Booking logistics saved';
export const TIME_INVALID = 'Enter a time as HH:MM, such as 14:00';
export const END_WITHOUT_START = 'Set a start time before an end time';
export const END_BEFORE_START = 'The end time must be after the start time';
export const VIDEO_LINK_INVALID = 'Enter a web address starting with https://';
export const NO_DATE_HINT = 'Set the event date to download a calendar file.';

interface Values {
  eventDate: string;
  eventTime: string;
  endTime: string;
  location: string;
  videoLink: string;
  feeNote: string;
}

const FIELDS = ['eventDate', 'eventTime', 'endTime', 'location', 'videoLink', 'feeNote'] as const;

const time = yup
  .string()
  .trim()
  .test('time', TIME_INVALID, (v) => !v || BOOKING_TIME_PATTERN.test(v));

const schema = yup.object({
  eventDate: yup.string().trim(),
  eventTime: time,
  endTime: time
    .test('start', END_WITHOUT_START, (v, ctx) => !v || Boolean(ctx.parent.eventTime))
    .test('after', END_BEFORE_START, (v, ctx) => {
      const start = (ctx.parent as Values).eventTime;
      return !v || !start || v > start;
    }),
  location: yup
    .string()
    .trim()
    .max(BOOKING_LOCATION_MAX, `Location must be at most ${BOOKING_LOCATION_MAX} characters`),
  videoLink: yup
    .string()
    .trim()
    .max(BOOKING_VIDEO_LINK_MAX, `Video link must be at most ${BOOKING_VIDEO_LINK_MAX} characters`)
    .test('url', VIDEO_LINK_INVALID, (v) => !v || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v)),
  feeNote: yup
    .string()
    .trim()
    .max(
      BOOKING_FEE_NOTE_MAX,
      `Fee note must be at most ${formatCount(BOOKING_FEE_NOTE_MAX)} characters`,
    ),
});

const valuesOf = (r: AdminSpeakingRequest): Values => ({
  eventDate: r.eventDate ?? '',
  eventTime: r.eventTime ?? '',
  endTime: r.endTime ?? '',
  location: r.location ?? '',
  videoLink: r.videoLink ?? '',
  feeNote: r.feeNote ?? '',
});

/** The fields that differ from what is stored, blank ones as null (cleared). */
function changed(values: Values, stored: Values): BookingLogisticsBody {
  const body: BookingLogisticsBody = {};
  for (const field of FIELDS) {
    const value = values[field].trim();
    if (value !== stored[field]) body[field] = value === '' ? null : value;
  }
  return body;
}

export function BookingLogistics({ request }: { request: AdminSpeakingRequest }) {
  const { toast, toastFailure } = useToast();
  const [save] = useUpdateBookingLogisticsMutation();
  const stored = valuesOf(request);
  const headingId = `logistics-${request.id}`;

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const body = changed(values, stored);
    if (Object.keys(body).length === 0) {
      toast({ title: LOGISTICS_SAVED, description: 'Nothing had changed.' });
      return;
    }
    try {
      const saved = await save({ id: request.id, ...body }).unwrap();
      helpers.resetForm({ values: valuesOf(saved) });
      toast({
        title: LOGISTICS_SAVED,
        description: `The booking with ${request.company} is up to date.`,
      });
    } catch (error) {
      toastFailure(error, 'Error', 'Failed to save the booking logistics');
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ mb: 0.5 }}>
        Booking logistics
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Times are at the venue. The member sees the time and place under My Bookings; the fee note
        is for administrators only.
      </Typography>
      <AccessibleFormik<Values>
        key={request.id}
        initialValues={stored}
        enableReinitialize
        validationSchema={schema}
        onSubmit={onSubmit}
      >
        <AccessibleForm label="Booking logistics" fieldOrder={FIELDS}>
          <FieldGrid>
            <FormTextField
              name="eventDate"
              label="Event date"
              type="date"
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Box sx={{ display: 'flex', gap: 2 }}>
              <FormTextField
                name="eventTime"
                label="Start time"
                type="time"
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <FormTextField
                name="endTime"
                label="End time"
                type="time"
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Box>
            <FormTextField name="location" label="Location" autoComplete="off" />
            <FormTextField
              name="videoLink"
              label="Video link"
              type="url"
              placeholder="https://"
              autoComplete="off"
            />
            <FormTextField
              name="feeNote"
              label="Fee note (internal)"
              multiline
              minRows={2}
              full
              helperText="Only administrators see this note."
            />
          </FieldGrid>
          <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <SubmitButton
              variant="outlined"
              startIcon={<SaveOutlinedIcon />}
              label="Save Logistics"
              submittingLabel="Saving..."
            />
            {request.eventDate ? (
              <Button
                variant="text"
                startIcon={<EventOutlinedIcon />}
                href={`/api/admin/speaking-requests/${encodeURIComponent(request.id)}/calendar`}
                download={bookingCalendarFileName(request.eventDate, request.company)}
              >
                Download calendar file (.ics)
              </Button>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {NO_DATE_HINT}
              </Typography>
            )}
          </Box>
        </AccessibleForm>
      </AccessibleFormik>
    </Box>
  );
}
