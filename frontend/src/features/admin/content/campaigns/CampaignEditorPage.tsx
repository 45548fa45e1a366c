import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useFormikContext, type FormikHelpers, type FormikProps } from 'formik';
import { CAMPAIGN_LIMITS, type Campaign } from '@bb/shared/newsletter';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  useCreateCampaignMutation,
  useGetCampaignQuery,
  useUpdateCampaignMutation,
} from '../../../../api/admin/newsletterCampaigns';
import { useGetCurrentUserQuery } from '../../../../api/auth';
import { errorMessage, isApiError } from '../../../../api/base';
import { useSiteDetails } from '../../../../api/settings';
import { AccessibleForm } from '../../../../components/form/AccessibleForm';
import { AccessibleFormik } from '../../../../components/form/AccessibleFormik';
import { CountedTextField } from '../../../../components/form/CountedTextField';
import { FormSwitch } from '../../../../components/form/FormSwitch';
import { LoadError } from '../../../../components/page/LoadError';
import { OutlinedSection } from '../../../../components/page/OutlinedSection';
import { PageHeading } from '../../../../components/page/PageHeading';
import { PrivatePageMeta } from '../../../../components/PageMeta';
import { StatusChip } from '../../../../components/status/StatusChip';
import { useToast } from '../../../../components/toast/useToast';
import { formatDateTime } from '../../format';
import { CampaignDelivery } from './CampaignDelivery';
import { campaignPollingInterval } from './campaignPolling';
import {
  CAMPAIGN_FIELD_ORDER,
  campaignErrors,
  campaignSchema,
  EMPTY_CAMPAIGN,
  toCampaignFields,
  toCampaignValues,
  type CampaignValues,
} from './campaignForm';
import {
  CAMPAIGN_STATE_LABELS,
  CAMPAIGN_STATE_TONES,
  CAMPAIGN_TEXT,
  isEditable,
} from './campaignText';
import { NewsletterBodyField } from './NewsletterBodyField';

// /admin/content/campaigns/new and /admin/content/campaigns/{id}: compose a campaign (subject,
// preview text, body with images, whether the public archive shows it) and, once saved, its sending
// (state, progress, figures, actions). Saves carry the version loaded (409: someone saved it
// meanwhile; the typed text stays and a reload is offered, as in the page editor).

const FIELD_LABELS: Readonly<Record<keyof CampaignValues, string>> = {
  subject: 'Subject',
  previewText: 'Preview text',
  body: 'Body',
  published: 'Show in the public archive',
};

interface Refusal {
  message: string;
  /** field → message, of the fields the form has. */
  errors: Partial<Record<keyof CampaignValues, string>>;
}

