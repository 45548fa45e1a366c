import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FIELD_GRID_SX } from '../form/layout';
import { ZonedDateTimeField } from './ZonedDateTimeField';

/**
 * The optional "Schedule" group of an item that can publish and unpublish by itself (testimonials,
 * carousel items): "Publish on" and "Unpublish on" in the organisation's time zone, bound to the
 * Formik fields `publishAt` and `unpublishAt` (scheduleRules, scheduleChanges).
 */
export function ScheduleFields({ zone, what }: { zone: string; what: string }) {
  const introId = useId();
  return (
    <Box
      component="fieldset"
      aria-describedby={introId}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1.5 }}
    >
      <Typography component="legend" sx={{ fontWeight: 700, mb: 1, p: 0 }}>
        Schedule
      </Typography>
      <Typography id={introId} variant="body2" sx={{ color: 'text.secondary' }}>
        {`Optional: ${what} is published or unpublished by itself at these times. Leave a time empty to schedule nothing; clear a time to cancel it.`}
      </Typography>
      <Box sx={FIELD_GRID_SX}>
        <ZonedDateTimeField name="publishAt" label="Publish on" zone={zone} clearable />
        <ZonedDateTimeField name="unpublishAt" label="Unpublish on" zone={zone} clearable />
      </Box>
    </Box>
  );
}
