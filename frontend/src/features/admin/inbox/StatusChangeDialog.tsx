import { useEffect, useRef, useState } from 'react';
import { useFormikContext } from 'formik';
import { object, string } from 'yup';
import { STATUS_NOTE_MAX, type StatusNoticePreview } from '@bb/shared/admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../api/base';
import { FormDialog } from '../../../components/form/FormDialog';
import { FormSwitch } from '../../../components/form/FormSwitch';
import { FormTextField } from '../../../components/form/fields';

/** A status change the administrator chose in a list, waiting for their confirmation. */
export interface PendingStatusChange<S extends string> {
  id: string;
  /** Whose inquiry, as a sentence part: 'the request from Acme Corp'. */
  subject: string;
  /** The label of the status it has now, and of the new one. */
  fromLabel: string;
  toLabel: string;
  status: S;
}

export interface StatusNoticeChoice {
  notify: boolean;
  /** The personal line, trimmed; undefined when blank. */
  note?: string;
}

interface StatusChangeDialogProps<S extends string> {
  /** The change to confirm; null when the dialog is closed. */
  change: PendingStatusChange<S> | null;
  onClose: () => void;
  /** What the change would send (POST …/status-notice). Rejects with the API's error. */
  preview: (args: { id: string; status: S; note?: string }) => Promise<StatusNoticePreview>;
  /** Makes the change; the caller closes the dialog and says how it went. */
  onConfirm: (change: PendingStatusChange<S>, choice: StatusNoticeChoice) => Promise<void>;
}

interface Values {
  notify: boolean;
  note: string;
}

const schema = object({
  note: string().max(
    STATUS_NOTE_MAX,
    `Personal line must be at most ${STATUS_NOTE_MAX.toLocaleString('en-US')} characters.`,
  ),
});

/** How long typing pauses before the preview is asked for again. */
const PREVIEW_DELAY_MS = 400;

const clean = (note: string) => note.trim() || undefined;

/**
 * Confirms a status change that tells the sender: the administrator sees whether an e-mail (and an
 * inbox message) will go, reads the e-mail as it will be sent (the server's own rendering), may add
 * a personal line above its text, or may choose not to tell the sender at all.
 */
export function StatusChangeDialog<S extends string>({
  change,
  onClose,
  preview,
  onConfirm,
}: StatusChangeDialogProps<S>) {
  // The last change stays while the dialog fades out.
  const [shown, setShown] = useState(change);
  if (change && change !== shown) setShown(change);
  return (
    <FormDialog<Values>
      open={change !== null}
      onClose={onClose}
      title={shown ? `Change status to ${shown.toLabel}?` : 'Change status'}
      formLabel="Change status"
      intro={
        shown && (
          <Typography>
            {capitalise(shown.subject)} is {shown.fromLabel} now.
          </Typography>
        )
      }
      initialValues={{ notify: true, note: '' }}
      validationSchema={schema}
      fieldOrder={['notify', 'note']}
      submitLabel="Change Status"
      submittingLabel="Changing…"
      maxWidth="md"
      onSubmit={async (values) => {
        if (!shown) return;
        await onConfirm(shown, { notify: values.notify, note: clean(values.note) });
      }}
    >
      <FormSwitch
        name="notify"
        label="Tell the sender"
        hint="By e-mail, and in their member area when they have an account."
      />
      {shown && <NoticeFields change={shown} preview={preview} />}
    </FormDialog>
  );
}

function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

type PreviewState =
  | { state: 'loading' }
  | { state: 'done'; notice: StatusNoticePreview }
  | { state: 'failed'; message: string };

function NoticeFields<S extends string>({
  change,
  preview,
}: {
  change: PendingStatusChange<S>;
  preview: StatusChangeDialogProps<S>['preview'];
}) {
  const { values, errors } = useFormikContext<Values>();
  const note = errors.note ? undefined : clean(values.note);
  const [result, setResult] = useState<PreviewState>({ state: 'loading' });
  // The latest `preview` without asking again when only its identity changes.
  const previewRef = useRef(preview);
  useEffect(() => {
    previewRef.current = preview;
  }, [preview]);

  useEffect(() => {
    if (!values.notify) return;
    let current = true;
    const timer = setTimeout(
      () => {
        setResult((last) => (last.state === 'done' ? last : { state: 'loading' }));
        previewRef.current({ id: change.id, status: change.status, note }).then(
          (notice) => current && setResult({ state: 'done', notice }),
          (error: unknown) =>
            current &&
            setResult({
              state: 'failed',
              message: errorMessage(error, 'The message could not be prepared.'),
            }),
        );
      },
      note ? PREVIEW_DELAY_MS : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [change.id, change.status, note, values.notify]);

  if (!values.notify)
    return <Typography>The status changes and nobody is told: no e-mail, no message.</Typography>;

  return (
    <>
      <FormTextField
        name="note"
        label="Personal line (optional)"
        multiline
        minRows={2}
        helperText="Put above the notice's standard text, in the e-mail and the member's message."
      />
      <NoticePreview result={result} />
    </>
  );
}

function NoticePreview({ result }: { result: PreviewState }) {
  if (result.state === 'loading')
    return (
      <Box aria-busy="true" aria-label="Preparing the message">
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="rectangular" height={120} />
      </Box>
    );
  if (result.state === 'failed')
    return (
      <Alert severity="error" variant="outlined">
        {result.message}
      </Alert>
    );
  const { email, inbox } = result.notice;
  if (!email)
    return (
      <Alert severity="info" variant="outlined">
        {inbox
          ? 'No e-mail will go: this member has turned Email Notifications off. The notice goes to their inbox in the member area.'
          : 'Nobody will be told: the sender left no address (they deleted their account).'}
      </Alert>
    );
  return (
    <Box component="section" aria-label="The e-mail that will go">
      <Typography>
        This e-mail will go to <strong>{email.to}</strong>
        {inbox ? ', and a copy to their inbox in the member area' : ''}:
      </Typography>
      <Typography sx={{ mt: 1, fontWeight: 'bold' }}>Subject: {email.subject}</Typography>
      <Box
        tabIndex={0}
        role="region"
        aria-label={`E-mail: ${email.subject}`}
        sx={{
          mt: 1,
          p: 2,
          maxHeight: 280,
          overflowY: 'auto',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: '0.9375rem',
        }}
      >
        {email.text.trim()}
      </Box>
      {email.attachments.length > 0 && (
        <Typography sx={{ mt: 1 }}>{`Attached: ${email.attachments.join(', ')}`}</Typography>
      )}
    </Box>
  );
}
