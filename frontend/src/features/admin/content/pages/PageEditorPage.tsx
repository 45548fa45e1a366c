import { useDeferredValue, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useFormikContext, type FormikHelpers } from 'formik';
import type { z } from 'zod';
import { checkContent, type ContentCheck } from '@bb/shared/pages/checks';
import { validateDocument } from '@bb/shared/pages/documents';
import {
  isPageSlug,
  PAGE_DEFINITIONS,
  type PageContent,
  type PageSlug,
} from '@bb/shared/pages/registry';
import { objectFields } from '@bb/shared/pages/walk';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import {
  refetchAdminPage,
  useDiscardPageDraftMutation,
  useGetAdminPageQuery,
  usePublishPageMutation,
  useSavePageDraftMutation,
  useSchedulePageMutation,
  useUnschedulePageMutation,
  type AdminPage,
} from '../../../../api/admin/pages';
import {
  useDeclinePageReviewMutation,
  useSubmitPageReviewMutation,
} from '../../../../api/admin/reviews';
import { useGetCurrentUserQuery } from '../../../../api/auth';
import { errorMessage, fieldErrors, isApiError, useApiDispatch } from '../../../../api/base';
import { useSiteDetails } from '../../../../api/settings';
import { useStaffAccess } from '../../../../components/auth/staffAccess';
import { ConfirmDialog } from '../../../../components/dialog/ConfirmDialog';
import type { FormDialogHelpers } from '../../../../components/form/FormDialog';
import { useFocusRescue } from '../../../../components/dialog/useFocusRescue';
import { AccessibleForm } from '../../../../components/form/AccessibleForm';
import { AccessibleFormik } from '../../../../components/form/AccessibleFormik';
import { LoadError } from '../../../../components/page/LoadError';
import { OutlinedSection } from '../../../../components/page/OutlinedSection';
import { PageHeading } from '../../../../components/page/PageHeading';
import { PrivatePageMeta } from '../../../../components/PageMeta';
import {
  ScheduleTimeDialog,
  type ScheduleTimeHelpers,
} from '../../../../components/schedule/ScheduleTimeDialog';
import { useOrganisationTimeZone } from '../../../../components/schedule/useTimeZone';
import { scheduledTimeText } from '../../../../components/schedule/zonedTime';
import { StatusChip } from '../../../../components/status/StatusChip';
import { useToast } from '../../../../components/toast/useToast';
import { formatDateTime } from '../../format';
import {
  DeclineReviewDialog,
  REVIEW_TEXT,
  ReviewStatus,
  submittedDetail,
  SubmitReviewDialog,
} from '../../shared/Review';
import { GroupFields } from './ContentFields';
import { fieldElement, fieldId, fieldLabel, fieldOrder, formikErrors } from './editorPaths';
import { PagePreviewDialog } from './PagePreviewDialog';
import { blocksPublishing, PublishFindings, publishFindings } from './PublishFindings';

type Doc = PageContent<PageSlug>;

export const PAGE_EDITOR_TEXT = {
  saved: 'Draft saved',
  savedDetail: 'Visitors still see the published page until you publish.',
  published: 'Published',
  publishedDetail: 'Every visitor now sees the new page.',
  discarded: 'Draft discarded',
  conflictTitle: 'Someone else saved this page',
  notSaved: 'The draft was not saved',
  notPublished: 'The page was not published',
  scheduled: 'Publishing scheduled',
  scheduleCancelled: 'Schedule cancelled',
  scheduleCancelledDetail: 'The draft stays a draft until you publish it.',
  notScheduled: 'The publish was not scheduled',
  notUnscheduled: 'The schedule was not cancelled',
  scheduleNote: 'Changes you save before then are published too.',
  savedScheduleBlocked:
    'The scheduled publish will not happen until the problems that block publishing are fixed and saved.',
} as const;

