import { useRef, useState } from 'react';
import {
  INBOX_ARCHIVED_VIEW,
  INBOX_ASSIGNEE_ME,
  INBOX_ASSIGNEE_NONE,
  INBOX_POSSIBLE_SPAM,
  type InquiryKind,
  type InquiryTriage,
} from '@bb/shared/admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import ReportGmailerrorredOutlinedIcon from '@mui/icons-material/ReportGmailerrorredOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { useGetCurrentUserQuery } from '../../../api/auth';
import { errorMessage } from '../../../api/base';
import {
  useAssignInquiryMutation,
  useDeleteInquiryMutation,
  useTriageInquiryMutation,
  type TriageTool,
} from '../../../api/admin/inquiryTriage';
import { useGetInquiryAssigneesQuery } from '../../../api/admin/users';
import { ConfirmDialog } from '../../../components/dialog/ConfirmDialog';
import { StatusChip } from '../../../components/status/StatusChip';
import { useToast } from '../../../components/toast/useToast';
import type { InquiryFilter } from '../shared/InquiryFilterBar';
import { InquiryFact } from '../shared/InquiryList';

// The inboxes' triage, the same for the three kinds of inquiry: who it is assigned to, archive and
// restore, spam and not spam, delete (docs/admin-api.md, "Triage"). The details dialog shows the
// tools (InquiryTriageTools); the cards show the badges and the assignee; the filter bar takes
// the filters (triageFilters).

/** A triage's fields as every admin view of an inquiry carries them. */
export type TriageFields = Omit<InquiryTriage, 'id'>;

export const POSSIBLE_SPAM = 'Possible spam';
export const ARCHIVED = 'Archived';
export const SPAM = 'Spam';
export const ASSIGNED_TO_ME = 'Assigned to me';
export const UNASSIGNED = 'Unassigned';
export const NOBODY = 'Nobody';
export const TRIAGE_FAILED = 'Action Failed';

/** How each kind is named in the tools' texts. */
const NOUNS: Readonly<Record<InquiryKind, string>> = {
  'speaking-request': 'speaking request',
  'corporate-partnership': 'partnership inquiry',
  'contact-message': 'message',
};

/** The status filter's Archived choice (the contact messages have an 'archived' status already). */
export const ARCHIVED_OPTION = { value: INBOX_ARCHIVED_VIEW, label: ARCHIVED } as const;

/** The filter bar's triage selects: who it is assigned to, and "Possible spam". */
export function triageFilters(
  state: { assignee: string; spam: string },
  update: (changes: { assignee?: string; spam?: string }) => void,
): InquiryFilter[] {
  return [
    {
      label: 'Assigned',
      value: triageFilterValues(state).assignee ?? '',
      allLabel: 'Anyone',
      options: [
        { value: INBOX_ASSIGNEE_ME, label: ASSIGNED_TO_ME },
        { value: INBOX_ASSIGNEE_NONE, label: UNASSIGNED },
      ],
      onChange: (assignee) => update({ assignee }),
    },
    {
      label: 'Spam',
      value: triageFilterValues(state).spam ?? '',
      allLabel: 'All senders',
      options: [{ value: INBOX_POSSIBLE_SPAM, label: POSSIBLE_SPAM }],
      onChange: (spam) => update({ spam }),
    },
  ];
}

/** The URL's triage filters the list asks for (anything unknown is left out). */
export function triageFilterValues(state: { assignee: string; spam: string }): {
  assignee?: string;
  spam?: string;
} {
  return {
    assignee:
      state.assignee === INBOX_ASSIGNEE_ME || state.assignee === INBOX_ASSIGNEE_NONE
        ? state.assignee
        : undefined,
    spam: state.spam === INBOX_POSSIBLE_SPAM ? state.spam : undefined,
  };
}

/** The card's badges: its status, then Possible spam, Spam or Archived. */
export function TriageBadges({ item, status }: { item: TriageFields; status: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {status}
      {item.possibleSpam && <StatusChip label={POSSIBLE_SPAM} tone="orange" />}
      {item.spam ? (
        <StatusChip label={SPAM} tone="red" />
      ) : (
        item.archivedAt && <StatusChip label={ARCHIVED} tone="gray" />
      )}
    </Box>
  );
}

