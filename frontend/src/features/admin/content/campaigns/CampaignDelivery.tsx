import { useRef, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Campaign } from '@bb/shared/newsletter';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  useControlCampaignMutation,
  useDeleteCampaignMutation,
  useLazyGetCampaignAudienceQuery,
  useSendCampaignMutation,
  useSendTestCampaignMutation,
} from '../../../../api/admin/newsletterCampaigns';
import {
  useDeclineCampaignReviewMutation,
  useSubmitCampaignReviewMutation,
} from '../../../../api/admin/reviews';
import { errorMessage } from '../../../../api/base';
import { useStaffAccess } from '../../../../components/auth/staffAccess';
import { ConfirmDialog } from '../../../../components/dialog/ConfirmDialog';
import type { FormDialogHelpers } from '../../../../components/form/FormDialog';
import { useFocusRescue } from '../../../../components/dialog/useFocusRescue';
import { Detail, DetailList } from '../../../../components/page/DetailList';
import { OutlinedSection } from '../../../../components/page/OutlinedSection';
import { useOrganisationTimeZone } from '../../../../components/schedule/useTimeZone';
import { scheduledTimeText } from '../../../../components/schedule/zonedTime';
import { useToast } from '../../../../components/toast/useToast';
import { formatCount, formatDateTime } from '../../format';
import {
  DeclineReviewDialog,
  REVIEW_TEXT,
  ReviewStatus,
  submittedDetail,
  SubmitReviewDialog,
} from '../../shared/Review';
import { CampaignPreviewDialog } from './CampaignPreviewDialog';
import { ScheduleDialog } from './ScheduleDialog';

// A saved campaign's sending: what its state means, a progress bar while it sends (its figures read
// again every 2 s by the page), its figures, and the actions its state allows. Actions that need the
// content saved (preview, test, send, schedule) save unsaved changes first (`saveFirst`).
//
// The actions are disabled while one runs, so the pressed button loses focus (the browser moves it
// to the page); a dialog opened then would give it back to the page too. So focus goes back to the
// button that started the action once it is over and a dialog it opened has closed, or, when that
// button is gone (Send now became Pause), to the action now in its place.

/** What each state means, under the actions. */
export const STATE_TEXT: Readonly<Record<Campaign['state'], string>> = {
  draft: 'A draft: nothing is sent until you choose Send now or Schedule.',
  scheduled: 'Scheduled: it starts by itself at the time below. You can still edit it.',
  sending: 'Sending to the confirmed subscribers, at the rate set in Settings.',
  paused: 'Paused: nothing more is sent until you resume.',
  sent: 'Sent: every recipient has been dealt with.',
  cancelled: 'Cancelled: what was sent stays sent, nothing more goes.',
};

/** A draft, to someone who may write campaigns but not send them. */
export const DRAFT_FOR_REVIEW_TEXT =
  'A draft: nothing is sent until someone who may send campaigns sends or schedules it. Submit it for review when it is ready.';

/** '1,234 of 5,000 recipients done (1,200 sent, 30 failed, 4 bounced)'. */
export function progressText({ stats }: Pick<Campaign, 'stats'>): string {
  const done = stats.sent + stats.failed + stats.bounced;
  return `${formatCount(done)} of ${formatCount(stats.recipients)} recipients done (${formatCount(stats.sent)} sent, ${formatCount(stats.failed)} failed, ${formatCount(stats.bounced)} bounced)`;
}

type Confirming = 'send' | 'cancel' | 'delete' | 'submit-review' | 'decline-review' | null;

interface CampaignDeliveryProps {
  campaign: Campaign;
  /**
   * Saves unsaved changes (with the form's checks); answers the version saved, or null when the
   * form or the server refused them (the form shows why).
   */
  saveFirst: () => Promise<number | null>;
  /** A busy form (saving) disables the actions. */
  busy: boolean;
  /** A change answered by the server (the editor keeps its version). */
  onChanged: (campaign: Campaign) => void;
}