/** What the schedule's status says while the saved draft has problems that block publishing. */
export function scheduleBlockedText(problems: number): string {
  return `The saved draft cannot be published as it is: ${problems === 1 ? 'one problem blocks' : `${problems} problems block`} it (marked at the fields). Fix and save ${problems === 1 ? 'it' : 'them'} before then, or the page is not published and the schedule is cancelled.`;
}

/** 'Scheduled to publish on Mon, 7 Dec 2026, 09:00 (Europe/London) by alice. Changes you save…' */
export function scheduleStatusText(at: string, by: string | null, zone: string): string {
  return `Scheduled to publish on ${scheduledTimeText(at, zone)}${by ? ` by ${by}` : ''}. ${PAGE_EDITOR_TEXT.scheduleNote}`;
}

interface Refusal {
  title: string;
  message: string;
  /** path → message */
  errors: Record<string, string>;
}

function EditorToolbar({
  page,
  canPublish,
  onPreview,
  onPublish,
  onSchedule,
  onDiscard,
  onSubmitReview,
  busy,
  saveRef,
  scheduleRef,
  submitReviewRef,
}: {
  page: AdminPage;
  /** Publish, Schedule publish and Discard draft; else Submit for review ('pages.publish'). */
  canPublish: boolean;
  onPreview: () => void;
  onPublish: () => void;
  onSchedule: () => void;
  onDiscard: () => void;
  onSubmitReview: () => void;
  busy: boolean;
  /** The Save draft button (focus comes back to it when the others are disabled). */
  saveRef: RefObject<HTMLButtonElement | null>;
  /** The Schedule publish button (focus comes back to it when the schedule's status goes). */
  scheduleRef: RefObject<HTMLButtonElement | null>;
  /** The Submit for review button (focus comes back to it after its dialog). */
  submitReviewRef: RefObject<HTMLButtonElement | null>;
}) {
  const { dirty, isSubmitting } = useFormikContext<Doc>();
  const hasDraft = page.state === 'draft';
  const nothingToPublish = isSubmitting || busy || (!hasDraft && !dirty);
  return (
    <Box
      sx={{
        // Kept in view on wide screens; on a phone it would cover too much of the form.
        position: { xs: 'static', sm: 'sticky' },
        top: { sm: 64 },
        zIndex: 3,
        bgcolor: 'background.default',
        py: 1.5,
        mb: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Button ref={saveRef} type="submit" variant="contained" disabled={isSubmitting || busy}>
        {isSubmitting ? 'Saving…' : 'Save draft'}
      </Button>
      <Button variant="outlined" onClick={onPreview} disabled={isSubmitting || busy}>
        Preview
      </Button>
      {canPublish ? (
        <>
          <Button
            variant="contained"
            color="secondary"
            aria-haspopup="dialog"
            onClick={onPublish}
            disabled={nothingToPublish}
          >
            Publish
          </Button>
          <Button
            ref={scheduleRef}
            variant="outlined"
            color="secondary"
            aria-haspopup="dialog"
            onClick={onSchedule}
            disabled={nothingToPublish}
          >
            Schedule publish
          </Button>
          <Button color="error" onClick={onDiscard} disabled={nothingToPublish}>
            Discard draft
          </Button>
        </>
      ) : (
        <Button
          ref={submitReviewRef}
          variant="contained"
          color="secondary"
          aria-haspopup="dialog"
          onClick={onSubmitReview}
          disabled={nothingToPublish}
        >
          {REVIEW_TEXT.submitButton}
        </Button>
      )}
      <Typography component="span" sx={{ color: 'text.secondary', ml: { sm: 'auto' } }}>
        {dirty ? 'Unsaved changes' : hasDraft ? 'Draft saved, not published' : 'No changes'}
      </Typography>
    </Box>
  );
}

function ErrorSummary({
  refusal,
  schema,
  summaryRef,
}: {
  refusal: Refusal;
  schema: z.ZodType;
  summaryRef: React.RefObject<HTMLDivElement | null>;
}) {
  const entries = Object.entries(refusal.errors);
  return (
    <Alert severity="error" sx={{ mb: 3 }} ref={summaryRef} tabIndex={-1}>
      <AlertTitle component="h2">{refusal.title}</AlertTitle>
      <Typography sx={{ mb: entries.length ? 1 : 0 }}>{refusal.message}</Typography>
      {entries.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {entries.map(([path, message]) => {
            const field = path.replace(/^content\./, '');
            return (
              <li key={path}>
                <Link
                  href={`#${fieldId(field)}`}
                  onClick={(event) => {
                    const target = fieldElement(field);
                    if (target) {
                      event.preventDefault();
                      target.focus();
                    }
                  }}
                >
                  {`${fieldLabel(schema, field)}: ${message}`}
                </Link>
              </li>
            );
          })}
        </Box>
      )}
    </Alert>
  );
}

function ChecksSummary({ checks }: { checks: readonly ContentCheck[] }) {
  const errors = checks.filter((c) => c.severity === 'error').length;
  const warnings = checks.length - errors;
  if (!checks.length) return null;
  return (
    <Alert role="note" severity={errors ? 'error' : 'warning'} variant="outlined" sx={{ mb: 3 }}>
      {errors > 0 &&
        `${errors === 1 ? 'One problem blocks' : `${errors} problems block`} publishing (marked at the fields). `}
      {warnings > 0 &&
        `${warnings === 1 ? 'One warning' : `${warnings} warnings`} to look at (marked at the fields).`}
    </Alert>
  );
}

/** Watches the form's values and shows what the accessibility checks find, live. */
function LiveChecks({
  schema,
  children,
}: {
  schema: z.ZodType;
  children: (checks: ContentCheck[]) => React.ReactNode;
}) {
  const { values: current } = useFormikContext<Doc>();
  // Links that name organisation details are checked with them filled in.
  const site = useSiteDetails();
  // Checked at a lower priority than typing: a long page's checks never slow a keystroke.
  const values = useDeferredValue(current);
  const checks = useMemo(() => {
    const parsed = validateDocument(schema, values);
    return parsed.ok ? checkContent(schema, parsed.value, site) : [];
  }, [schema, values, site]);
  return <>{children(checks)}</>;
}

/** The draft's scheduled publish: when, by whom, what happens to later saves; change or cancel it. */
function ScheduleStatus({
  page,
  zone,
  canChange,
  onChange,
  onCancel,
}: {
  page: AdminPage;
  zone: string;
  /** Change schedule and Cancel schedule ('pages.publish'). */
  canChange: boolean;
  onChange: () => void;
  onCancel: () => void;
}) {
  if (!page.scheduled) return null;
  // What the scheduled publish will find in the saved draft (the server's checks of it).
  const blocking = page.checks.filter((check) => check.severity === 'error').length;
  return (
    <Alert
      role="note"
      severity={blocking ? 'warning' : 'info'}
      variant="outlined"
      icon={<EventOutlinedIcon />}
      sx={{ mb: 3, '& .MuiAlert-message': { minWidth: 0 } }}
    >
      <Typography sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
        {scheduleStatusText(page.scheduled.at, page.scheduled.by, zone)}
      </Typography>
      {blocking > 0 && (
        <Typography sx={{ mb: 1.5, fontWeight: 700 }}>{scheduleBlockedText(blocking)}</Typography>
      )}
      {canChange && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" aria-haspopup="dialog" onClick={onChange}>
            Change schedule
          </Button>
          <Button color="error" onClick={onCancel}>
            Cancel schedule
          </Button>
        </Box>
      )}
    </Alert>
  );
}

