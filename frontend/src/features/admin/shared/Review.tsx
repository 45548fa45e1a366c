import type { ReactNode } from 'react';
import { REVIEW_NOTE_MAX, type Review, type ReviewKind } from '@bb/shared/reviews';
import { roleList, rolesHolding } from '@bb/shared/staff-roles';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import * as yup from 'yup';
import { FormDialog, type FormDialogHelpers } from '../../../components/form/FormDialog';
import { CountedTextField } from '../../../components/form/CountedTextField';
import { text } from '../../../components/form/rules';
import { formatDateTime } from '../format';
import { errorMessage } from '../../../api/base';
import { useToast } from '../../../components/toast/useToast';

// Review before publishing, in the page editor and the campaign composer: the subject's latest
// review (waiting, or sent back with the reviewer's note), the Submit for review dialog (an optional
// note) for those who may edit but not publish or send, and the Decline dialog (a required note)
// for those who may.

/** Who may decide a review of each kind, by role: "Editor or Administrator". */
export const REVIEWERS: Readonly<Record<ReviewKind, string>> = {
  page: roleList(rolesHolding('pages.publish')),
  campaign: roleList(rolesHolding('campaigns.send')),
};

/** What approves a review of each kind (the reviewer's own action). */
const APPROVE_TEXT: Readonly<Record<ReviewKind, string>> = {
  page: 'Publishing or scheduling the draft approves it',
  campaign: 'Sending or scheduling the campaign approves it',
};

export const REVIEW_TEXT = {
  submitButton: 'Submit for review',
  submitAgain: 'Submit again',
  declineButton: 'Decline',
  noteLabel: 'Note for the reviewer',
  noteHelp: 'Optional: what changed, or what to look at.',
  declineLabel: 'What needs to change',
  declineRequired: 'Write what needs to change: the note is sent with the draft back.',
  submitted: 'Submitted for review',
  notSubmitted: 'Not submitted for review',
  declined: 'Sent back',
  notDeclined: 'Not sent back',
  waitingTitle: 'Waiting for review',
  declinedTitle: 'Sent back for changes',
} as const;

/** The toast after a submit: who is told. */
export function submittedDetail(kind: ReviewKind): string {
  return `Those with the ${REVIEWERS[kind]} role are told by e-mail and on their dashboard.`;
}

/** The toast after a decline: who is told. */
function declinedDetail(review: Pick<Review, 'submittedBy'>): string {
  return `${review.submittedBy?.username ?? 'The person who submitted it'} is told by e-mail, with your note.`;
}