/** A refused save: what the server said, and a link to each field it named. */
function ErrorSummary({ refusal }: { refusal: Refusal }) {
  const entries = Object.entries(refusal.errors) as [keyof CampaignValues, string][];
  return (
    <Alert severity="error" sx={{ mb: 3 }}>
      <AlertTitle component="h3">{CAMPAIGN_TEXT.notSaved}</AlertTitle>
      <Typography sx={{ mb: entries.length ? 1 : 0 }}>{refusal.message}</Typography>
      {entries.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {entries.map(([field, message]) => (
            <li key={field}>
              <Link
                href={`#${field}`}
                onClick={(event) => {
                  const target = document.querySelector<HTMLElement>(`[name="${field}"]`);
                  if (target) {
                    event.preventDefault();
                    target.focus();
                  }
                }}
              >
                {`${FIELD_LABELS[field]}: ${message}`}
              </Link>
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
}

function Toolbar({ editable, isNew }: { editable: boolean; isNew: boolean }) {
  const { dirty, isSubmitting } = useFormikContext<CampaignValues>();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
        mt: 3,
      }}
    >
      <Button type="submit" variant="contained" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : editable ? 'Save draft' : 'Save'}
      </Button>
      <Typography role="status" sx={{ color: 'text.secondary' }}>
        {dirty ? 'Unsaved changes' : isNew ? '' : 'All changes saved'}
      </Typography>
    </Box>
  );
}

function ComposeFields({ editable }: { editable: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {!editable && (
        <Alert severity="info" variant="outlined">
          Sending has started, so the subject, preview text and body can no longer change. You can
          still choose whether the public archive shows it.
        </Alert>
      )}
      <CountedTextField
        name="subject"
        label="Subject"
        required
        limit={CAMPAIGN_LIMITS.subject}
        help="The e-mail's subject line, and its heading."
        slotProps={{ htmlInput: { readOnly: !editable } }}
      />
      <CountedTextField
        name="previewText"
        label="Preview text"
        limit={CAMPAIGN_LIMITS.previewText}
        help="Shown after the subject in most mail apps' lists. Optional."
        slotProps={{ htmlInput: { readOnly: !editable } }}
      />
      <NewsletterBodyField readOnly={!editable} />
      <FormSwitch
        name="published"
        label="Show in the public archive"
        hint="Once sent, the campaign appears on the public newsletter page (/newsletter). You can change this at any time."
      />
    </Box>
  );
}

interface CampaignEditorProps {
  /** The saved campaign; null for a new one. */
  campaign: Campaign | null;
  onReload: () => void;
}

export function CampaignEditor({ campaign, onReload }: CampaignEditorProps) {
  const navigate = useNavigate();
  const { toast, toastFailure } = useToast();
  const [create] = useCreateCampaignMutation();
  const [update] = useUpdateCampaignMutation();
  // The version the form's content was loaded at (the page's polls do not move it).
  const [version, setVersion] = useState(campaign?.version ?? 0);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [conflict, setConflict] = useState(false);
  const [initial] = useState<CampaignValues>(() =>
    campaign ? toCampaignValues(campaign) : EMPTY_CAMPAIGN,
  );
  const formik = useRef<FormikProps<CampaignValues>>(null);
  const editable = campaign ? isEditable(campaign.state) : true;
  const site = useSiteDetails();
  const schema = useMemo(() => campaignSchema(site, editable), [site, editable]);

  const refused = (
    error: unknown,
    values: CampaignValues,
    helpers: FormikHelpers<CampaignValues>,
  ) => {
    if (isApiError(error) && error.status === 409) {
      setConflict(true);
      setRefusal(null);
      return;
    }
    if (isApiError(error) && error.status === 400) {
      const errors = campaignErrors(error, values);
      if (errors) helpers.setErrors(errors);
      setRefusal({
        message: errorMessage(error, 'Please check the fields.'),
        errors: (errors ?? {}) as Refusal['errors'],
      });
      return;
    }
    toastFailure(error, CAMPAIGN_TEXT.notSaved, 'Please try again.');
  };

  const onSubmit = async (
    values: CampaignValues,
    helpers: FormikHelpers<CampaignValues>,
  ): Promise<Campaign | null> => {
    const fields = toCampaignFields(values);
    try {
      if (!campaign) {
        const created = await create(fields).unwrap();
        toast({ title: CAMPAIGN_TEXT.created, description: CAMPAIGN_TEXT.savedDetail });
        helpers.resetForm({ values });
        void navigate(`/admin/content/campaigns/${encodeURIComponent(created.id)}`, {
          replace: true,
          state: { created: true },
        });
        return created;
      }
      const saved = await update({
        id: campaign.id,
        // Once started only the archive flag may change: its version is the latest read.
        version: editable ? version : campaign.version,
        changes: editable ? fields : { published: fields.published },
      }).unwrap();
      setVersion(saved.version);
      setRefusal(null);
      setConflict(false);
      helpers.resetForm({ values: toCampaignValues(saved) });
      toast(
        editable
          ? { title: CAMPAIGN_TEXT.saved, description: CAMPAIGN_TEXT.savedDetail }
          : {
              title: CAMPAIGN_TEXT.archiveSaved,
              description: saved.published
                ? 'The public archive shows this campaign once it is sent.'
                : 'The public archive does not show this campaign.',
            },
      );
      return saved;
    } catch (error) {
      refused(error, values, helpers);
      return null;
    }
  };

  // The version the latest save answered (for what acts on the saved campaign: Submit for review).
  const versionRef = useRef(version);
  useEffect(() => {
    versionRef.current = version;
  }, [version]);

  /** Saves unsaved changes first; answers the campaign's version as saved, or null when refused. */
  const saveFirst = useCallback(async (): Promise<number | null> => {
    const form = formik.current;
    if (!form || !form.dirty) return versionRef.current;
    const saved = (await form.submitForm()) as unknown as Campaign | null | undefined;
    return saved ? saved.version : null;
  }, []);

  return (
    <AccessibleFormik<CampaignValues>
      initialValues={initial}
      validationSchema={schema}
      validateOnChange={false}
      onSubmit={onSubmit}
    >
      {(form) => {
        formik.current = form;
        return (
          <>
            {campaign && (
              <CampaignDelivery
                campaign={campaign}
                saveFirst={saveFirst}
                busy={form.isSubmitting}
                // Unsaved content is saved before any action that keeps it editable.
                onChanged={(changed) => setVersion(changed.version)}
              />
            )}
            <OutlinedSection id="campaign-content-heading" title="Content" headingGap={2}>
              <AccessibleForm
                label={campaign ? 'Edit the campaign' : 'Compose the campaign'}
                fieldOrder={CAMPAIGN_FIELD_ORDER}
              >
                {conflict && (
                  <Alert
                    severity="warning"
                    sx={{ mb: 3 }}
                    action={
                      <Button color="inherit" onClick={onReload}>
                        Reload the campaign
                      </Button>
                    }
                  >
                    <AlertTitle component="h3">{CAMPAIGN_TEXT.conflictTitle}</AlertTitle>
                    Someone saved this campaign after you opened it, so your changes were not saved.
                    They are still in the form: copy what you want to keep, then reload to see the
                    latest version.
                  </Alert>
                )}
                {refusal && <ErrorSummary refusal={refusal} />}
                <ComposeFields editable={editable} />
                <Toolbar editable={editable} isNew={!campaign} />
              </AccessibleForm>
            </OutlinedSection>
          </>
        );
      }}
    </AccessibleFormik>
  );
}

export function CampaignBreadcrumbs() {
  return (
    <Typography sx={{ mb: 1 }}>
      <Link component={RouterLink} to="/admin/content">
        Content
      </Link>
      {' › '}
      <Link component={RouterLink} to="/admin/content/campaigns">
        Newsletter campaigns
      </Link>
    </Typography>
  );
}

/** /admin/content/campaigns/{id} */
export default function CampaignEditorPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const [loads, setLoads] = useState(0);
  const { data, error, isLoading, isError, refetch } = useGetCampaignQuery(id, {
    refetchOnMountOrArgChange: true,
  });
  // Read again while it sends (progress) or waits for its time (to see it start).
  const polling = campaignPollingInterval(data ? [data.state] : []);
  useGetCampaignQuery(id, { skip: polling === 0, pollingInterval: polling });
  // The actions depend on the person's permissions: the page waits for them too.
  const { data: me } = useGetCurrentUserQuery();
  const heading = useRef<HTMLHeadingElement>(null);
  // Just created (the New campaign page saved it): focus to the heading of the page it became.
  const created = (location.state as { created?: boolean } | null)?.created === true;
  const focused = useRef(false);
  const ready = data !== undefined && me !== undefined;
  useEffect(() => {
    if (!created || !ready || focused.current) return;
    focused.current = true;
    heading.current?.focus();
  }, [created, ready]);

  const title = data ? `Campaign: ${data.subject}` : 'Campaign';
  return (
    <>
      <PrivatePageMeta
        title={title}
        description="A newsletter campaign: its content and sending."
      />
      <CampaignBreadcrumbs />
      {isLoading || !me ? (
        <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={240} />
        </Box>
      ) : isError || !data ? (
        isApiError(error) && error.status === 404 ? (
          <Alert severity="error">There is no such campaign: it may have been deleted.</Alert>
        ) : (
          <LoadError what="the campaign" onRetry={() => void refetch()} />
        )
      ) : (
        <>
          <PageHeading
            title={
              <span ref={heading} tabIndex={-1}>
                {title}
              </span>
            }
          />
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 3, mt: -2 }}
          >
            <StatusChip
              label={CAMPAIGN_STATE_LABELS[data.state]}
              tone={CAMPAIGN_STATE_TONES[data.state]}
            />
            <Typography sx={{ color: 'text.secondary' }}>
              {data.updatedBy
                ? `Last changed by ${data.updatedBy}, ${formatDateTime(data.updatedAt)}`
                : `Last changed ${formatDateTime(data.updatedAt)}`}
            </Typography>
          </Box>
          <CampaignEditor
            key={`${data.id}:${loads}`}
            campaign={data}
            onReload={() => {
              void refetch().then(() => setLoads((n) => n + 1));
            }}
          />
        </>
      )}
    </>
  );
}
