import type { ReactNode } from 'react';
import type { InquiryKind } from '@bb/shared/admin';
import type { Option } from '@bb/shared/options';
import type { StatusTone } from '../../../components/status/statusTones';
import type { TriageFields } from './InquiryTriage';

// What makes one inquiry inbox differ from another: InboxPage renders any kind from its
// description (kinds/speakingRequests.tsx, kinds/partnerships.tsx, kinds/contactMessages.tsx).

/** An inquiry as every inbox lists it. */
export interface InboxItem<Status extends string> extends TriageFields {
  id: string;
  email: string;
  createdAt: string;
  status: Status;
  /** How many of this kind its sender's address has sent, this one included. */
  fromSender: number;
}

/** A kind's statuses, with their labels, chip tones and choices (a card's status select). */
export interface InboxStatusesView<Status extends string> {
  labels: Readonly<Record<Status, string>>;
  tones: Readonly<Record<Status, StatusTone>>;
  options: readonly Option<Status>[];
}

/** A select of the filter bar, kept in the URL under `param`. */
export interface InboxFilterView {
  /** The select's label: 'Status'. */
  label: string;
  /** The choice that filters nothing: 'All Status'. */
  allLabel: string;
  /** The other choices; a value in the URL that is none of them filters nothing. */
  options: readonly Option[];
}

/** A count card: the whole list's total, or the count of one status. */
export interface InboxCountView<Status extends string> {
  label: string;
  icon: ReactNode;
  count: 'total' | Status;
}

/** A card's fact (icon, hidden label, value). */
export interface InboxFactView<Item> {
  icon: ReactNode;
  label: string;
  value: (item: Item) => ReactNode;
}

/** A labelled value of the details dialog. */
export interface InboxDetailView<Item> {
  label: string;
  value: (item: Item) => ReactNode;
  /** Spans both columns (a message, contract details). */
  wide?: boolean;
  /** Shown only when this answers true (none: always). */
  shown?: (item: Item) => boolean;
}

/**
 * The facts and details every kind shows alike, placed where the kind wants them: the e-mail
 * address, the status chip (a detail only: a card shows it as its badge), when it came, who it is
 * assigned to (a card's fact only).
 */
export type CommonField = 'email' | 'status' | 'received' | 'assignee';

/** A button that sets a status at once, and the toast that tells it. */
export interface StatusActionView<Item, Status extends string> {
  status: Status;
  label: string;
  icon: ReactNode;
  /** The toast's title: 'Message Archived'. */
  title: string;
  /** The toast's text: 'The message from Jane is marked as read.' */
  done: (item: Item) => string;
  /**
   * The item changes where it stands: the list keeps its order (and the item stays in a view it
   * no longer matches) until the person moves to another page, filter or search, or reloads.
   */
  inPlace?: boolean;
}

/**
 * How the status changes: from a card's select through the dialog that previews the notice to the
 * sender (PATCH …/status), or with buttons that apply it at once (contact messages).
 */
export type InboxStatusChangeView<Item, Status extends string> =
  | {
      notice: true;
      /** The dialog's subject: 'the request from Acme'. */
      subject: (item: Item) => string;
      /** The 'Status Updated' toast's text. */
      updated: string;
    }
  | {
      notice: false;
      /** The buttons an item offers, on its card and in its details. */
      actions: (item: Item) => readonly StatusActionView<Item, Status>[];
      /** Opening an item in this status moves it to `to` (a new message is read), once per opening. */
      markOnOpen?: { from: Status; to: Status };
    };

export interface InboxKindView<Item extends InboxItem<Status>, Status extends string> {
  kind: InquiryKind;
  /** The tab's title and description, the h1 and its subtitle. */
  title: string;
  description: string;
  subtitle: string;
  /** The search landmark's name and the box's placeholder. */
  search: { label: string; placeholder: string };
  statuses: InboxStatusesView<Status>;
  /** The status filter (?status=) and the view asked for when it is empty (none: every status). */
  statusFilter: InboxFilterView & { defaultView?: string };
  /** The inquiry type filter (?type=), for the kinds that have types. */
  typeFilter?: InboxFilterView;
  counts: readonly InboxCountView<Status>[];
  list: {
    /** The h2 before its count: 'Requests' ('Requests (3)'). */
    heading: string;
    /** As the load error names it: 'the speaking requests'. */
    what: string;
    /** The pager's plural noun ('requests') and name ('Speaking requests pages'). */
    noun: string;
    pagesLabel: string;
    emptyTitle: string;
    noMatchTitle: string;
    emptyIcon: ReactNode;
    /** As the export's toasts name the rows: 'speaking requests'. */
    exportNoun: string;
  };
  card: {
    /** The item as buttons name it: 'the request from Acme' ('View the request from Acme'). */
    about: (item: Item) => string;
    heading: (item: Item) => string;
    subheading: (item: Item) => string | undefined;
    /** An item to catch the eye (an unread message). */
    emphasised?: (item: Item) => boolean;
    facts: readonly (InboxFactView<Item> | Exclude<CommonField, 'status'>)[];
    /** Text under the facts (a message's first line). */
    body?: (item: Item) => ReactNode;
  };
  details: {
    /** The dialog's title and what its not-found text names: 'this speaking request'. */
    title: string;
    what: string;
    /** Who a reply goes to. */
    recipientName: (item: Item) => string;
    rows: readonly (InboxDetailView<Item> | Exclude<CommonField, 'assignee'>)[];
    /** Sections after the fields (a booking's logistics). */
    more?: (item: Item) => ReactNode;
  };
  statusChange: InboxStatusChangeView<Item, Status>;
}