function PageEditor({ page, onReload }: { page: AdminPage; onReload: () => Promise<void> }) {
  const slug = page.slug;
  const schema = PAGE_DEFINITIONS[slug].schema as unknown as z.ZodType<Doc>;
  const initial = useMemo(() => page.draft ?? page.published, [page]);
  // The publish dialogs check links that name organisation details with them filled in.
  const site = useSiteDetails();
  const [version, setVersion] = useState(page.version);
  const [state, setState] = useState(page.state);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [conflict, setConflict] = useState(false);
  // Counts the refusals for a stale version: each takes focus to the conflict's alert.
  const [conflicts, setConflicts] = useState(0);
  const conflictRef = useRef<HTMLDivElement>(null);
  const [previewing, setPreviewing] = useState(false);
  const [confirm, setConfirm] = useState<'publish' | 'discard' | null>(null);
  // What the Publish or Schedule dialog shows: what publishing the form's values would find.
  const [findings, setFindings] = useState<ContentCheck[]>([]);
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [save] = useSavePageDraftMutation();
  const [publish] = usePublishPageMutation();
  const [discard] = useDiscardPageDraftMutation();
  const [schedule] = useSchedulePageMutation();
  const [unschedule] = useUnschedulePageMutation();
  const [scheduling, setScheduling] = useState(false);
  const [submitReview] = useSubmitPageReviewMutation();
  const [declineReview] = useDeclinePageReviewMutation();
  // The review dialog open: Submit for review (may edit, not publish) or Decline (may publish).
  const [reviewing, setReviewing] = useState<'submit' | 'decline' | null>(null);
  const canPublish = useStaffAccess().can('pages.publish');
  const zone = useOrganisationTimeZone();
  const saveButton = useRef<HTMLButtonElement>(null);
  const scheduleButton = useRef<HTMLButtonElement>(null);
  const submitReviewButton = useRef<HTMLButtonElement>(null);
  // Where focus goes when what had it is gone (the status's Cancel schedule) or was disabled (a
  // publish or a discard leaves no draft: Publish, Schedule publish and Discard draft are off).
  const rescueFocus = useFocusRescue(() =>
    [scheduleButton.current, submitReviewButton.current, saveButton.current].find(
      (button) => button && !button.disabled,
    ),
  );
  const { toast, toastFailure } = useToast();
  const order = useMemo(() => fieldOrder(schema, initial), [schema, initial]);
  const formik = useRef<FormikHelpers<Doc> & { values: Doc; dirty: boolean }>(null);

  useEffect(() => {
    if (conflicts) conflictRef.current?.focus();
  }, [conflicts]);

  const validate = (values: Doc) => {
    const result = validateDocument(schema, values);
    return result.ok ? {} : formikErrors(result.errors, fieldOrder(schema, values));
  };

  /**
   * After a refusal: focus goes to the first field in error (its message is read with it), else to
   * the error summary.
   */
  const focusFirstError = (errors: Record<string, string>, paths: readonly string[]) => {
    const wanted = new Set(Object.keys(errors).map((key) => key.replace(/^content\./, '')));
    const first = paths.find((path) =>
      [...wanted].some((w) => w === path || w.startsWith(`${path}.`)),
    );
    setTimeout(() => {
      const field = first ? fieldElement(first) : null;
      (field ?? summaryRef.current)?.focus();
    }, 0);
  };

  /**
   * Handles a refusal: a 409 shows the conflict (focus goes to it, with its reload); field errors go
   * on their fields and the summary. A dialog is closed first.
   */
  const refused = (error: unknown, title: string, helpers?: FormikHelpers<Doc>) => {
    if (isApiError(error) && error.status === 409) {
      setConflict(true);
      setConflicts((n) => n + 1);
      return;
    }
    const errors = fieldErrors(error);
    if (isApiError(error) && error.status === 400) {
      const data = error.data as { message?: string } | undefined;
      setRefusal({ title, message: data?.message ?? error.message, errors: errors ?? {} });
      const current = formik.current?.values ?? initial;
      const paths = fieldOrder(schema, current);
      if (errors && helpers) helpers.setErrors(formikErrors(errors, paths) as never);
      focusFirstError(errors ?? {}, paths);
      return;
    }
    toastFailure(error, title, 'Please try again.');
  };

  /**
   * Stores the values as the draft, naming the version of the last save of this session (or the one
   * loaded); answers the page as stored. Throws a refusal.
   */
  const store = async (values: Doc, form: Pick<FormikHelpers<Doc>, 'resetForm'>) => {
    const stored = await save({ slug, content: values, version }).unwrap();
    setVersion(stored.version);
    setState(stored.state);
    setRefusal(null);
    setConflict(false);
    form.resetForm({ values: stored.draft ?? values });
    return stored;
  };

  /** Saves the values as the draft; answers the page as stored, or null when refused. */
  const saveValues = async (values: Doc, helpers: FormikHelpers<Doc>) => {
    try {
      return await store(values, helpers);
    } catch (error) {
      refused(error, PAGE_EDITOR_TEXT.notSaved, helpers);
      return null;
    }
  };

  const onSubmit = async (values: Doc, helpers: FormikHelpers<Doc>) => {
    const stored = await saveValues(values, helpers);
    if (!stored) return;
    const blocked = stored.scheduled && stored.checks.some((check) => check.severity === 'error');
    toast({
      title: PAGE_EDITOR_TEXT.saved,
      description: blocked ? PAGE_EDITOR_TEXT.savedScheduleBlocked : PAGE_EDITOR_TEXT.savedDetail,
    });
  };

  /** Saves unsaved changes first (with the form's own checks); answers the version to act on. */
  const saved = async (): Promise<number | null> => {
    const form = formik.current;
    if (!form || !form.dirty) return version;
    const errors = validate(form.values);
    if (Object.keys(errors).length) {
      form.setErrors(errors as never);
      setRefusal({
        title: PAGE_EDITOR_TEXT.notSaved,
        message: 'Some fields need attention: see the messages at the fields.',
        errors: Object.fromEntries(
          fieldOrder(schema, form.values)
            .map((path) => [path, getPath(errors, path)] as const)
            .filter((entry): entry is readonly [string, string] => typeof entry[1] === 'string'),
        ),
      });
      focusFirstError(
        Object.fromEntries(
          fieldOrder(schema, form.values)
            .filter((p) => getPath(errors, p))
            .map((p) => [p, '']),
        ),
        fieldOrder(schema, form.values),
      );
      return null;
    }
    return (await saveValues(form.values, form))?.version ?? null;
  };

  /**
   * For the Publish and Schedule dialogs' confirm, which showed what publishing the form's values
   * finds: saves unsaved changes; answers the version to act on. Throws a refusal.
   */
  const saveFirst = async (): Promise<number> => {
    const form = formik.current;
    if (!form?.dirty) return version;
    return (await store(form.values, form)).version;
  };

  /**
   * What confirming Publish or Schedule would publish (the form's values: unsaved changes are saved
   * first, and the form cannot change while a dialog is open), checked as the server checks it.
   */
  const review = () => {
    const values = formik.current?.values ?? initial;
    setFindings(publishFindings(schema, values, fieldOrder(schema, values), site));
  };

  /** A finding's link in a dialog: the dialog closes and focus goes to the field. */
  const goToField = (path: string) => {
    flushSync(() => {
      setConfirm(null);
      setScheduling(false);
    });
    setTimeout(() => fieldElement(path)?.focus(), 0);
  };

  const openPublish = () => {
    review();
    setConfirm('publish');
  };

  /** Runs in the Publish dialog (its button says so); the dialog closes with the answer. */
  const doPublish = async () => {
    if (blocksPublishing(findings)) return;
    setBusy(true);
    try {
      const at = await saveFirst();
      const done = await publish({ slug, version: at }).unwrap();
      setVersion(done.version);
      setState(done.state);
      setRefusal(null);
      formik.current?.resetForm({ values: done.published });
      setConfirm(null);
      toast({ title: PAGE_EDITOR_TEXT.published, description: PAGE_EDITOR_TEXT.publishedDetail });
      // Publish itself is off now (no draft): focus goes to the toolbar's first working button.
      rescueFocus();
    } catch (error) {
      flushSync(() => setConfirm(null));
      refused(error, PAGE_EDITOR_TEXT.notPublished, formik.current ?? undefined);
    } finally {
      setBusy(false);
    }
  };

  const doDiscard = async () => {
    setBusy(true);
    try {
      const done = await discard(slug).unwrap();
      setVersion(done.version);
      setState(done.state);
      setRefusal(null);
      formik.current?.resetForm({ values: done.published });
      toast({ title: PAGE_EDITOR_TEXT.discarded });
      rescueFocus();
    } catch (error) {
      refused(error, 'The draft was not discarded');
    } finally {
      setBusy(false);
    }
  };

  const openPreview = async () => {
    setBusy(true);
    try {
      if ((await saved()) !== null) setPreviewing(true);
    } finally {
      setBusy(false);
    }
  };

  /** Asks when; nothing is saved until the time is confirmed (Cancel leaves the draft as it was). */
  const openSchedule = () => {
    if (busy) return;
    review();
    setScheduling(true);
  };

  const closeSchedule = () => {
    setScheduling(false);
    rescueFocus();
  };

  /** Saves unsaved changes (the schedule publishes the draft as saved), then schedules. */
  const doSchedule = async (at: string, helpers: ScheduleTimeHelpers) => {
    if (blocksPublishing(findings)) return;
    let current: number;
    try {
      current = await saveFirst();
    } catch (error) {
      flushSync(() => setScheduling(false));
      refused(error, PAGE_EDITOR_TEXT.notScheduled, formik.current ?? undefined);
      return;
    }
    try {
      await schedule({ slug, at, version: current }).unwrap();
      setRefusal(null);
      closeSchedule();
      toast({
        title: PAGE_EDITOR_TEXT.scheduled,
        description: `The page will be published on ${scheduledTimeText(at, zone)}. ${PAGE_EDITOR_TEXT.scheduleNote}`,
      });
    } catch (error) {
      const errors = fieldErrors(error);
      const inContent = errors && Object.keys(errors).some((key) => key.startsWith('content.'));
      if (isApiError(error) && (error.status === 409 || inContent)) {
        // What blocks it is in the page's fields (or someone saved since): shown there.
        flushSync(() => setScheduling(false));
        refused(error, PAGE_EDITOR_TEXT.notScheduled, formik.current ?? undefined);
        return;
      }
      helpers.refuse(errorMessage(error, `${PAGE_EDITOR_TEXT.notScheduled}.`));
      if (errors?.at) helpers.setErrors({ at: errors.at });
    }
  };

  const doUnschedule = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await unschedule(slug).unwrap();
      toast({
        title: PAGE_EDITOR_TEXT.scheduleCancelled,
        description: PAGE_EDITOR_TEXT.scheduleCancelledDetail,
      });
      rescueFocus();
    } catch (error) {
      toastFailure(error, PAGE_EDITOR_TEXT.notUnscheduled, 'Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const closeReview = () => {
    setReviewing(null);
    rescueFocus();
  };

  /** Saves unsaved changes, then submits the draft's version for review with the note. */
  const doSubmitReview = async (note: string, helpers: FormDialogHelpers<{ note: string }>) => {
    setBusy(true);
    try {
      let current: number;
      try {
        current = await saveFirst();
      } catch (error) {
        // The fields (or a newer save) refused it: shown at the fields, as a failed save is.
        flushSync(() => setReviewing(null));
        refused(error, REVIEW_TEXT.notSubmitted, formik.current ?? undefined);
        return;
      }
      try {
        await submitReview({ slug, version: current, note: note || undefined }).unwrap();
        setRefusal(null);
        closeReview();
        toast({ title: REVIEW_TEXT.submitted, description: submittedDetail('page') });
      } catch (error) {
        if (isApiError(error) && error.status === 409) {
          flushSync(() => setReviewing(null));
          refused(error, REVIEW_TEXT.notSubmitted);
          return;
        }
        const message = errorMessage(error, `${REVIEW_TEXT.notSubmitted}.`);
        helpers.refuse(message);
        toast({ title: REVIEW_TEXT.notSubmitted, description: message, variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  };

  const waiting = page.review?.state === 'waiting' ? page.review : null;
  const sections = objectFields(schema);
  const title = PAGE_DEFINITIONS[slug].title;

  return (
    <AccessibleFormik<Doc>
      initialValues={initial}
      validate={validate}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={onSubmit}
    >
      {(form) => {
        formik.current = form;
        return (
          <AccessibleForm label={`Edit the ${title} page`} fieldOrder={order}>
            <EditorToolbar
              page={{ ...page, state }}
              canPublish={canPublish}
              busy={busy}
              onPreview={() => void openPreview()}
              onPublish={openPublish}
              onSchedule={openSchedule}
              onDiscard={() => setConfirm('discard')}
              onSubmitReview={() => setReviewing('submit')}
              saveRef={saveButton}
              scheduleRef={scheduleButton}
              submitReviewRef={submitReviewButton}
            />
            <ScheduleStatus
              page={page}
              zone={zone}
              canChange={canPublish}
              onChange={openSchedule}
              onCancel={() => void doUnschedule()}
            />
            <ReviewStatus
              kind="page"
              review={page.review}
              canDecide={canPublish}
              busy={busy}
              onDecline={() => setReviewing('decline')}
              onSubmitAgain={() => setReviewing('submit')}
            />
            {conflict && (
              <Alert
                ref={conflictRef}
                tabIndex={-1}
                severity="warning"
                sx={{ mb: 3 }}
                action={
                  <Button color="inherit" onClick={() => void onReload()}>
                    Reload the page
                  </Button>
                }
              >
                <AlertTitle component="h2">{PAGE_EDITOR_TEXT.conflictTitle}</AlertTitle>
                Someone saved this page after you opened it, so your changes were not saved. They
                are still in the form: copy what you want to keep, then reload to see the latest
                version.
              </Alert>
            )}
            {refusal && <ErrorSummary refusal={refusal} schema={schema} summaryRef={summaryRef} />}
            <LiveChecks schema={schema}>
              {(checks) => (
                <>
                  <ChecksSummary checks={checks} />
                  <Box sx={{ display: 'grid', gap: 3 }}>
                    {sections.map(([key, field]) => (
                      <OutlinedSection
                        key={key}
                        id={`page-section-${key}`}
                        title={field.meta.label}
                        headingGap={2}
                      >
                        {field.meta.help && (
                          <Typography sx={{ color: 'text.secondary', mb: 2 }}>
                            {field.meta.help}
                          </Typography>
                        )}
                        <GroupFields schema={field.schema} path={key} checks={checks} />
                      </OutlinedSection>
                    ))}
                  </Box>
                </>
              )}
            </LiveChecks>
            <PagePreviewDialog
              open={previewing}
              onClose={() => setPreviewing(false)}
              slug={slug}
              title={title}
              version={version}
            />
            <ScheduleTimeDialog
              open={scheduling}
              onClose={closeSchedule}
              title="Schedule publishing"
              formLabel="Schedule publishing"
              intro={
                <Box sx={{ mb: 1 }}>
                  <Typography>
                    The draft is published by itself at this time, as it is saved then: changes you
                    save before then are published too. Unsaved changes are saved when you schedule.
                    Publishing now or discarding the draft cancels the schedule.
                  </Typography>
                  <PublishFindings findings={findings} schema={schema} onGo={goToField} />
                </Box>
              }
              submitDisabled={blocksPublishing(findings)}
              label="Publish on (date and time)"
              zone={zone}
              at={page.scheduled?.at ?? null}
              onSchedule={doSchedule}
            />
            <ConfirmDialog
              open={confirm === 'publish'}
              onClose={() => setConfirm(null)}
              title={`Publish ${title}?`}
              formLabel="Publish the page"
              destructive={false}
              message={
                <>
                  <Typography>
                    {`Every visitor will see this version of the page at once. Unsaved changes are saved first.${page.scheduled ? ' The scheduled publish is cancelled.' : ''}${waiting ? ` This approves the review ${waiting.submittedBy?.username ?? 'someone'} asked for.` : ''}`}
                  </Typography>
                  <PublishFindings findings={findings} schema={schema} onGo={goToField} />
                </>
              }
              confirmLabel="Publish"
              submittingLabel="Publishing…"
              submitDisabled={blocksPublishing(findings)}
              onConfirm={doPublish}
            />
            <SubmitReviewDialog
              open={reviewing === 'submit'}
              onClose={closeReview}
              kind="page"
              title={title}
              onSubmit={doSubmitReview}
            />
            <DeclineReviewDialog
              open={reviewing === 'decline'}
              onClose={closeReview}
              review={page.review}
              title={title}
              decline={(note) => declineReview({ slug, note }).unwrap()}
            />
            <ConfirmDialog
              open={confirm === 'discard'}
              onClose={() => setConfirm(null)}
              title="Discard the draft?"
              formLabel="Discard the draft"
              message={`Your saved and unsaved changes to this page are thrown away; the published page stays as it is.${page.scheduled ? ' The scheduled publish is cancelled.' : ''}`}
              confirmLabel="Discard draft"
              onConfirm={async () => {
                setConfirm(null);
                await doDiscard();
              }}
            />
          </AccessibleForm>
        );
      }}
    </AccessibleFormik>
  );
}

function getPath(errors: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      errors,
    );
}

/** /admin/content/pages/{slug}: a public page's editor. */
export default function PageEditorPage() {
  const { slug = '' } = useParams();
  const known = isPageSlug(slug);
  const { data, isLoading, isError, refetch } = useGetAdminPageQuery(slug as PageSlug, {
    skip: !known,
    refetchOnMountOrArgChange: true,
  });
  // The buttons depend on the person's permissions: the editor waits for them too.
  const { data: me } = useGetCurrentUserQuery();
  const dispatch = useApiDispatch();
  const [loads, setLoads] = useState(0);
  const title = known ? PAGE_DEFINITIONS[slug].title : 'Page';
  const reload = async () => {
    await dispatch(refetchAdminPage(slug as PageSlug));
    setLoads((n) => n + 1);
  };
  return (
    <>
      <PrivatePageMeta title={`Edit ${title}`} description={`Edit the ${title} page's content.`} />
      <Typography sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/admin/content">
          Content
        </Link>
        {' › Public pages'}
      </Typography>
      <PageHeading
        title={`Edit page: ${title}`}
        subtitle={
          known ? (
            <>
              {'Live at '}
              <Link href={PAGE_DEFINITIONS[slug].path} target="_blank" rel="noopener">
                {`${PAGE_DEFINITIONS[slug].path} (opens in a new tab)`}
              </Link>
            </>
          ) : undefined
        }
      />
      {!known ? (
        <Alert severity="error">There is no such page.</Alert>
      ) : isLoading || !me ? (
        <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={240} />
        </Box>
      ) : isError || !data ? (
        <LoadError what="the page" onRetry={() => void refetch()} />
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
            <StatusChip
              label={data.state === 'draft' ? 'Draft waiting' : 'Published'}
              tone={data.state === 'draft' ? 'yellow' : 'green'}
            />
            <Typography sx={{ color: 'text.secondary' }}>
              {data.updatedBy
                ? `Last edited by ${data.updatedBy}, ${formatDateTime(data.updatedAt)}`
                : 'Not edited yet: the page as first published'}
            </Typography>
            {data.draftRestoredFrom !== null && (
              <Typography sx={{ color: 'text.secondary' }}>
                {`(the draft restores revision ${data.draftRestoredFrom})`}
              </Typography>
            )}
            <Link component={RouterLink} to={`/admin/content/pages/${slug}/history`}>
              History: compare and restore earlier versions
            </Link>
          </Box>
          <PageEditor key={`${slug}:${loads}`} page={data} onReload={reload} />
        </>
      )}
    </>
  );
}