/** A note as written: its own lines kept, long words wrapped. */
function Note({ label, children }: { label: string; children: string }) {
  return (
    <Box sx={{ mt: 1 }}>
      <Typography component="p" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Box
        component="blockquote"
        sx={{
          m: 0,
          mt: 0.5,
          pl: 1.5,
          borderLeft: 3,
          borderColor: 'divider',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

export interface ReviewStatusProps {
  kind: ReviewKind;
  /** The subject's latest review; nothing is shown without one, or when approved or withdrawn. */
  review: Review | null | undefined;
  /** The signed-in person may publish (or send) it: they see Decline on a waiting review. */
  canDecide: boolean;
  onDecline: () => void;
  /** Opens the Submit for review dialog (offered again on a declined review to those who may not decide). */
  onSubmitAgain: () => void;
  /** Disables the buttons while something runs. */
  busy?: boolean;
  /** The title's heading level: h2 in the page editor, h3 inside the campaign's Sending section. */
  heading?: 'h2' | 'h3';
}

/**
 * The review's state above the form: a waiting review (who submitted it, when, their note; Decline
 * for a reviewer) or a declined one (who sent it back, when, their note; Submit again).
 */
export function ReviewStatus({
  kind,
  review,
  canDecide,
  onDecline,
  onSubmitAgain,
  busy = false,
  heading = 'h2',
}: ReviewStatusProps) {
  if (!review || (review.state !== 'waiting' && review.state !== 'declined')) return null;
  const by = review.submittedBy?.username ?? 'someone';
  let body: ReactNode;
  if (review.state === 'waiting') {
    body = (
      <>
        <AlertTitle component={heading}>{REVIEW_TEXT.waitingTitle}</AlertTitle>
        <Typography>
          {`Submitted by ${by} on ${formatDateTime(review.submittedAt)} (version ${review.version}).`}
        </Typography>
        {review.note && <Note label={`${by}'s note:`}>{review.note}</Note>}
        <Typography sx={{ mt: 1.5 }}>
          {canDecide
            ? `${APPROVE_TEXT[kind]}; Decline sends it back to ${by} with a note.`
            : `Someone with the ${REVIEWERS[kind]} role will look at it. Changes you save now are part of what they see; submit again to tell them.`}
        </Typography>
        {canDecide && (
          <Box sx={{ mt: 1.5 }}>
            <Button variant="outlined" aria-haspopup="dialog" disabled={busy} onClick={onDecline}>
              {REVIEW_TEXT.declineButton}
            </Button>
          </Box>
        )}
      </>
    );
  } else {
    const decider = review.decidedBy?.username ?? 'A reviewer';
    body = (
      <>
        <AlertTitle component={heading}>{REVIEW_TEXT.declinedTitle}</AlertTitle>
        <Typography>
          {`Sent back by ${decider}${review.decidedAt ? ` on ${formatDateTime(review.decidedAt)}` : ''}. ${by} submitted it on ${formatDateTime(review.submittedAt)}.`}
        </Typography>
        {review.decisionNote && <Note label={`${decider}'s note:`}>{review.decisionNote}</Note>}
        {!canDecide && (
          <>
            <Typography sx={{ mt: 1.5 }}>
              Change the draft as the note asks, save it, then submit it for review again.
            </Typography>
            <Box sx={{ mt: 1.5 }}>
              <Button
                variant="outlined"
                aria-haspopup="dialog"
                disabled={busy}
                onClick={onSubmitAgain}
              >
                {REVIEW_TEXT.submitAgain}
              </Button>
            </Box>
          </>
        )}
      </>
    );
  }
  return (
    <Alert
      role="note"
      severity={review.state === 'waiting' ? 'info' : 'warning'}
      variant="outlined"
      sx={{ mb: 3, '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}
    >
      {body}
    </Alert>
  );
}

interface NoteValues {
  note: string;
}

const submitSchema = yup.object({ note: text(REVIEW_TEXT.noteLabel, REVIEW_NOTE_MAX) });
const declineSchema = yup.object({
  note: text(REVIEW_TEXT.declineLabel, REVIEW_NOTE_MAX, REVIEW_TEXT.declineRequired),
});
const EMPTY: NoteValues = { note: '' };
const NOTE_ORDER = ['note'] as const;

/**
 * Submit for review: an optional note; `onSubmit` saves unsaved changes first and sends the draft's
 * version. A refusal shows in the dialog (`helpers.refuse`).
 */
export function SubmitReviewDialog({
  open,
  onClose,
  kind,
  title,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  kind: ReviewKind;
  /** The page's title or the campaign's subject. */
  title: string;
  /** Gets the trimmed note ('' for none). */
  onSubmit: (note: string, helpers: FormDialogHelpers<NoteValues>) => Promise<void>;
}) {
  return (
    <FormDialog<NoteValues>
      open={open}
      onClose={onClose}
      title={`Submit "${title}" for review?`}
      formLabel="Submit for review"
      intro={
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {`Those with the ${REVIEWERS[kind]} role are told by e-mail and on their dashboard; one of them ${kind === 'page' ? 'publishes it' : 'sends it'} or sends it back with a note. Unsaved changes are saved first.`}
        </Typography>
      }
      initialValues={EMPTY}
      validationSchema={submitSchema}
      fieldOrder={NOTE_ORDER}
      submitLabel={REVIEW_TEXT.submitButton}
      submittingLabel="Submitting…"
      onSubmit={(values, helpers) => onSubmit(values.note.trim(), helpers)}
    >
      <CountedTextField
        name="note"
        label={REVIEW_TEXT.noteLabel}
        help={REVIEW_TEXT.noteHelp}
        limit={REVIEW_NOTE_MAX}
        multiline
        minRows={3}
      />
    </FormDialog>
  );
}

/**
 * Decline: a required note for the person who submitted it. The dialog sends it (`decline`, given
 * the trimmed note), says how it went, and closes once the review is sent back; a refusal stays in
 * the dialog.
 */
export function DeclineReviewDialog({
  open,
  onClose,
  review,
  title,
  decline,
}: {
  open: boolean;
  onClose: () => void;
  review: Review | null | undefined;
  title: string;
  decline: (note: string) => Promise<Review>;
}) {
  const { toast } = useToast();
  const by = review?.submittedBy?.username ?? 'The person who submitted it';
  const onDecline = async (note: string, helpers: FormDialogHelpers<NoteValues>) => {
    try {
      const declined = await decline(note);
      onClose();
      toast({ title: REVIEW_TEXT.declined, description: declinedDetail(declined) });
    } catch (error) {
      const message = errorMessage(error, `${REVIEW_TEXT.notDeclined}.`);
      helpers.refuse(message);
      toast({ title: REVIEW_TEXT.notDeclined, description: message, variant: 'destructive' });
    }
  };
  return (
    <FormDialog<NoteValues>
      open={open}
      onClose={onClose}
      title={`Send "${title}" back?`}
      formLabel="Decline the review"
      intro={
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {`${by} is told by e-mail, with your note. The draft stays as it is: nothing is published or sent.`}
        </Typography>
      }
      initialValues={EMPTY}
      validationSchema={declineSchema}
      fieldOrder={NOTE_ORDER}
      submitLabel={REVIEW_TEXT.declineButton}
      submittingLabel="Sending back…"
      onSubmit={(values, helpers) => onDecline(values.note.trim(), helpers)}
    >
      <CountedTextField
        name="note"
        label={REVIEW_TEXT.declineLabel}
        required
        limit={REVIEW_NOTE_MAX}
        multiline
        minRows={3}
      />
    </FormDialog>
  );
}