/** The card's fact "Assigned to kim" (nothing when unassigned). */
export function AssigneeFact({ item }: { item: TriageFields }) {
  if (!item.assignee) return null;
  return (
    <InquiryFact icon={<AssignmentIndOutlinedIcon />} label="Assigned to">
      {`Assigned to ${item.assignee.username}`}
    </InquiryFact>
  );
}

/** What deleting tells the administrator happens, the member's view included. */
export function deleteMessage(kind: InquiryKind, sender: string): string {
  const noun = NOUNS[kind];
  const member =
    kind === 'speaking-request'
      ? 'If the sender has an account, the request disappears from their My Bookings; the messages we already sent them stay in their Messages, and their own replies in this conversation are deleted with it.'
      : 'If the sender has an account, the messages we already sent them stay in their Messages; their own replies in this conversation are deleted with it.';
  return `Delete the ${noun} from ${sender} with its whole conversation, internal notes included? ${member} Nothing is sent to them. This cannot be undone.`;
}

/** What marking as spam tells the administrator happens. */
export function spamMessage(kind: InquiryKind, email: string): string {
  return `Mark the ${NOUNS[kind]} as spam? It is archived, and anything ${email} sends later through any form is kept but marked "${POSSIBLE_SPAM}". Nothing is sent to the sender. Not Spam undoes it.`;
}

interface ToolsProps {
  kind: InquiryKind;
  item: TriageFields & { id: string; email: string };
  /** The sender as the texts name them: 'Acme Corp', 'Jane Doe'. */
  sender: string;
  /** Closes the details dialog (after a delete). */
  onDeleted: () => void;
}

/**
 * The triage tools of the details dialog: the assignee (a select of the staff who answer the
 * inboxes, GET /api/admin/users/assignees), Archive
 * or Restore, Mark as Spam or Not Spam, Delete; spam and delete ask first. Each shows a toast; the
 * lists refresh (RTK Query tags). Nothing is disabled while a change is under way, so that the
 * keyboard's focus stays where it is (doing a thing twice changes nothing on the server).
 */