export function CampaignDelivery({ campaign, saveFirst, busy, onChanged }: CampaignDeliveryProps) {
  const { id, state, stats } = campaign;
  const navigate = useNavigate();
  const { toast, toastFailure } = useToast();
  const [sendTest, testing] = useSendTestCampaignMutation();
  const [send] = useSendCampaignMutation();
  const [control, controlling] = useControlCampaignMutation();
  const [remove] = useDeleteCampaignMutation();
  const [readAudience] = useLazyGetCampaignAudienceQuery();
  const [submitReview] = useSubmitCampaignReviewMutation();
  const [declineReview] = useDeclineCampaignReviewMutation();
  // Send, schedule, pause, resume, cancel and delete; else Submit for review ('campaigns.send').
  const maySend = useStaffAccess().can('campaigns.send');
  const [previewing, setPreviewing] = useState<string | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [audience, setAudience] = useState<number | null>(null);
  const [working, setWorking] = useState(false);
  const zone = useOrganisationTimeZone();
  const disabled = busy || working || testing.isLoading || controlling.isLoading;
  const actionsRef = useRef<HTMLDivElement>(null);
  const opener = useRef<{ button: HTMLElement; index: number } | null>(null);
  const buttons = () => [...(actionsRef.current?.querySelectorAll('button') ?? [])];
  const refocus = useFocusRescue(() => {
    const from = opener.current;
    if (!from) return null;
    if (from.button.isConnected) return from.button;
    const now = buttons();
    return now[Math.min(from.index, now.length - 1)] ?? null;
  });
  /** Notes the pressed action button, where focus goes back to once its action is over. */
  const pressed = (event: MouseEvent<HTMLElement>) => {
    const button = (event.target as HTMLElement).closest('button');
    if (button) opener.current = { button, index: Math.max(0, buttons().indexOf(button)) };
  };
  /** Closes the dialog open, and gives focus back to the action that opened it. */
  const closeConfirm = () => {
    setConfirming(null);
    refocus();
  };

  /** Runs `action` once unsaved changes are saved (nothing when they are refused). */
  const afterSaving = async (action: () => Promise<void> | void) => {
    setWorking(true);
    try {
      if ((await saveFirst()) !== null) await action();
    } finally {
      setWorking(false);
    }
  };

  const test = async () => {
    await afterSaving(async () => {
      try {
        const { message } = await sendTest(id).unwrap();
        toast({ title: 'Test sent', description: message });
      } catch (error) {
        toastFailure(error, 'The test was not sent', 'Please try again.');
      }
    });
    refocus();
  };

  const askToSend = () =>
    afterSaving(async () => {
      try {
        const { confirmed } = await readAudience().unwrap();
        setAudience(confirmed);
        setConfirming('send');
      } catch (error) {
        toastFailure(error, 'The campaign was not sent', 'Could not count the subscribers.');
        refocus();
      }
    });

  const controlTo = async (action: 'pause' | 'resume') => {
    try {
      const done = await control({ id, action }).unwrap();
      onChanged(done);
      toast(
        action === 'pause'
          ? { title: 'Sending paused', description: 'Nothing more is sent until you resume.' }
          : {
              title: 'Sending resumed',
              description: 'The rest of the recipients are being sent to.',
            },
      );
    } catch (error) {
      toastFailure(
        error,
        action === 'pause' ? 'The campaign was not paused' : 'The campaign was not resumed',
        'Please try again.',
      );
    }
    // Pause and Resume take each other's place.
    refocus();
  };

  /** Saves unsaved changes, then submits the saved version for review with the note. */
  const doSubmitReview = async (note: string, helpers: FormDialogHelpers<{ note: string }>) => {
    setWorking(true);
    try {
      const version = await saveFirst();
      if (version === null) {
        // The form refused the changes and shows why.
        setConfirming(null);
        return;
      }
      await submitReview({ id, version, note: note || undefined }).unwrap();
      closeConfirm();
      toast({ title: REVIEW_TEXT.submitted, description: submittedDetail('campaign') });
    } catch (error) {
      const message = errorMessage(error, `${REVIEW_TEXT.notSubmitted}.`);
      helpers.refuse(message);
      toast({ title: REVIEW_TEXT.notSubmitted, description: message, variant: 'destructive' });
    } finally {
      setWorking(false);
    }
  };

  const waiting = campaign.review?.state === 'waiting' ? campaign.review : null;
  const canSend = maySend && (state === 'draft' || state === 'scheduled');
  const started = campaign.startedAt !== null;
  const done = stats.sent + stats.failed + stats.bounced;
  const percent = stats.recipients ? Math.round((done / stats.recipients) * 100) : 0;

  return (
    <OutlinedSection id="campaign-sending-heading" title="Sending" headingGap={1} sx={{ mb: 3 }}>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {!maySend && state === 'draft' ? DRAFT_FOR_REVIEW_TEXT : STATE_TEXT[state]}
      </Typography>
      <Box onClickCapture={pressed}>
        <ReviewStatus
          kind="campaign"
          heading="h3"
          review={campaign.review}
          canDecide={maySend}
          busy={disabled}
          onDecline={() => setConfirming('decline-review')}
          onSubmitAgain={() => setConfirming('submit-review')}
        />
      </Box>
      {(state === 'sending' || state === 'paused') && (
        <Box sx={{ mb: 2 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label="Sending progress"
            aria-valuetext={`${percent}%: ${progressText(campaign)}`}
            sx={{ height: 10, borderRadius: 5, mb: 1 }}
          />
          <Typography id="campaign-progress-text">{progressText(campaign)}</Typography>
        </Box>
      )}
      <DetailList>
        {campaign.sendAt && state === 'scheduled' && (
          <Detail label="Scheduled for">
            <time dateTime={campaign.sendAt}>{scheduledTimeText(campaign.sendAt, zone)}</time>
          </Detail>
        )}
        {campaign.startedAt && (
          <Detail label="Started">
            <time dateTime={campaign.startedAt}>{formatDateTime(campaign.startedAt)}</time>
          </Detail>
        )}
        {campaign.finishedAt && (
          <Detail label={state === 'cancelled' ? 'Cancelled' : 'Finished'}>
            <time dateTime={campaign.finishedAt}>{formatDateTime(campaign.finishedAt)}</time>
          </Detail>
        )}
        {started && (
          <>
            <Detail label="Recipients">{formatCount(stats.recipients)}</Detail>
            <Detail label="Waiting">{formatCount(stats.queued)}</Detail>
            <Detail label="Sent">{formatCount(stats.sent)}</Detail>
            <Detail label="Failed">{formatCount(stats.failed)}</Detail>
            <Detail label="Bounced">{formatCount(stats.bounced)}</Detail>
            <Detail label="Unsubscribed since">{formatCount(stats.unsubscribed)}</Detail>
          </>
        )}
      </DetailList>
      <Box
        ref={actionsRef}
        role="group"
        aria-label="Campaign actions"
        onClickCapture={pressed}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}
      >
        <Button
          variant="outlined"
          aria-haspopup="dialog"
          disabled={disabled}
          onClick={() => void afterSaving(() => setPreviewing(id))}
        >
          Preview
        </Button>
        <Button variant="outlined" disabled={disabled} onClick={() => void test()}>
          {testing.isLoading ? 'Sending test...' : 'Send test to me'}
        </Button>
        {canSend && (
          <>
            <Button
              variant="contained"
              aria-haspopup="dialog"
              disabled={disabled}
              onClick={() => void askToSend()}
            >
              Send now
            </Button>
            <Button
              variant="outlined"
              aria-haspopup="dialog"
              disabled={disabled}
              onClick={() => void afterSaving(() => setScheduling(true))}
            >
              {state === 'scheduled' ? 'Change schedule' : 'Schedule'}
            </Button>
          </>
        )}
        {!maySend && state === 'draft' && (
          <Button
            variant="contained"
            aria-haspopup="dialog"
            disabled={disabled}
            onClick={() => setConfirming('submit-review')}
          >
            {REVIEW_TEXT.submitButton}
          </Button>
        )}
        {maySend && state === 'sending' && (
          <Button variant="outlined" disabled={disabled} onClick={() => void controlTo('pause')}>
            Pause
          </Button>
        )}
        {maySend && state === 'paused' && (
          <Button variant="contained" disabled={disabled} onClick={() => void controlTo('resume')}>
            Resume
          </Button>
        )}
        {maySend && (state === 'scheduled' || state === 'sending' || state === 'paused') && (
          <Button
            color="error"
            variant="outlined"
            aria-haspopup="dialog"
            disabled={disabled}
            onClick={() => setConfirming('cancel')}
          >
            Cancel campaign
          </Button>
        )}
        {maySend && (state === 'draft' || state === 'cancelled') && (
          <Button
            color="error"
            aria-haspopup="dialog"
            disabled={disabled}
            onClick={() => setConfirming('delete')}
          >
            Delete
          </Button>
        )}
      </Box>

      <CampaignPreviewDialog
        id={previewing}
        onClose={() => {
          setPreviewing(null);
          refocus();
        }}
      />
      <ScheduleDialog
        open={scheduling}
        onClose={() => {
          setScheduling(false);
          refocus();
        }}
        sendAt={campaign.sendAt}
        zone={zone}
        onSchedule={async (at, helpers) => {
          try {
            const done = await send({ id, at }).unwrap();
            onChanged(done);
            setScheduling(false);
            refocus();
            toast({
              title: 'Campaign scheduled',
              description: `It will be sent on ${scheduledTimeText(at, zone)}.`,
            });
          } catch (error) {
            const message = errorMessage(error, 'The campaign was not scheduled.');
            helpers.refuse(message);
            toast({ title: 'Not scheduled', description: message, variant: 'destructive' });
          }
        }}
      />
      <ConfirmDialog
        open={confirming === 'send'}
        onClose={closeConfirm}
        title={`Send to ${formatCount(audience ?? 0)} confirmed ${audience === 1 ? 'subscriber' : 'subscribers'}?`}
        formLabel="Send the campaign now"
        destructive={false}
        confirmLabel="Send now"
        message={
          <Typography>
            {`"${campaign.subject}" goes to every confirmed subscriber, starting now. Sending cannot be undone, though you can pause or cancel what has not gone yet.${waiting ? ` This approves the review ${waiting.submittedBy?.username ?? 'someone'} asked for.` : ''}`}
          </Typography>
        }
        onConfirm={async (_values, helpers) => {
          try {
            const started = await send({ id }).unwrap();
            onChanged(started);
            closeConfirm();
            toast({
              title: 'Sending started',
              description: `The campaign is going to ${formatCount(audience ?? 0)} confirmed ${audience === 1 ? 'subscriber' : 'subscribers'}.`,
            });
          } catch (error) {
            const message = errorMessage(error, 'The campaign was not sent.');
            helpers.refuse(message);
            toast({ title: 'Not sent', description: message, variant: 'destructive' });
          }
        }}
      />
      <SubmitReviewDialog
        open={confirming === 'submit-review'}
        onClose={closeConfirm}
        kind="campaign"
        title={campaign.subject}
        onSubmit={doSubmitReview}
      />
      <DeclineReviewDialog
        open={confirming === 'decline-review'}
        onClose={closeConfirm}
        review={campaign.review}
        title={campaign.subject}
        decline={(note) => declineReview({ id, note }).unwrap()}
      />
      <ConfirmDialog
        open={confirming === 'cancel'}
        onClose={closeConfirm}
        title="Cancel the campaign?"
        formLabel="Cancel the campaign"
        confirmLabel="Cancel campaign"
        message={
          <Typography>
            {state === 'scheduled'
              ? 'It will not be sent. You can delete it afterwards.'
              : 'Nothing more is sent: what has gone stays sent. This cannot be undone.'}
          </Typography>
        }
        onConfirm={async (_values, helpers) => {
          try {
            const cancelled = await control({ id, action: 'cancel' }).unwrap();
            onChanged(cancelled);
            closeConfirm();
            toast({ title: 'Campaign cancelled', description: 'Nothing more is sent.' });
          } catch (error) {
            const message = errorMessage(error, 'The campaign was not cancelled.');
            helpers.refuse(message);
            toast({ title: 'Not cancelled', description: message, variant: 'destructive' });
          }
        }}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        onClose={closeConfirm}
        title="Delete the campaign?"
        formLabel="Delete the campaign"
        confirmLabel="Delete"
        message={
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {`"${campaign.subject}" and its figures are deleted. This cannot be undone.`}
          </Typography>
        }
        onConfirm={async (_values, helpers) => {
          try {
            await remove(id).unwrap();
            setConfirming(null);
            toast({ title: 'Campaign deleted', description: `"${campaign.subject}" is deleted.` });
            void navigate('/admin/content/campaigns');
          } catch (error) {
            const message = errorMessage(error, 'The campaign was not deleted.');
            helpers.refuse(message);
            toast({ title: 'Not deleted', description: message, variant: 'destructive' });
          }
        }}
      />
    </OutlinedSection>
  );
}
