import { useEffect, useRef, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { labelOf } from '@bb/shared/options';
import {
  usePreviewInquiryStatusMutation,
  useUpdateInquiryStatusMutation,
  type InquiryStatusPreview,
  type InquiryStatusUpdate,
} from '../../../api/admin/inquiries';
import { InquiryStatusSelect } from './InquiryStatusSelect';
import { useStatusChangeToast } from './useStatusChange';
import { useStatusChangeDialog } from './useStatusChangeDialog';
import type { InboxItem, InboxKindView } from './InboxKindView';

export const STATUS_UPDATED_TITLE = 'Status Updated';

interface InboxStatusChange<Item> {
  /** A card's control: the status select, or the status buttons. */
  cardControl: (item: Item) => ReactNode;
  /** The details dialog's buttons before Close (the status buttons), when the kind has them. */
  dialogActions?: (item: Item) => ReactNode;
  /** The notice dialog, when the kind has one. */
  dialog: ReactNode;
}

/**
 * An inbox's status changes, as its kind makes them: a card's select opening the dialog that
 * previews the notice to the sender, or buttons that apply a status at once (and, for the kinds
 * that say so, the change made by opening an item). Each tells its outcome in a toast.
 */
export function useInboxStatusChange<Item extends InboxItem<S>, S extends string>(
  view: InboxKindView<Item, S>,
  open: { id: string; item: Item | undefined },
): InboxStatusChange<Item> {
  const { kind, statusChange: change } = view;
  const [updateStatus] = useUpdateInquiryStatusMutation();
  const [previewStatus] = usePreviewInquiryStatusMutation();
  // The view gives a status of its own kind: the shape the kind's route takes.
  const update = (args: {
    id: string;
    status: S;
    notify?: boolean;
    note?: string;
    inPlace?: boolean;
  }) => updateStatus({ kind, ...args } as InquiryStatusUpdate);
  const notice = useStatusChangeDialog<S>({
    preview: (args) => previewStatus({ kind, ...args } as InquiryStatusPreview).unwrap(),
    update,
    success: { title: STATUS_UPDATED_TITLE, description: change.notice ? change.updated : '' },
  });
  const showOutcome = useStatusChangeToast();

  // Opening an item in `markOnOpen.from` moves it on, once per opening (changing it back stays),
  // in place: the list keeps its order under the pointer until the person moves on or reloads.
  const markOnOpen = change.notice ? undefined : change.markOnOpen;
  const markedFor = useRef('');
  const { id, item } = open;
  useEffect(() => {
    if (!id) {
      markedFor.current = '';
      return;
    }
    if (!markOnOpen || !item || markedFor.current === id) return;
    markedFor.current = id;
    if (item.status !== markOnOpen.from) return;
    void updateStatus({
      kind,
      id: item.id,
      status: markOnOpen.to,
      inPlace: true,
    } as InquiryStatusUpdate);
  }, [id, item, kind, markOnOpen, updateStatus]);

  if (change.notice) {
    return {
      cardControl: (current) => (
        <InquiryStatusSelect
          label={`Status of ${view.card.about(current)}`}
          value={current.status}
          options={view.statuses.options}
          onChange={(next) =>
            notice.ask({
              id: current.id,
              subject: change.subject(current),
              fromLabel: labelOf(view.statuses.labels, current.status),
              toLabel: labelOf(view.statuses.labels, next),
              status: next,
            })
          }
        />
      ),
      dialog: notice.dialog,
    };
  }
  const buttons = (current: Item) =>
    change.actions(current).map((action) => (
      <Button
        key={action.label}
        variant="outlined"
        startIcon={action.icon}
        onClick={() =>
          void showOutcome(
            update({ id: current.id, status: action.status, inPlace: action.inPlace }),
            {
              title: action.title,
              description: action.done(current),
            },
          )
        }
        aria-label={`${action.label}: ${view.card.about(current)}`}
      >
        {action.label}
      </Button>
    ));
  return { cardControl: buttons, dialogActions: buttons, dialog: null };
}
