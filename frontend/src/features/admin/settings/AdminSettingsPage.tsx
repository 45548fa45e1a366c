import { useCallback, useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  AUDIT_RETENTION_DAYS_MAX,
  AUDIT_RETENTION_DAYS_MIN,
  UPLOAD_BUDGET_MB_MAX,
  UPLOAD_BUDGET_MB_MIN,
  UPLOAD_DAILY_BUDGET_MB_DEFAULT,
  UPLOAD_STORAGE_BUDGET_MB_DEFAULT,
  type AdminSettings,
} from '@bb/shared/admin-content';
import { NEWSLETTER_RATE_LIMITS } from '@bb/shared/newsletter';
import { formatCount } from '@bb/shared/options';
import { REQUIRE_ADMIN_TWO_FACTOR_LABEL } from '@bb/shared/two-factor';
import { useFormikContext, type FormikHelpers } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  useGetAdminSettingsQuery,
  useUpdateAdminSettingsMutation,
} from '../../../api/admin/settings';
import { errorMessage } from '../../../api/base';
import { ConfirmDialog } from '../../../components/dialog/ConfirmDialog';
import { AccessibleForm } from '../../../components/form/AccessibleForm';
import { AccessibleFormik } from '../../../components/form/AccessibleFormik';
import { FormTextField } from '../../../components/form/fields';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { LoadError } from '../../../components/page/LoadError';
import { PageHeading } from '../../../components/page/PageHeading';
import { PrivatePageMeta } from '../../../components/PageMeta';
import { useToast } from '../../../components/toast/useToast';
import {
  SETTINGS_FIELD_ORDER,
  settingsErrors,
  settingsSchema,
  toSettingsPatch,
  toSettingsValues,
  type SettingsValues,
} from './settingsRules';
import { TimeZoneField } from './TimeZoneField';
import { OutlinedSection } from '../../../components/page/OutlinedSection';
import { useStaffAccess } from '../../../components/auth/staffAccess';
import { OrganisationDetails } from '../content/OrganisationDetails';

// /admin/settings: coming-soon mode (a switch that acts at once; turning it on is confirmed first),
// two-factor sign-in required of staff (a switch that acts at once; a refusal shows
// beside it), and the notification address, audit retention, newsletter sending rate, the
// organisation's time zone and the upload budgets (one form, one Save). Those who may change only the
// organisation's details ('site-details' without 'settings': an editor) see only those here.

export const SAVED_TITLE = 'Settings updated successfully';
export const FAILED_TEXT = 'Failed to update settings';
export const TIME_ZONE_HELP = 'Scheduled publishing times are shown and entered in this time zone.';

/** What coming-soon mode does, as the app does it (components/AppGate.tsx). */
export const COMING_SOON_WARNING =
  'While this is on, visitors who are not signed in see only the Coming Soon page, with the organisation’s e-mail address. Signing in, registering, resetting a password and unsubscribing from the newsletter still work, and anyone signed in (members and administrators) still sees the whole site: the mode hides an unfinished site, it does not lock it.';
export const CONFIRM_ON_TEXT =
  'Turn on coming soon mode? Visitors who are not signed in will see only the Coming Soon page instead of the site, within 30 seconds for pages already open. Signed-in members and administrators still see the whole site.';

const sectionSx = { p: { xs: 2, sm: 3 }, mb: 4, minWidth: 0 } as const;

interface SwitchSectionProps {
  id: string;
  title: string;
  /** The switch's label. */
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  /** What the switch does, tied to it (aria-describedby). */
  description: string;
  /** Below the description: a notice, a refusal, a confirmation dialog. */
  children?: ReactNode;
}

/** A section of one switch that acts at once, with what it does under it. */
function SwitchSection({
  id,
  title,
  label,
  checked,
  disabled,
  onChange,
  description,
  children,
}: SwitchSectionProps) {
  const descriptionId = useId();
  return (
    <OutlinedSection id={id} title={title} headingGap={2} sx={sectionSx}>
      <FormControlLabel
        label={label}
        control={
          <Switch
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': descriptionId } as object }}
          />
        }
      />
      <Typography id={descriptionId} variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {description}
      </Typography>
      {children}
    </OutlinedSection>
  );
}

