import { useCallback, useEffect, useId, useRef, type RefObject } from 'react';
import {
  phoneLinkDialsShown,
  SITE_TEXT_MAX,
  SOCIAL_LABEL_MAX,
  SOCIAL_LINKS_MAX,
  type SiteDetails,
} from '@bb/shared/admin-content';
import { URL_MAX } from '@bb/shared/content';
import { FieldArray, useFormikContext, type FormikHelpers } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useUpdateAdminSettingsMutation } from '../../../api/admin/settings';
import { AccessibleForm } from '../../../components/form/AccessibleForm';
import { AccessibleFormik } from '../../../components/form/AccessibleFormik';
import { FieldGrid, FormTextField, useShownError } from '../../../components/form/fields';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useToast } from '../../../components/toast/useToast';
import { SiteDetailsPreview } from './SiteDetailsPreview';
import {
  PHONE_HREF_HINT,
  phoneHrefFrom,
  siteDetailsErrors,
  siteDetailsFieldOrder,
  siteDetailsSchema,
  toSiteDetails,
} from './siteDetailsRules';
import { Columns } from '../../../components/page/Columns';

// The organisation details editor of /admin/content: every detail public pages show (name, tagline,
// the speaker's name, the phone number as shown and as a link, the e-mail address, social links),
// with a live preview beside it (below it on phones). Save sends every detail; Reset goes back to
// what is saved; leaving the page with unsaved changes asks the browser's confirmation.

export const SAVED_TITLE = 'Content updated successfully';
export const FAILED_TEXT = 'Failed to update content';
export const UNSAVED_TEXT = 'You have unsaved changes.';

/** While `active`, closing or reloading the tab asks the browser's "Leave site?" first. */
function useWarnBeforeUnload(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to ask.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

/** Focuses the form field called `name` once it is rendered. */
function focusField(form: HTMLElement | null, name: string) {
  setTimeout(() => form?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus(), 0);
}

/** The phone link field, with a button that fills it from the number as shown. */
function PhoneHrefField() {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<SiteDetails>();
  const derived = phoneHrefFrom(values.phoneDisplay);
  const hintId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 0.5, alignContent: 'start' }}>
      <FormTextField
        name="phoneHref"
        label="Phone link"
        required
        helperText={PHONE_HREF_HINT}
        placeholder="tel:+15550100199"
        slotProps={{ htmlInput: { maxLength: 30, spellCheck: false, autoCapitalize: 'none' } }}
      />
      <Box>
        <Button
          size="small"
          disabled={!derived || derived === values.phoneHref.trim()}
          aria-describedby={hintId}
          onClick={() => {
            if (!derived) return;
            void setFieldValue('phoneHref', derived);
            void setFieldTouched('phoneHref', true, false);
          }}
        >
          Fill from the shown number
        </Button>
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', px: 0.5 }}>
          {!derived
            ? 'Type the number as shown first.'
            : phoneLinkDialsShown(values.phoneDisplay, values.phoneHref.trim())
              ? 'The link matches the shown number.'
              : `Sets the link to ${derived}.`}
        </Typography>
      </Box>
    </Box>
  );
}