export function InquiryTriageTools({ kind, item, sender, onDeleted }: ToolsProps) {
  const { toast, toastFailure } = useToast();
  const me = useGetCurrentUserQuery().data;
  const assignees = useGetInquiryAssigneesQuery().data?.items;
  const [assign] = useAssignInquiryMutation();
  const [triage] = useTriageInquiryMutation();
  const [remove] = useDeleteInquiryMutation();
  const [confirming, setConfirming] = useState<'spam' | 'delete' | null>(null);
  const noun = NOUNS[kind];

  const failed = (error: unknown) => toastFailure(error, TRIAGE_FAILED, 'Please try again.');

  // The staff who can take it (active, holding 'inbox': the server's list), and the current
  // assignee anyway.
  const choices = (assignees ?? []).map(({ id, username }) => ({ id, username }));
  if (item.assignee && !choices.some((u) => u.id === item.assignee?.id))
    choices.push(item.assignee);

  // The choice shows at once, until the refreshed inquiry shows it (or a refusal, or an answer
  // naming someone else, puts the inquiry's own back). Only the latest choice counts: an earlier
  // one's answer arriving after it (two quick arrow presses) does not put an old value back under
  // the keyboard.
  const [choosing, setChoosing] = useState<string | null>(null);
  const latestChoice = useRef(0);
  const shown = item.assignee?.id ?? '';
  // Shown by the inquiry itself now: nothing to hold.
  if (choosing !== null && shown === choosing) setChoosing(null);
  const changeAssignee = async (assigneeId: string) => {
    const call = ++latestChoice.current;
    setChoosing(assigneeId);
    try {
      const result = await assign({ kind, id: item.id, assigneeId: assigneeId || null }).unwrap();
      if (latestChoice.current === call && (result.assignee?.id ?? '') !== assigneeId)
        setChoosing(null);
      toast(
        result.assignee
          ? {
              title: 'Assigned',
              description:
                result.assignee.id === me?.id
                  ? `The ${noun} from ${sender} is assigned to you.`
                  : `The ${noun} from ${sender} is assigned to ${result.assignee.username}, who is told by e-mail.`,
            }
          : {
              title: 'Unassigned',
              description: `The ${noun} from ${sender} is assigned to nobody.`,
            },
      );
    } catch (error) {
      failed(error);
      if (latestChoice.current === call) setChoosing(null);
    }
  };

  const run = async (tool: TriageTool) => {
    const done: Record<TriageTool, { title: string; description: string }> = {
      archive: {
        title: 'Archived',
        description: `The ${noun} from ${sender} is archived. Choose Archived in the status filter to see it again.`,
      },
      restore: {
        title: 'Restored',
        description: `The ${noun} from ${sender} is back in the inbox.`,
      },
      spam: {
        title: 'Marked as Spam',
        description: `The ${noun} from ${sender} is archived as spam; ${item.email} is marked.`,
      },
      'not-spam': {
        title: 'Not Spam',
        description: `${item.email} is no longer marked as spam; the ${noun} is in the inbox.`,
      },
    };
    try {
      await triage({ kind, id: item.id, tool }).unwrap();
      toast(done[tool]);
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };

  // Contact messages are archived with their status (the page's own Archive and Restore); the
  // triage's Restore shows for one archived here all the same.
  const canArchive = kind !== 'contact-message' && !item.archivedAt;
  const canRestore = item.archivedAt !== null && !item.spam;

  return (
    <Box
      role="group"
      aria-label={`Triage of the ${noun}`}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}
    >
      <TextField
        select
        label="Assigned to"
        value={choosing ?? item.assignee?.id ?? ''}
        onChange={(event) => void changeAssignee(event.target.value)}
        size="small"
        sx={{ minWidth: 200 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{NOBODY}</option>
        {choices.map((user) => (
          <option key={user.id} value={user.id}>
            {user.id === me?.id ? `${user.username} (you)` : user.username}
          </option>
        ))}
      </TextField>
      {canArchive && (
        <Button
          variant="outlined"
          startIcon={<ArchiveOutlinedIcon />}
          onClick={() => void run('archive')}
        >
          Archive
        </Button>
      )}
      {canRestore && (
        <Button
          variant="outlined"
          startIcon={<UnarchiveOutlinedIcon />}
          onClick={() => void run('restore')}
        >
          Restore
        </Button>
      )}
      {item.spam || item.possibleSpam ? (
        <Button
          variant="outlined"
          startIcon={<VerifiedUserOutlinedIcon />}
          onClick={() => void run('not-spam')}
        >
          Not Spam
        </Button>
      ) : (
        <Button
          variant="outlined"
          startIcon={<ReportGmailerrorredOutlinedIcon />}
          onClick={() => setConfirming('spam')}
        >
          Mark as Spam
        </Button>
      )}
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteOutlinedIcon />}
        onClick={() => setConfirming('delete')}
      >
        Delete
      </Button>
      {(item.possibleSpam || item.spam || item.archivedAt) && (
        <TriageBadges item={item} status={null} />
      )}
      <ConfirmDialog
        open={confirming === 'spam'}
        onClose={() => setConfirming(null)}
        title="Mark as Spam"
        formLabel={`Mark the ${noun} as spam`}
        message={<Typography sx={{ mb: 1 }}>{spamMessage(kind, item.email)}</Typography>}
        confirmLabel="Mark as Spam"
        onConfirm={async () => {
          if (await run('spam')) setConfirming(null);
        }}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        onClose={() => setConfirming(null)}
        title="Delete"
        formLabel={`Delete the ${noun}`}
        message={<Typography sx={{ mb: 1 }}>{deleteMessage(kind, sender)}</Typography>}
        confirmLabel="Delete"
        onConfirm={async (_values, helpers) => {
          try {
            const answer = await remove({ kind, id: item.id }).unwrap();
            toast({ title: 'Deleted', description: answer.message });
            setConfirming(null);
            onDeleted();
          } catch (error) {
            failed(error);
            helpers.refuse(errorMessage(error, 'Please try again.'));
          }
        }}
      />
    </Box>
  );
}
