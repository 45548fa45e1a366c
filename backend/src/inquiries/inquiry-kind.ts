import { INQUIRY_KINDS, type InquiryKind } from '@bb/shared/admin';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { EntityTarget } from 'typeorm';
import type { InboxKind } from '../common/inbox-list';
import type { MailAttachment, TransactionalMail } from '../mail/mail.service';
import type { InboxText } from './inquiry-messages';
import type { InboxRowFacts } from './inbox-facts';
import type { ClaimedInquiry } from './inquiry-claims';
import type { InquiryRef } from './inquiry-responder';

/**
 * The columns every inquiry table has (the triage's, the owner, the status). A type, not an
 * interface, so that it is an ObjectLiteral (what TypeORM's query builders take) without an index
 * signature.
 */
export type InquiryRow = {
  id: string;
  email: string;
  userId: string | null;
  createdAt: Date;
  assigneeId: string | null;
  archivedAt: Date | null;
  spam: boolean;
  status: string;
};

/** What a status change sends the sender (speaking requests, partnership inquiries). */
export interface InquiryStatusNotice<R extends InquiryRow, S extends string> {
  /** The notice's words for the row as changed (InquiryResponder.statusNotice). */
  text: (row: R) => (forMember: boolean) => InboxText;
  /** Files sent with the e-mail, e.g. a confirmed booking's calendar file. */
  attachments?: (
    row: R,
    status: S,
    mail: TransactionalMail,
  ) => Promise<MailAttachment[] | undefined>;
}

/**
 * Everything the tools for every kind of inquiry need to know about one kind: the admin inbox (list,
 * detail, export, status change, reply: InquiryInboxService), the internal notes, the triage and the
 * merge, the claims. The module that owns the kind's table builds it, from its own repository, and registers it
 * once (InquiryKinds.register); the tools then read no table of their own.
 */
export interface InquiryKindDescription<
  R extends InquiryRow = InquiryRow,
  Item = unknown,
  S extends string = string,
> {
  kind: InquiryKind;
  /** The kind's entity (the tools read and change it in their own transactions). */
  entity: EntityTarget<R>;
  /** The 404's message for an unknown id. */
  notFound: string;
  /** "speaking request": the merge note's words. */
  noun: string;
  /** How the audit trail, the assignee's e-mail and the merge name a row, e.g. "Acme Corp · Keynote". */
  label: (row: R) => string;
  /** What the sender wrote in it (kept as a note when it is merged into another), or ''. */
  submission: (row: R) => string;
  /** The row as the responder sees it (replies, status notices). */
  ref: (row: R) => Promise<InquiryRef>;
  /**
   * A row sent without an account, as the member whose address it was sent from gets it when that
   * address is verified (InquiryClaims): its reference and its acknowledgement.
   */
  claimed: (row: R) => ClaimedInquiry;
  /** The list, its counts and its export (inbox-list.ts), from the owner's repository. */
  inbox: Omit<InboxKind<R, Item, S>, 'toItems'>;
  /** The rows as the API shows them, given the facts every inbox row carries (InboxRowFacts). */
  toItems: (rows: R[], facts: (row: R) => InboxRowFacts) => Promise<Item[]>;
  /** The statuses' labels (what a notice calls the new status). */
  statusLabels: Readonly<Record<S, string>>;
  /**
   * What a status change tells the sender (unless the administrator chose not to), with a preview;
   * without it, a status change is the inbox's own bookkeeping and nobody is told.
   */
  statusNotice?: InquiryStatusNotice<R, S>;
  /** The status a reply moves the inquiry to (contact messages: 'replied'); none: a reply changes no status. */
  repliedStatus?: S;
  /**
   * The status the sender's answer by e-mail moves the inquiry back to (contact messages: 'new',
   * unread again); none: the answer changes no status (a confirmed booking stays confirmed).
   */
  reopenedStatus?: S;
}

/**
 * The one registry of the kinds of inquiry (speaking requests, contact messages: this module;
 * partnership inquiries: the partnerships module). Each kind is registered once, when its module
 * starts; registering it twice, asking for one not registered, or starting the app with a kind not
 * registered fails loudly.
 */
@Injectable()
export class InquiryKinds implements OnApplicationBootstrap {
  private readonly kinds = new Map<InquiryKind, InquiryKindDescription>();

  register<R extends InquiryRow, Item, S extends string>(
    description: InquiryKindDescription<R, Item, S>,
  ): void {
    if (this.kinds.has(description.kind))
      throw new Error(`The inquiry kind ${description.kind} is registered twice`);
    this.kinds.set(description.kind, description as unknown as InquiryKindDescription);
  }

  /** The kind's description; throws for a kind no module registered. */
  get(kind: InquiryKind): InquiryKindDescription {
    const description = this.kinds.get(kind);
    if (!description) throw new Error(`No inquiry kind ${kind} is registered`);
    return description;
  }

  /** Every kind's description, in the order registered. */
  all(): InquiryKindDescription[] {
    return [...this.kinds.values()];
  }

  /** Every kind must be registered once the modules have started (their onModuleInit). */
  onApplicationBootstrap(): void {
    const missing = INQUIRY_KINDS.filter((kind) => !this.kinds.has(kind));
    if (missing.length)
      throw new Error(`No description of the inquiry kind ${missing.join(', ')} is registered`);
  }
}