/** The social links: rows of a label and an https address, added and removed, at most the limit. */
function SocialLinksFields({ formRef }: { formRef: RefObject<HTMLElement | null> }) {
  const { values } = useFormikContext<SiteDetails>();
  const links = values.socialLinks;
  const legendId = useId();
  const limitId = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  // A message about the list as a whole (the server's, for example), not about one row.
  const listError = useShownError('socialLinks');
  const full = links.length >= SOCIAL_LINKS_MAX;

  return (
    <FieldArray name="socialLinks">
      {({ push, remove }) => (
        <Box
          component="fieldset"
          aria-labelledby={legendId}
          sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 2 }}
        >
          <Box component="legend" id={legendId} sx={{ p: 0, mb: 1, typography: 'h6' }}>
            Social links
          </Box>
          {links.length === 0 && (
            <Typography sx={{ color: 'text.secondary' }}>
              No social links: the footer shows none.
            </Typography>
          )}
          {links.map((_link, i) => (
            <Box
              key={i}
              component="fieldset"
              sx={{
                border: '1px solid',
                borderColor: 'divider',
                borderRadius: 2,
                m: 0,
                p: 2,
                pt: 1,
                minWidth: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 2fr) auto' },
                alignItems: 'start',
              }}
            >
              <Box component="legend" sx={{ px: 0.5, typography: 'body2', fontWeight: 700 }}>
                {`Social link ${i + 1}`}
              </Box>
              <FormTextField
                name={`socialLinks.${i}.label`}
                label="Label"
                required
                placeholder="LinkedIn"
                slotProps={{ htmlInput: { maxLength: SOCIAL_LABEL_MAX } }}
              />
              <FormTextField
                name={`socialLinks.${i}.url`}
                label="Address"
                required
                type="url"
                placeholder="https://"
                helperText="https:// only"
                slotProps={{
                  htmlInput: { maxLength: URL_MAX, spellCheck: false, autoCapitalize: 'none' },
                }}
              />
              <IconButton
                aria-label={`Remove social link ${i + 1}`}
                onClick={() => {
                  remove(i);
                  // Focus stays in the list: on the row that took this one's place, or on Add.
                  const next = i < links.length - 1 ? i : i - 1;
                  if (next >= 0) focusField(formRef.current, `socialLinks.${next}.label`);
                  else setTimeout(() => addRef.current?.focus(), 0);
                }}
                sx={{ justifySelf: 'start', mt: { sm: 1 } }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          ))}
          {listError && typeof listError === 'string' && (
            <FormHelperText error>{listError}</FormHelperText>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Button
              ref={addRef}
              variant="outlined"
              startIcon={<AddIcon />}
              disabled={full}
              aria-describedby={limitId}
              onClick={() => {
                push({ label: '', url: '' });
                focusField(formRef.current, `socialLinks.${links.length}.label`);
              }}
            >
              Add Social Link
            </Button>
            <Typography id={limitId} variant="body2" sx={{ color: 'text.secondary' }}>
              {full
                ? `The most there can be is ${SOCIAL_LINKS_MAX}.`
                : `Up to ${SOCIAL_LINKS_MAX} links.`}
            </Typography>
          </Box>
        </Box>
      )}
    </FieldArray>
  );
}

function FormBody() {
  const { values, dirty, isSubmitting } = useFormikContext<SiteDetails>();
  const formRef = useRef<HTMLDivElement>(null);
  useWarnBeforeUnload(dirty);
  const text = { slotProps: { htmlInput: { maxLength: SITE_TEXT_MAX } } };
  return (
    <Columns from={{ lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap={4} align="start">
      <Box ref={formRef} sx={{ minWidth: 0 }}>
        <AccessibleForm
          label="Organisation details"
          fieldOrder={siteDetailsFieldOrder(values)}
          sx={{ display: 'grid', gap: 3 }}
        >
          <FieldGrid>
            <FormTextField name="organizationName" label="Organisation name" required {...text} />
            <FormTextField name="tagline" label="Tagline" required {...text} />
            <FormTextField
              name="speakerName"
              label="Speaker name"
              required
              helperText="Shown as 'Meet …' and in the speaker's story"
              {...text}
            />
            <FormTextField
              name="email"
              label="Email"
              required
              type="email"
              autoComplete="off"
              helperText="Shown on every page; inquiry notices go here unless Settings names another"
            />
            <FormTextField
              name="phoneDisplay"
              label="Phone number (as shown)"
              required
              placeholder="+1 (555) 010-0199"
              {...text}
            />
            <PhoneHrefField />
          </FieldGrid>
          <SocialLinksFields formRef={formRef} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <SubmitButton variant="contained" label="Save Changes" submittingLabel="Saving..." />
            <Button type="reset" variant="outlined" disabled={!dirty || isSubmitting}>
              Reset
            </Button>
            <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
              {dirty ? UNSAVED_TEXT : ''}
            </Typography>
          </Box>
        </AccessibleForm>
      </Box>
      <Box
        sx={{
          minWidth: 0,
          position: { lg: 'sticky' },
          top: { lg: 88 },
        }}
      >
        <SiteDetailsPreview details={values} />
      </Box>
    </Columns>
  );
}

/** The organisation details editor, for the details as stored. */
export function SiteDetailsForm({ details }: { details: SiteDetails }) {
  const [update] = useUpdateAdminSettingsMutation();
  const { toast, toastFailure } = useToast();
  const submit = useCallback(
    async (values: SiteDetails, helpers: FormikHelpers<SiteDetails>) => {
      try {
        const saved = await update({ siteDetails: toSiteDetails(values) }).unwrap();
        helpers.resetForm({ values: saved.siteDetails });
        toast({
          title: SAVED_TITLE,
          description: 'Public pages now show the saved details.',
        });
      } catch (error) {
        const errors = siteDetailsErrors(error);
        if (errors) helpers.setErrors(errors);
        toastFailure(error, 'Error', FAILED_TEXT);
      }
    },
    [update, toast, toastFailure],
  );
  return (
    <AccessibleFormik<SiteDetails>
      initialValues={details}
      validationSchema={siteDetailsSchema}
      onSubmit={submit}
    >
      <FormBody />
    </AccessibleFormik>
  );
}