function ComingSoonSection({ settings }: { settings: AdminSettings }) {
  const [update, { isLoading: saving }] = useUpdateAdminSettingsMutation();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const on = settings.comingSoon;

  /** Saves the mode; answers whether it was saved (a refusal has its toast). */
  const save = async (comingSoon: boolean): Promise<string | null> => {
    try {
      await update({ comingSoon }).unwrap();
      toast({
        title: SAVED_TITLE,
        description: comingSoon
          ? 'Coming soon mode is on: visitors who are not signed in see the Coming Soon page.'
          : 'Coming soon mode is off: everyone sees the whole site.',
      });
      return null;
    } catch (error) {
      const message = errorMessage(error, FAILED_TEXT);
      toast({ title: 'Error', description: message, variant: 'destructive' });
      return message;
    }
  };

  return (
    <SwitchSection
      id="coming-soon-heading"
      title="Coming soon mode"
      label="Coming soon mode"
      checked={on}
      disabled={saving}
      onChange={(checked) => {
        if (checked) setConfirming(true);
        else void save(false);
      }}
      description={COMING_SOON_WARNING}
    >
      {on && (
        <Alert severity="warning" variant="outlined" sx={{ mt: 2 }}>
          Coming soon mode is on: visitors who are not signed in see only the Coming Soon page.
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Turn On Coming Soon Mode"
        formLabel="Turn on coming soon mode"
        confirmLabel="Turn On"
        message={<Typography>{CONFIRM_ON_TEXT}</Typography>}
        onConfirm={async (_values, helpers) => {
          const refusal = await save(true);
          if (refusal) helpers.refuse(refusal);
          else setConfirming(false);
        }}
      />
    </SwitchSection>
  );
}

/** What requiring two-factor sign-in of staff does (the backend's login and settings). */
export const REQUIRE_TWO_FACTOR_TEXT =
  'While this is on, every staff member (any role) must sign in with a code from an authenticator app as well as their password. A staff member who has not set it up yet is asked to do so at their next sign-in, before anything else, and cannot turn it off. You can turn this on only once two-factor sign-in is on for your own account (on your settings page).';

function RequireTwoFactorSection({ settings }: { settings: AdminSettings }) {
  const [update, { isLoading: saving }] = useUpdateAdminSettingsMutation();
  const { toast } = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);

  const save = async (requireAdminTwoFactor: boolean) => {
    setRefusal(null);
    try {
      await update({ requireAdminTwoFactor }).unwrap();
      toast({
        title: SAVED_TITLE,
        description: requireAdminTwoFactor
          ? 'Staff must now use two-factor sign-in.'
          : 'Staff may now sign in without two-factor sign-in.',
      });
    } catch (error) {
      setRefusal(errorMessage(error, FAILED_TEXT));
    }
  };

  return (
    <SwitchSection
      id="two-factor-heading"
      title="Two-factor sign-in"
      label={REQUIRE_ADMIN_TWO_FACTOR_LABEL}
      checked={settings.requireAdminTwoFactor}
      disabled={saving}
      onChange={(checked) => void save(checked)}
      description={REQUIRE_TWO_FACTOR_TEXT}
    >
      {refusal && (
        <Alert severity="error" variant="outlined" role="alert" sx={{ mt: 2 }}>
          {refusal}{' '}
          <Link component={RouterLink} to="/my/settings">
            Open your settings
          </Link>
        </Alert>
      )}
    </SwitchSection>
  );
}

/** A part of the settings form: a section with its h2, a line on what it does, its fields. */
function FieldsSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={id} component="h2" variant="h5">
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{intro}</Typography>
      {children}
    </Box>
  );
}

/** The budgets' number inputs: whole MB within the server's bounds. */
const BUDGET_INPUT = {
  min: UPLOAD_BUDGET_MB_MIN,
  max: UPLOAD_BUDGET_MB_MAX,
  step: 1,
  inputMode: 'numeric',
} as const;

