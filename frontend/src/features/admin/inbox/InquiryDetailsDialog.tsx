import { useState, type ReactNode } from 'react';
import type { InquiryKind, ThreadEntry } from '@bb/shared/admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { isApiError } from '../../../api/base';
import { ModalDialog } from '../../../components/dialog/ModalDialog';
import { LoadError } from '../../../components/page/LoadError';
import { InquiryThread } from './InquiryThread';
import { useAddInquiryNoteMutation } from '../../../api/admin/inquiryNotes';
import { InquiryTriageTools, type TriageFields } from './InquiryTriage';
import { MergeDuplicates } from './MergeDuplicates';
import { NoteBox, ReplyBox } from './ReplyBox';

/** An inquiry as every details dialog needs it. */
interface DialogInquiry extends TriageFields {
  id: string;
  email: string;
}

/** The answer of the details query (GET /api/admin/{kind}/{id}). */
export interface DetailQuery {
  thread: readonly ThreadEntry[] | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface InquiryDetailsDialogProps<T extends DialogInquiry> {
  /** Which item is open (the URL's `id`); empty when none. */
  id: string;
  onClose: () => void;
  /** 'Speaking Request Details'. */
  title: string;
  /** The item, from its details or from the list, while either is known. */
  item: T | undefined;
  detail: DetailQuery;
  /** 'this speaking request', as the not-found text names it. */
  what: string;
  /** The item's fields (a DetailList). */
  renderDetails: (item: T) => ReactNode;
  /** Who a reply goes to: the sender's name. */
  recipientName: (item: T) => string;
  onReply: (item: T, message: string) => Promise<unknown>;
  /** Buttons before Close (Archive, Mark as unread). */
  actions?: (item: T) => ReactNode;
  /** The kind of inquiry, for its internal notes, triage tools and the merge of duplicates. */
  kind: InquiryKind;
}

/**
 * An inquiry's details dialog: its triage tools (assignee, archive, spam, delete), its fields, its
 * thread (oldest first), a Reply box and a note box. It opens for
 * the URL's `?id=` (from a card's View button, the bell or a link), shows the list's copy while the
 * details load, and says so when the item does not exist.
 */
export function InquiryDetailsDialog<T extends DialogInquiry>({
  id,
  onClose,
  title,
  item,
  detail,
  what,
  renderDetails,
  recipientName,
  onReply,
  actions,
  kind,
}: InquiryDetailsDialogProps<T>) {
  const [addNote] = useAddInquiryNoteMutation();
  // The last item stays in the dialog while it fades out after closing.
  const [shown, setShown] = useState(item);
  if (item && item !== shown) setShown(item);
  const current = id ? item : shown;
  // An unknown id (404), or one that is no id at all (400).
  const notFound =
    isApiError(detail.error) && (detail.error.status === 404 || detail.error.status === 400);

  let body: ReactNode;
  if (current) {
    body = (
      <>
        <InquiryTriageTools
          kind={kind}
          item={current}
          sender={recipientName(current)}
          onDeleted={onClose}
        />
        {renderDetails(current)}
        <InquiryThread
          thread={detail.thread}
          failed={detail.isError}
          onRetry={() => void detail.refetch()}
        />
        <ReplyBox
          key={current.id}
          recipientName={recipientName(current)}
          recipientEmail={current.email}
          onSend={(message) => onReply(current, message)}
        />
        <NoteBox
          key={`note-${current.id}`}
          onSend={(note) => addNote({ kind, id: current.id, note }).unwrap()}
        />
        <MergeDuplicates
          key={`merge-${current.id}`}
          kind={kind}
          id={current.id}
          email={current.email}
        />
      </>
    );
  } else if (notFound) {
    body = (
      <Alert severity="warning" variant="outlined">
        {`We could not find ${what}. It may have been removed, or the link may be wrong.`}
      </Alert>
    );
  } else if (detail.isError) {
    body = <LoadError what={what} onRetry={() => void detail.refetch()} />;
  } else {
    body = (
      <Box aria-busy="true">
        <Skeleton variant="rounded" height={160} />
      </Box>
    );
  }

  return (
    <ModalDialog
      open={id !== ''}
      onClose={onClose}
      title={title}
      maxWidth="md"
      actions={
        <>
          {current && actions?.(current)}
          <Button variant="contained" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      {body}
    </ModalDialog>
  );
}