function SettingsFormBody({ settings }: { settings: AdminSettings }) {
  const { dirty, isSubmitting } = useFormikContext<SettingsValues>();
  const organisationEmail = settings.siteDetails.email;
  const usedAddress = settings.notificationEmail ?? organisationEmail;
  return (
    <AccessibleForm
      label="Notifications, audit retention, newsletter sending, time zone and upload budgets"
      fieldOrder={SETTINGS_FIELD_ORDER}
      sx={{ display: 'grid', gap: 4 }}
    >
      <FieldsSection
        id="notification-heading"
        title="Notification address"
        intro="New contact messages, speaking requests and partnership inquiries are announced by e-mail to this address."
      >
        <FormTextField
          name="notificationEmail"
          label="Notification address"
          type="email"
          autoComplete="off"
          helperText={`Leave empty to use the organisation’s e-mail address (${organisationEmail}).`}
          sx={{ maxWidth: 520 }}
        />
        <Typography variant="body2">
          {'Notices now go to '}
          <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
            {usedAddress}
          </Box>
          {settings.notificationEmail === null ? (
            <>
              {' (the organisation’s e-mail address, which you can change on the '}
              <Link component={RouterLink} to="/admin/content">
                Content page
              </Link>
              {').'}
            </>
          ) : (
            '.'
          )}
        </Typography>
      </FieldsSection>

      <FieldsSection
        id="retention-heading"
        title="Audit retention"
        intro="How long the audit log and the users’ sign-in history are kept. Every night (03:00 UTC) entries older than this are deleted for good, so a shorter period removes older entries at the next run."
      >
        <FormTextField
          name="auditRetentionDays"
          label="Audit retention (days)"
          required
          type="number"
          helperText={`From ${formatCount(AUDIT_RETENTION_DAYS_MIN)} to ${formatCount(AUDIT_RETENTION_DAYS_MAX)} days (365 is a year).`}
          slotProps={{
            htmlInput: {
              min: AUDIT_RETENTION_DAYS_MIN,
              max: AUDIT_RETENTION_DAYS_MAX,
              step: 1,
              inputMode: 'numeric',
            },
          }}
          sx={{ maxWidth: 260 }}
        />
      </FieldsSection>

      <FieldsSection
        id="newsletter-rate-heading"
        title="Newsletter sending"
        intro="How many newsletter messages are sent a minute while a campaign sends: keep it within what your mail provider accepts. Account e-mails (sign-in links, replies) never wait behind it."
      >
        <FormTextField
          name="newsletterRatePerMinute"
          label="Newsletter messages per minute"
          type="number"
          helperText={`From ${formatCount(NEWSLETTER_RATE_LIMITS.min)} to ${formatCount(NEWSLETTER_RATE_LIMITS.max)}. Leave empty for the default, ${formatCount(settings.newsletterRateDefault)} a minute.`}
          slotProps={{
            htmlInput: {
              min: NEWSLETTER_RATE_LIMITS.min,
              max: NEWSLETTER_RATE_LIMITS.max,
              step: 1,
              inputMode: 'numeric',
            },
          }}
          sx={{ maxWidth: 260 }}
        />
      </FieldsSection>

      <FieldsSection
        id="time-zone-heading"
        title="Time zone"
        intro="The organisation's time zone: pages, testimonials, carousel items and newsletters scheduled to publish or send are shown and entered on its clocks, whatever the time zone of the administrator's computer."
      >
        <TimeZoneField
          name="timeZone"
          label="Time zone"
          helperText={TIME_ZONE_HELP}
          sx={{ maxWidth: 520 }}
        />
      </FieldsSection>

      <FieldsSection
        id="upload-budgets-heading"
        title="Upload budgets"
        intro="How much storage uploaded images may take: what the images first uploaded on one day (midnight to midnight in the organisation's time zone) may add, and what all of them may take together. An upload past either is refused with a message that names the limit; the dashboard shows what is used."
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <FormTextField
            name="uploadDailyBudgetMb"
            label="Daily upload budget (MB)"
            required
            type="number"
            helperText={`Default ${formatCount(UPLOAD_DAILY_BUDGET_MB_DEFAULT)} MB a day, about 300 photos.`}
            slotProps={{ htmlInput: BUDGET_INPUT }}
            sx={{ maxWidth: 260 }}
          />
          <FormTextField
            name="uploadStorageBudgetMb"
            label="Storage budget (MB)"
            required
            type="number"
            helperText={`Default ${formatCount(UPLOAD_STORAGE_BUDGET_MB_DEFAULT)} MB (5 GB) in all.`}
            slotProps={{ htmlInput: BUDGET_INPUT }}
            sx={{ maxWidth: 260 }}
          />
        </Box>
      </FieldsSection>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <SubmitButton variant="contained" label="Save Settings" submittingLabel="Saving..." />
        <Button type="reset" variant="outlined" disabled={!dirty || isSubmitting}>
          Reset
        </Button>
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
          {dirty ? 'You have unsaved changes.' : ''}
        </Typography>
      </Box>
    </AccessibleForm>
  );
}

function SettingsForm({ settings }: { settings: AdminSettings }) {
  const [update] = useUpdateAdminSettingsMutation();
  const { toast, toastFailure } = useToast();
  const submit = useCallback(
    async (values: SettingsValues, helpers: FormikHelpers<SettingsValues>) => {
      try {
        const patch = toSettingsPatch(values, toSettingsValues(settings));
        const saved = await update(patch).unwrap();
        helpers.resetForm({ values: toSettingsValues(saved) });
        toast({
          title: SAVED_TITLE,
          description: `Notices go to ${saved.notificationEmail ?? saved.siteDetails.email}; audit entries are kept ${formatCount(saved.auditRetentionDays)} days; newsletters go at ${formatCount(saved.newsletterRatePerMinute ?? saved.newsletterRateDefault)} messages a minute; uploads may add ${formatCount(saved.uploadDailyBudgetMb)} MB a day and take ${formatCount(saved.uploadStorageBudgetMb)} MB in all.${patch.timeZone ? ` Scheduled times are now in ${saved.timeZone}.` : ''}`,
        });
      } catch (error) {
        const errors = settingsErrors(error);
        if (errors) helpers.setErrors(errors);
        toastFailure(error, 'Error', FAILED_TEXT);
      }
    },
    [update, toast, toastFailure, settings],
  );
  return (
    <Paper variant="outlined" sx={sectionSx}>
      <AccessibleFormik<SettingsValues>
        initialValues={toSettingsValues(settings)}
        validationSchema={settingsSchema}
        onSubmit={submit}
      >
        <SettingsFormBody settings={settings} />
      </AccessibleFormik>
    </Paper>
  );
}

/** /admin/settings for those who may change only the organisation's details (an editor). */
function SiteDetailsSettings() {
  return (
    <>
      <PrivatePageMeta
        title="Settings"
        description="The organisation's details that the public pages, the footer and the page titles show."
      />
      <PageHeading
        title="Settings"
        subtitle="The organisation's details that the public pages show"
      />
      <OrganisationDetails />
    </>
  );
}

/** /admin/settings */
export default function AdminSettingsPage() {
  const { can } = useStaffAccess();
  return can('settings') ? <AllSettings /> : <SiteDetailsSettings />;
}

function AllSettings() {
  const { data, isLoading, isError, refetch } = useGetAdminSettingsQuery();
  return (
    <>
      <PrivatePageMeta
        title="Settings"
        description="Coming soon mode, two-factor sign-in for staff, the notification address, the audit retention, the newsletter's sending rate, the organisation's time zone and the upload budgets."
      />
      <PageHeading
        title="Settings"
        subtitle="What visitors see, how staff sign in, where notices go, and how long records are kept"
      />
      {isLoading ? (
        <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={320} />
        </Box>
      ) : isError || !data ? (
        <LoadError what="the settings" onRetry={() => void refetch()} />
      ) : (
        <>
          <ComingSoonSection settings={data} />
          <RequireTwoFactorSection settings={data} />
          <SettingsForm settings={data} />
        </>
      )}
    </>
  );
}
